import { whatsappUrl } from '@estampa/shared/whatsapp/whatsapp';
import { BOTTLE_QUOTE_ALERT, checkBottleQuote } from './bottleQuote';

const decoded = (message: string) => new URL(whatsappUrl(message)).searchParams.get('text');

describe('checkBottleQuote', () => {
  it('uses the alert of docs/product-rules.md#messages without a bottle or a colour', () => {
    expect(BOTTLE_QUOTE_ALERT).toBe('Por favor selecciona un termo y color antes de solicitar cotización.');
    expect(checkBottleQuote({ productId: null, color: null, quantity: 1, customText: '' })).toEqual({
      ok: false,
      alert: BOTTLE_QUOTE_ALERT,
    });
    expect(checkBottleQuote({ productId: 'termo-2', color: null, quantity: 2, customText: '' })).toEqual({
      ok: false,
      alert: BOTTLE_QUOTE_ALERT,
    });
  });

  it('is the mug message plus hot and cold retention', () => {
    const check = checkBottleQuote({
      productId: 'termo-4',
      color: 'Gris Oscuro',
      quantity: 10,
      customText: 'Ing. Pérez',
    });
    if (!check.ok) throw new Error('expected a message');
    expect(decoded(check.message)).toBe(
      [
        '¡Hola! Me interesa cotizar termos personalizados.',
        '',
        'Producto: Termo Premium XL',
        'Color: Gris Oscuro',
        'Cantidad: 10',
        'Capacidad: 1000 ml',
        'Material: Acero inoxidable 18/8 de triple capa',
        'Mantiene caliente: 20 horas',
        'Mantiene frío: 40 horas',
        'Precio unitario: $1,200',
        'Total estimado: $12,000',
        'Texto personalizado: "Ing. Pérez"',
        '',
        '¿Cómo es el proceso de personalización?',
      ].join('\n'),
    );
  });

  it('leaves the text line out when there is no custom text', () => {
    const check = checkBottleQuote({ productId: 'termo-5', color: 'Celeste', quantity: 1, customText: '' });
    expect(check.ok && check.message).not.toContain('Texto personalizado');
  });
});
