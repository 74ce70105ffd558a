import { formatMoney } from '@estampa/shared/money/money';
import { bulletList, messageLines } from '../../common/message';
import { lineTotal } from '../../common/quantity';
import { quoteAlert, quoteMessage, type QuoteCheck } from '../../common/quote';
import { findUniform } from './data';
import type { SchoolState } from './schoolReducer';

export const SCHOOL_QUOTE_ALERT = 'Por favor completa todos los campos antes de solicitar cotización.';

/** The uniform quote: the alert of docs/product-rules.md#messages without uniform, colour and size, else the chat message. */
export function checkSchoolQuote(state: SchoolState): QuoteCheck {
  const uniform = findUniform(state.productId);
  if (!uniform || !state.color || !state.size) return quoteAlert(SCHOOL_QUOTE_ALERT);
  const school = state.schoolName.trim();
  return quoteMessage(
    messageLines(
      '¡Hola! Me interesa cotizar uniformes escolares.',
      '',
      `Producto: ${uniform.name}`,
      `Color: ${state.color}`,
      `Talla: ${state.size}`,
      `Cantidad: ${state.quantity}`,
      'Piezas incluidas:',
      bulletList(uniform.pieces),
      `Precio unitario: ${formatMoney(uniform.price)}`,
      `Total estimado: ${formatMoney(lineTotal(uniform.price, state.quantity))}`,
      school ? `Nombre del colegio: ${school}` : null,
      '',
      '¿Qué opciones de personalización tienen y cuál es el tiempo de entrega?',
    ),
  );
}
