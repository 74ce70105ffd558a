import { checkConfiguratorQuote } from '../../common/configuratorQuote';
import type { QuoteCheck } from '../../common/quote';
import { findPolo } from './data';
import type { PolosState } from './polosReducer';

export const POLO_QUOTE_ALERT = 'Por favor selecciona producto, color y talla antes de solicitar cotización.';

/** The polo quote: the alert of docs/product-rules.md#messages while product, colour or size is missing, else the chat message. */
export function checkPoloQuote(state: PolosState): QuoteCheck {
  return checkConfiguratorQuote(findPolo(state.productId), state, {
    alert: POLO_QUOTE_ALERT,
    greeting: '¡Hola! Me interesa cotizar polos personalizados.',
    question: '¿Me pueden confirmar disponibilidad y tiempo de entrega?',
  });
}
