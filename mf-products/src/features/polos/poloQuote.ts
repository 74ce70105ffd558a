import { formatMoney } from '@estampa/shared/money/money';
import { messageLines } from '../../common/message';
import { lineTotal } from '../../common/quantity';
import { quoteAlert, quoteMessage, type QuoteCheck } from '../../common/quote';
import { findPolo } from './data';
import type { PolosState } from './polosReducer';

export const POLO_QUOTE_ALERT = 'Por favor selecciona producto, color y talla antes de solicitar cotización.';

/** The polo quote: the alert of docs/product-rules.md#messages while product, colour or size is missing, else the chat message. */
export function checkPoloQuote(state: PolosState): QuoteCheck {
  const polo = findPolo(state.productId);
  if (!polo || !state.color || !state.size) return quoteAlert(POLO_QUOTE_ALERT);
  return quoteMessage(
    messageLines(
      '¡Hola! Me interesa cotizar polos personalizados.',
      '',
      `Producto: ${polo.name}`,
      `Color: ${state.color}`,
      `Talla: ${state.size}`,
      `Cantidad: ${state.quantity}`,
      `Precio unitario: ${formatMoney(polo.price)}`,
      `Total estimado: ${formatMoney(lineTotal(polo.price, state.quantity))}`,
      '',
      '¿Me pueden confirmar disponibilidad y tiempo de entrega?',
    ),
  );
}
