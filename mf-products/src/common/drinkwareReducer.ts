import { clampText } from './text';
import { MIN_QUANTITY, decrementQuantity, incrementQuantity } from './quantity';

/**
 * The mug and bottle configurators share their rules (docs/product-rules.md#behaviour "Mugs and bottles"): selected
 * product (none at start), colour, quantity (starts 1, never below 1) and an optional custom text.
 */
export type DrinkwareProduct = { id: string; colors: readonly string[] };

export type DrinkwareState = {
  productId: string | null;
  color: string | null;
  quantity: number;
  customText: string;
};

export type DrinkwareAction =
  | { type: 'select'; productId: string }
  | { type: 'chooseColor'; color: string }
  | { type: 'increment' }
  | { type: 'decrement' }
  | { type: 'setText'; text: string };

export const initialDrinkwareState: DrinkwareState = {
  productId: null,
  color: null,
  quantity: MIN_QUANTITY,
  customText: '',
};

export function createDrinkwareReducer(catalogue: readonly DrinkwareProduct[], textMaxLength: number) {
  const find = (id: string | null) => (id ? catalogue.find((p) => p.id === id) : undefined);
  return function drinkwareReducer(state: DrinkwareState, action: DrinkwareAction): DrinkwareState {
    switch (action.type) {
      case 'select':
        // Selecting clears the colour and resets the quantity to 1; the custom text is kept.
        if (!find(action.productId)) return state;
        return { ...state, productId: action.productId, color: null, quantity: MIN_QUANTITY };
      case 'chooseColor': {
        const product = find(state.productId);
        return product && product.colors.includes(action.color) ? { ...state, color: action.color } : state;
      }
      case 'increment':
        return { ...state, quantity: incrementQuantity(state.quantity) };
      case 'decrement':
        return { ...state, quantity: decrementQuantity(state.quantity) };
      case 'setText':
        return { ...state, customText: clampText(action.text, textMaxLength) };
    }
  };
}

/** The quote button is disabled until a colour is chosen (which needs a product). */
export function canQuoteDrinkware(state: DrinkwareState): boolean {
  return Boolean(state.productId && state.color);
}
