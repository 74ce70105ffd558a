/** Quantity rules shared by the polo, mug, bottle and school-uniform configurators. */

/** Polos, mugs, bottles and school uniforms start at 1 and never go below it (docs/product-rules.md#behaviour, #constants). */
export const MIN_QUANTITY = 1;

/** Plus: one more, with no upper bound. */
export function incrementQuantity(quantity: number): number {
  return quantity + 1;
}

/** Minus: one less, never below {@link MIN_QUANTITY}. */
export function decrementQuantity(quantity: number): number {
  return Math.max(MIN_QUANTITY, quantity - 1);
}

/** Totals are unit price times quantity: no tax, shipping or discount (docs/product-rules.md#constants). */
export function lineTotal(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}
