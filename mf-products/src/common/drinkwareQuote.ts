import { checkConfiguratorQuote } from './configuratorQuote';
import type { DrinkwareState } from './drinkwareReducer';
import type { QuoteCheck } from './quote';

type Drinkware = { name: string; price: number; material: string };

/** What the mug and the bottle quote say of their own. */
type DrinkwareQuote<P> = {
  alert: string;
  greeting: string;
  /** The capacity as the catalogue gives it: '15 oz', '600 ml'. */
  capacity: (product: P) => string;
  /** Lines after the material (the bottle's retention). */
  details?: (product: P) => readonly string[];
};

/**
 * The mug and bottle quote (docs/product-rules.md#outside-calls): the configurator quote with the
 * capacity and material (and any lines of the product's own), the custom text when there is one, and
 * a question about the personalisation process.
 */
export function checkDrinkwareQuote<P extends Drinkware>(
  product: P | undefined,
  state: DrinkwareState,
  { alert, greeting, capacity, details }: DrinkwareQuote<P>,
): QuoteCheck {
  const text = state.customText.trim();
  return checkConfiguratorQuote(product, state, {
    alert,
    greeting,
    details: (p) => [`Capacidad: ${capacity(p)}`, `Material: ${p.material}`, ...(details?.(p) ?? [])],
    optional: [text ? `Texto personalizado: "${text}"` : null],
    question: '¿Cómo es el proceso de personalización?',
  });
}
