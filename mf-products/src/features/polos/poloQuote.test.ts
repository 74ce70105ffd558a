import { whatsappUrl } from '@estampa/shared/whatsapp/whatsapp';
import { POLO_QUOTE_ALERT, checkPoloQuote } from './poloQuote';
import { initialPolosState } from './polosReducer';

const decoded = (message: string) => new URL(whatsappUrl(message)).searchParams.get('text');

describe('checkPoloQuote', () => {
  it('uses the alert of docs/product-rules.md#messages while product, colour or size is missing', () => {
    expect(POLO_QUOTE_ALERT).toBe('Por favor selecciona producto, color y talla antes de solicitar cotización.');
    const alert = { ok: false, alert: POLO_QUOTE_ALERT };
    expect(checkPoloQuote(initialPolosState)).toEqual(alert);
    expect(checkPoloQuote({ productId: 'polo-1', color: null, size: null, quantity: 1 })).toEqual(alert);
    expect(checkPoloQuote({ productId: 'polo-1', color: 'Rojo', size: null, quantity: 1 })).toEqual(alert);
    expect(checkPoloQuote({ productId: 'polo-1', color: null, size: 'M', quantity: 1 })).toEqual(alert);
    expect(checkPoloQuote({ productId: null, color: 'Rojo', size: 'M', quantity: 1 })).toEqual(alert);
  });

  it('builds the message: greeting, product, colour, size, quantity, unit price, estimated total, closing question', () => {
    const check = checkPoloQuote({ productId: 'polo-3', color: 'Azul Marino', size: 'XXXL', quantity: 12 });
    if (!check.ok) throw new Error('expected a message');
    expect(decoded(check.message)).toBe(
      [
        '¡Hola! Me interesa cotizar polos personalizados.',
        '',
        'Producto: Polo Corporate Embroidered',
        'Color: Azul Marino',
        'Talla: XXXL',
        'Cantidad: 12',
        'Precio unitario: $1,200',
        'Total estimado: $14,400',
        '',
        '¿Me pueden confirmar disponibilidad y tiempo de entrega?',
      ].join('\n'),
    );
  });

  it('total is unit price times quantity', () => {
    const check = checkPoloQuote({ productId: 'polo-4', color: 'Gris', size: 'S', quantity: 1 });
    expect(check.ok && check.message).toContain('Total estimado: $750');
  });
});
