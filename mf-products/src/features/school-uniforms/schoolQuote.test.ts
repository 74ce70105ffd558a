import { whatsappUrl } from '@estampa/shared/whatsapp/whatsapp';
import { initialSchoolState } from './schoolReducer';
import { SCHOOL_QUOTE_ALERT, checkSchoolQuote } from './schoolQuote';

const decoded = (message: string) => new URL(whatsappUrl(message)).searchParams.get('text');

describe('checkSchoolQuote', () => {
  it('uses the alert of docs/product-rules.md#messages while uniform, colour or size is missing', () => {
    expect(SCHOOL_QUOTE_ALERT).toBe('Por favor completa todos los campos antes de solicitar cotización.');
    const alert = { ok: false, alert: SCHOOL_QUOTE_ALERT };
    expect(checkSchoolQuote(initialSchoolState)).toEqual(alert);
    expect(checkSchoolQuote({ ...initialSchoolState, productId: 'school-1', color: 'Rojo' })).toEqual(alert);
    expect(checkSchoolQuote({ ...initialSchoolState, productId: 'school-1', size: '4T' })).toEqual(alert);
    expect(checkSchoolQuote({ ...initialSchoolState, color: 'Rojo', size: '4T' })).toEqual(alert);
  });

  it('names product, colour, size, quantity, pieces, unit price, total, school name and asks about personalisation and delivery', () => {
    const check = checkSchoolQuote({
      level: 'Primaria',
      productId: 'school-2',
      color: 'Azul Marino',
      size: '8',
      quantity: 25,
      schoolName: ' Colegio San José ',
    });
    if (!check.ok) throw new Error('expected a message');
    expect(decoded(check.message)).toBe(
      [
        '¡Hola! Me interesa cotizar uniformes escolares.',
        '',
        'Producto: Uniforme Primaria',
        'Color: Azul Marino',
        'Talla: 8',
        'Cantidad: 25',
        'Piezas incluidas:',
        '- Camisa tipo polo con logo bordado',
        '- Pantalón largo o falda',
        '- Correa escolar',
        'Precio unitario: $1,400',
        'Total estimado: $35,000',
        'Nombre del colegio: Colegio San José',
        '',
        '¿Qué opciones de personalización tienen y cuál es el tiempo de entrega?',
      ].join('\n'),
    );
  });

  it('leaves the school line out when no name is given', () => {
    const check = checkSchoolQuote({
      ...initialSchoolState,
      productId: 'school-6',
      color: 'Negro',
      size: 'XXXL',
      schoolName: '  ',
    });
    if (!check.ok) throw new Error('expected a message');
    expect(check.message).not.toContain('Nombre del colegio');
    expect(check.message).toContain('Total estimado: $2,200\n\n¿Qué');
  });
});
