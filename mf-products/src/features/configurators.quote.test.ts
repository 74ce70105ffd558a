// Every configurator's quote is one rule (common/configuratorQuote.ts): the alert of
// docs/product-rules.md#messages while a choice the quote needs is missing, else the chat message
// of #outside-calls. One set of tests, run for each configurator with its own alert, states and
// exact messages.
import { quoteAlert, type QuoteCheck } from '../common/quote';
import { quotedText } from '../common/testing/chat';
import { BOTTLE_QUOTE_ALERT, checkBottleQuote } from './bottles/bottleQuote';
import { MUG_QUOTE_ALERT, checkMugQuote } from './mugs/mugQuote';
import { POLO_QUOTE_ALERT, checkPoloQuote } from './polos/poloQuote';
import { initialPolosState } from './polos/polosReducer';
import { SCHOOL_QUOTE_ALERT, checkSchoolQuote } from './school-uniforms/schoolQuote';
import { initialSchoolState } from './school-uniforms/schoolReducer';

type Quote<S> = {
  check: (state: S) => QuoteCheck;
  /** The configurator's alert, and its text in docs/product-rules.md#messages. */
  alert: { constant: string; text: string };
  /** States missing a choice the quote needs. */
  incomplete: S[];
  /** A complete state and its message, line by line. */
  complete: { state: S; lines: string[] };
  /** Another complete state (its optional field empty): what its message has and lacks. */
  other: { title: string; state: S; has?: string; lacks?: string };
};

function quoteRules<S>(name: string, q: Quote<S>) {
  describe(name, () => {
    it('uses the alert of docs/product-rules.md#messages while a choice is missing', () => {
      expect(q.alert.constant).toBe(q.alert.text);
      for (const state of q.incomplete) expect(q.check(state)).toEqual(quoteAlert(q.alert.text));
    });

    it('builds the chat message of docs/product-rules.md#outside-calls', () => {
      expect(quotedText(q.check(q.complete.state))).toBe(q.complete.lines.join('\n'));
    });

    it(q.other.title, () => {
      const text = quotedText(q.check(q.other.state));
      if (q.other.has) expect(text).toContain(q.other.has);
      if (q.other.lacks) expect(text).not.toContain(q.other.lacks);
    });
  });
}

quoteRules('mugs', {
  check: checkMugQuote,
  alert: { constant: MUG_QUOTE_ALERT, text: 'Por favor selecciona una taza y color antes de solicitar cotización.' },
  incomplete: [
    { productId: null, color: null, quantity: 1, customText: '' },
    { productId: 'mug-1', color: null, quantity: 1, customText: 'Hola' },
  ],
  complete: {
    state: { productId: 'mug-6', color: 'Vino', quantity: 4, customText: '  Feliz cumpleaños & 50 años!  ' },
    lines: [
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
    ],
  },
  other: {
    title: 'leaves the text line out when there is no custom text',
    state: { productId: 'mug-1', color: 'Blanco', quantity: 1, customText: '   ' },
    has: 'Total estimado: $180\n\n¿Cómo es el proceso de personalización?',
    lacks: 'Texto personalizado',
  },
});

quoteRules('bottles: the mug message plus hot and cold retention', {
  check: checkBottleQuote,
  alert: { constant: BOTTLE_QUOTE_ALERT, text: 'Por favor selecciona un termo y color antes de solicitar cotización.' },
  incomplete: [
    { productId: null, color: null, quantity: 1, customText: '' },
    { productId: 'termo-2', color: null, quantity: 2, customText: '' },
  ],
  complete: {
    state: { productId: 'termo-4', color: 'Gris Oscuro', quantity: 10, customText: 'Ing. Pérez' },
    lines: [
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
    ],
  },
  other: {
    title: 'leaves the text line out when there is no custom text',
    state: { productId: 'termo-5', color: 'Celeste', quantity: 1, customText: '' },
    lacks: 'Texto personalizado',
  },
});

quoteRules('polos', {
  check: checkPoloQuote,
  alert: {
    constant: POLO_QUOTE_ALERT,
    text: 'Por favor selecciona producto, color y talla antes de solicitar cotización.',
  },
  incomplete: [
    initialPolosState,
    { productId: 'polo-1', color: null, size: null, quantity: 1 },
    { productId: 'polo-1', color: 'Rojo', size: null, quantity: 1 },
    { productId: 'polo-1', color: null, size: 'M', quantity: 1 },
    { productId: null, color: 'Rojo', size: 'M', quantity: 1 },
  ],
  complete: {
    state: { productId: 'polo-3', color: 'Azul Marino', size: 'XXXL', quantity: 12 },
    lines: [
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
    ],
  },
  other: {
    title: 'total is unit price times quantity',
    state: { productId: 'polo-4', color: 'Gris', size: 'S', quantity: 1 },
    has: 'Total estimado: $750',
  },
});

quoteRules('school uniforms', {
  check: checkSchoolQuote,
  alert: { constant: SCHOOL_QUOTE_ALERT, text: 'Por favor completa todos los campos antes de solicitar cotización.' },
  incomplete: [
    initialSchoolState,
    { ...initialSchoolState, productId: 'school-1', color: 'Rojo' },
    { ...initialSchoolState, productId: 'school-1', size: '4T' },
    { ...initialSchoolState, color: 'Rojo', size: '4T' },
  ],
  complete: {
    state: {
      level: 'Primaria',
      productId: 'school-2',
      color: 'Azul Marino',
      size: '8',
      quantity: 25,
      schoolName: ' Colegio San José ',
    },
    lines: [
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
    ],
  },
  other: {
    title: 'leaves the school line out when no name is given',
    state: { ...initialSchoolState, productId: 'school-6', color: 'Negro', size: 'XXXL', schoolName: '  ' },
    has: 'Total estimado: $2,200\n\n¿Qué',
    lacks: 'Nombre del colegio',
  },
});
