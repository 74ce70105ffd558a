import { formatMoney } from '@estampa/shared/money/money';
import { messageLines } from './message';
import { choiceComplete, type ProductChoice } from './productChoice';
import { lineTotal } from './quantity';
import { quoteAlert, quoteMessage, type QuoteCheck } from './quote';

/** What a configurator's quote says of its own (docs/product-rules.md#outside-calls, #messages). */
export type ConfiguratorQuote<P> = {
  /** Shown, and no chat opened, while the product or a choice the quote needs is missing. */
  alert: string;
  /** The message's first line. */
  greeting: string;
  /** The product's own lines, after the quantity. */
  details?: (product: P) => readonly string[];
  /** Lines after the estimated total; a null one (an optional field left empty) drops out. */
  optional?: readonly (string | null)[];
  /** The closing question, after a blank line. */
  question: string;
};

/**
 * A configurator's quote (polos, mugs, bottles, school uniforms): the alert while the product, its
 * colour or (for products sold in sizes) its size is missing; else the chat message, built the same
 * way by every configurator: greeting, blank line, product, colour, size, quantity, the product's own
 * lines, unit price, estimated total, the optional lines, blank line, closing question.
 */
export function checkConfiguratorQuote<P extends { name: string; price: number }>(
  product: P | undefined,
  state: ProductChoice,
  quote: ConfiguratorQuote<P>,
): QuoteCheck {
  if (!product || !choiceComplete(state)) return quoteAlert(quote.alert);
  return quoteMessage(
    messageLines(
      quote.greeting,
      '',
      `Producto: ${product.name}`,
      `Color: ${state.color}`,
      'size' in state && `Talla: ${state.size}`,
      `Cantidad: ${state.quantity}`,
      ...(quote.details?.(product) ?? []),
      `Precio unitario: ${formatMoney(product.price)}`,
      `Total estimado: ${formatMoney(lineTotal(product.price, state.quantity))}`,
      ...(quote.optional ?? []),
      '',
      quote.question,
    ),
  );
}
