import { checkDrinkwareQuote } from '../../common/drinkwareQuote';
import type { QuoteCheck } from '../../common/quote';
import { findMug } from './data';
import type { MugsState } from './mugsReducer';

export const MUG_QUOTE_ALERT = 'Por favor selecciona una taza y color antes de solicitar cotización.';

/** The mug quote: the alert of docs/product-rules.md#messages without a mug and colour, else the chat message. */
export function checkMugQuote(state: MugsState): QuoteCheck {
  return checkDrinkwareQuote(findMug(state.productId), state, {
    alert: MUG_QUOTE_ALERT,
    greeting: '¡Hola! Me interesa cotizar tazas personalizadas.',
    capacity: (mug) => `${mug.capacityOz} oz`,
  });
}
