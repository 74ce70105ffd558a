import { formatMoney } from '@estampa/shared/money/money';
import { bulletList, messageLines } from '../../common/message';
import { comboSavings, type Combo } from './data';

/** Total and total saving of a combo at the shared quantity. */
export function comboTotals(combo: Combo, quantity: number) {
  return { total: combo.price * quantity, totalSavings: comboSavings(combo) * quantity };
}

/**
 * The 'Cotizar Combo' message (docs/product-rules.md#outside-calls): name, quantity, price and saving per combo, total,
 * total saving, items, and a question on personalisation and delivery. The button has no checks.
 */
export function comboQuoteMessage(combo: Combo, quantity: number): string {
  const { total, totalSavings } = comboTotals(combo, quantity);
  return messageLines(
    '¡Hola! Me interesa este combo promocional.',
    '',
    `Combo: ${combo.name}`,
    `Cantidad: ${quantity}`,
    `Precio por combo: ${formatMoney(combo.price)}`,
    `Ahorro por combo: ${formatMoney(comboSavings(combo))}`,
    `Total: ${formatMoney(total)}`,
    `Ahorro total: ${formatMoney(totalSavings)}`,
    '',
    'Incluye:',
    bulletList(combo.items),
    '',
    '¿Qué opciones de personalización tienen y cuál es el tiempo de entrega?',
  );
}
