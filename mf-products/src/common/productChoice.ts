import { MIN_QUANTITY, decrementQuantity, incrementQuantity } from './quantity';

/**
 * What every configurator chooses (docs/product-rules.md#behaviour): a product of its catalogue (none
 * at first), the product's colour and a quantity (1 at first, never below 1).
 */
export type ColorChoice = { productId: string | null; color: string | null; quantity: number };

/** The same for products sold in sizes (polos, school uniforms): a size too. */
export type ColorSizeChoice = ColorChoice & { size: string | null };

export type ProductChoice = ColorChoice | ColorSizeChoice;

export type ColorChoiceAction =
  | { type: 'select'; productId: string }
  | { type: 'chooseColor'; color: string }
  | { type: 'increment' }
  | { type: 'decrement' };

export type ColorSizeChoiceAction = ColorChoiceAction | { type: 'chooseSize'; size: string };

/** A product as the choice reads it: its colours and, when sold in sizes, its sizes. */
export type ChoosableProduct = { colors: readonly string[]; sizes?: readonly string[] };

/** Nothing chosen yet: no product, no colour, quantity 1. */
export const NO_CHOICE: ColorChoice = { productId: null, color: null, quantity: MIN_QUANTITY };

/**
 * The choice's rules, the same in every configurator: choosing a product (even the same one again)
 * clears its colour and size and sets the quantity back to 1, the rest of the state kept; an unknown
 * product, a colour or size the chosen product does not have, or one before any product is ignored;
 * plus and minus move the quantity by 1, never below 1.
 */
export function reduceProductChoice<S extends ProductChoice>(
  find: (id: string | null) => ChoosableProduct | undefined,
  state: S,
  action: ColorSizeChoiceAction,
): S {
  switch (action.type) {
    case 'select':
      if (!find(action.productId)) return state;
      return {
        ...state,
        productId: action.productId,
        color: null,
        ...('size' in state && { size: null }),
        quantity: MIN_QUANTITY,
      };
    case 'chooseColor':
      return find(state.productId)?.colors.includes(action.color) ? { ...state, color: action.color } : state;
    case 'chooseSize':
      return find(state.productId)?.sizes?.includes(action.size) ? { ...state, size: action.size } : state;
    case 'increment':
      return { ...state, quantity: incrementQuantity(state.quantity) };
    case 'decrement':
      return { ...state, quantity: decrementQuantity(state.quantity) };
  }
}

/**
 * The quote needs a colour (which needs a product) and, for products sold in sizes, a size
 * (docs/product-rules.md#validation). Until then its button is shown disabled and a click alerts.
 */
export function choiceComplete<S extends ProductChoice>(state: S): state is S & { color: string; size?: string } {
  return Boolean(state.productId && state.color && (!('size' in state) || state.size));
}
