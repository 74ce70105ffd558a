import { checkDrinkwareQuote } from '../../common/drinkwareQuote';
import type { QuoteCheck } from '../../common/quote';
import { findBottle, hoursText } from './data';
import type { BottlesState } from './bottlesReducer';

export const BOTTLE_QUOTE_ALERT = 'Por favor selecciona un termo y color antes de solicitar cotización.';

/** The bottle quote: the alert of docs/product-rules.md#messages without a bottle and colour, else the chat message (the mug's plus retention). */
export function checkBottleQuote(state: BottlesState): QuoteCheck {
  return checkDrinkwareQuote(findBottle(state.productId), state, {
    alert: BOTTLE_QUOTE_ALERT,
    greeting: '¡Hola! Me interesa cotizar termos personalizados.',
    capacity: (bottle) => `${bottle.capacityMl} ml`,
    details: (bottle) => [
      `Mantiene caliente: ${hoursText(bottle.keepHotHours)}`,
      `Mantiene frío: ${hoursText(bottle.keepColdHours)}`,
    ],
  });
}
