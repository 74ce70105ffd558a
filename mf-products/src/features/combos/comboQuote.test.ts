import { whatsappUrl } from '@estampa/shared/whatsapp/whatsapp';
import { findCombo } from './data';
import { comboQuoteMessage, comboTotals } from './comboQuote';

describe('combo totals', () => {
  it('total is price × quantity and total saving is saving × quantity', () => {
    expect(comboTotals(findCombo('combo-1')!, 10)).toEqual({ total: 8500, totalSavings: 1500 });
    expect(comboTotals(findCombo('combo-5')!, 50)).toEqual({ total: 32500, totalSavings: 7500 });
  });
});

describe('comboQuoteMessage', () => {
  it('names combo, quantity, price and saving per combo, total, total saving, items, and asks about personalisation and delivery', () => {
    const url = whatsappUrl(comboQuoteMessage(findCombo('combo-1')!, 15));
    expect(new URL(url).searchParams.get('text')).toBe(
      [
        '¡Hola! Me interesa este combo promocional.',
        '',
        'Combo: Combo Polo + Gorra Bordada',
        'Cantidad: 15',
        'Precio por combo: $850',
        'Ahorro por combo: $150',
        'Total: $12,750',
        'Ahorro total: $2,250',
        '',
        'Incluye:',
        '- Polo piqué con logo bordado',
        '- Gorra bordada a juego',
        '',
        '¿Qué opciones de personalización tienen y cuál es el tiempo de entrega?',
      ].join('\n'),
    );
  });

  it('formats large totals with thousands separators', () => {
    const text = comboQuoteMessage(findCombo('combo-4')!, 1000);
    expect(text).toContain('Total: $2,200,000');
    expect(text).toContain('Ahorro total: $550,000');
  });
});
