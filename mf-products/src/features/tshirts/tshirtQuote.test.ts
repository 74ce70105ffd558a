import { whatsappUrl } from '@estampa/shared/whatsapp/whatsapp';
import { tshirtQuoteMessage } from './tshirtQuote';

describe('tshirtQuoteMessage', () => {
  it('names the T-shirt and its price hint', () => {
    const url = whatsappUrl(tshirtQuoteMessage({ name: 'T-Shirt Oversize', fromPrice: 20 }));
    expect(new URL(url).searchParams.get('text')).toBe(
      '¡Hola! Me interesa cotizar la T-Shirt Oversize (Desde $20). ¿Me pueden dar más información?',
    );
  });
});
