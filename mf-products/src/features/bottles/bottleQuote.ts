import { formatMoney } from '@estampa/shared/money/money';
import { messageLines } from '../../common/message';
import { lineTotal } from '../../common/quantity';
import { quoteAlert, quoteMessage, type QuoteCheck } from '../../common/quote';
import { findBottle, hoursText } from './data';
import type { BottlesState } from './bottlesReducer';

export const BOTTLE_QUOTE_ALERT = 'Por favor selecciona un termo y color antes de solicitar cotización.';

/** The bottle quote: the alert of docs/product-rules.md#messages without a bottle and colour, else the chat message (the mug's plus retention). */
export function checkBottleQuote(state: BottlesState): QuoteCheck {
  const bottle = findBottle(state.productId);
  if (!bottle || !state.color) return quoteAlert(BOTTLE_QUOTE_ALERT);
  const text = state.customText.trim();
  return quoteMessage(
    messageLines(
      '¡Hola! Me interesa cotizar termos personalizados.',
      '',
      `Producto: ${bottle.name}`,
      `Color: ${state.color}`,
      `Cantidad: ${state.quantity}`,
      `Capacidad: ${bottle.capacityMl} ml`,
      `Material: ${bottle.material}`,
      `Mantiene caliente: ${hoursText(bottle.keepHotHours)}`,
      `Mantiene frío: ${hoursText(bottle.keepColdHours)}`,
      `Precio unitario: ${formatMoney(bottle.price)}`,
      `Total estimado: ${formatMoney(lineTotal(bottle.price, state.quantity))}`,
      text ? `Texto personalizado: "${text}"` : null,
      '',
      '¿Cómo es el proceso de personalización?',
    ),
  );
}
