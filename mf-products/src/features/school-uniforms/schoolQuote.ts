import { checkConfiguratorQuote } from '../../common/configuratorQuote';
import { bulletList } from '../../common/message';
import type { QuoteCheck } from '../../common/quote';
import { findUniform } from './data';
import type { SchoolState } from './schoolReducer';

export const SCHOOL_QUOTE_ALERT = 'Por favor completa todos los campos antes de solicitar cotización.';

/** The uniform quote: the alert of docs/product-rules.md#messages without uniform, colour and size, else the chat message. */
export function checkSchoolQuote(state: SchoolState): QuoteCheck {
  const school = state.schoolName.trim();
  return checkConfiguratorQuote(findUniform(state.productId), state, {
    alert: SCHOOL_QUOTE_ALERT,
    greeting: '¡Hola! Me interesa cotizar uniformes escolares.',
    details: (uniform) => ['Piezas incluidas:', bulletList(uniform.pieces)],
    optional: [school ? `Nombre del colegio: ${school}` : null],
    question: '¿Qué opciones de personalización tienen y cuál es el tiempo de entrega?',
  });
}
