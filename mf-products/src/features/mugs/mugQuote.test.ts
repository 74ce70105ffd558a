import { whatsappUrl } from '@estampa/shared/whatsapp/whatsapp';
import { MUG_QUOTE_ALERT, checkMugQuote } from './mugQuote';

const decoded = (message: string) => new URL(whatsappUrl(message)).searchParams.get('text');

describe('checkMugQuote', () => {
  it('uses the alert of docs/product-rules.md#messages without a mug or a colour', () => {
    expect(MUG_QUOTE_ALERT).toBe('Por favor selecciona una taza y color antes de solicitar cotización.');
    expect(checkMugQuote({ productId: null, color: null, quantity: 1, customText: '' })).toEqual({
      ok: false,
      alert: MUG_QUOTE_ALERT,
    });
    expect(checkMugQuote({ productId: 'mug-1', color: null, quantity: 1, customText: 'Hola' })).toEqual({
      ok: false,
      alert: MUG_QUOTE_ALERT,
    });
  });

  it('names product, colour, quantity, capacity, material, unit price, total, custom text and asks about the process', () => {
    const check = checkMugQuote({
      productId: 'mug-6',
      color: 'Vino',
      quantity: 4,
      customText: '  Feliz cumpleaños & 50 años!  ',
    });
    if (!check.ok) throw new Error('expected a message');
    expect(decoded(check.message)).toBe(
      [
        '¡Hola! Me interesa cotizar tazas personalizadas.',
        '',
        'Producto: Taza Jumbo Premium',
        'Color: Vino',
        'Cantidad: 4',
        'Capacidad: 15 oz',
        'Material: Cerámica premium',
        'Precio unitario: $380',
        'Total estimado: $1,520',
        'Texto personalizado: "Feliz cumpleaños & 50 años!"',
        '',
        '¿Cómo es el proceso de personalización?',
      ].join('\n'),
    );
  });

  it('leaves the text line out when there is no custom text', () => {
    const check = checkMugQuote({ productId: 'mug-1', color: 'Blanco', quantity: 1, customText: '   ' });
    if (!check.ok) throw new Error('expected a message');
    expect(check.message).not.toContain('Texto personalizado');
    expect(check.message).toContain('Total estimado: $180\n\n¿Cómo es el proceso de personalización?');
  });
});
