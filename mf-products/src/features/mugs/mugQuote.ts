import { formatMoney } from '@estampa/shared/money/money';
import { messageLines } from '../../common/message';
import { lineTotal } from '../../common/quantity';
import { quoteAlert, quoteMessage, type QuoteCheck } from '../../common/quote';
import { findMug } from './data';
import type { MugsState } from './mugsReducer';

export const MUG_QUOTE_ALERT = 'Por favor selecciona una taza y color antes de solicitar cotización.';

/** The mug quote: the alert of docs/product-rules.md#messages without a mug and colour, else the chat message. */
export function checkMugQuote(state: MugsState): QuoteCheck {
  const mug = findMug(state.productId);
  if (!mug || !state.color) return quoteAlert(MUG_QUOTE_ALERT);
  const text = state.customText.trim();
  return quoteMessage(
    messageLines(
      '¡Hola! Me interesa cotizar tazas personalizadas.',
      '',
      `Producto: ${mug.name}`,
      `Color: ${state.color}`,
      `Cantidad: ${state.quantity}`,
      `Capacidad: ${mug.capacityOz} oz`,
      `Material: ${mug.material}`,
      `Precio unitario: ${formatMoney(mug.price)}`,
      `Total estimado: ${formatMoney(lineTotal(mug.price, state.quantity))}`,
      text ? `Texto personalizado: "${text}"` : null,
      '',
      '¿Cómo es el proceso de personalización?',
    ),
  );
}
