import { MIN_QUANTITY, decrementQuantity, incrementQuantity } from '../../common/quantity';
import { findPolo } from './data';

/** The polo configurator (docs/product-rules.md#behaviour): selected polo, colour, size and quantity. */
export type PolosState = {
  productId: string | null;
  color: string | null;
  size: string | null;
  quantity: number;
};

export type PolosAction =
  | { type: 'select'; productId: string }
  | { type: 'chooseColor'; color: string }
  | { type: 'chooseSize'; size: string }
  | { type: 'increment' }
  | { type: 'decrement' };

export const initialPolosState: PolosState = { productId: null, color: null, size: null, quantity: MIN_QUANTITY };

export function polosReducer(state: PolosState, action: PolosAction): PolosState {
  switch (action.type) {
    case 'select':
      // Choosing a polo (even the same one again) resets colour and size to none and quantity to 1.
      if (!findPolo(action.productId)) return state;
      return { productId: action.productId, color: null, size: null, quantity: MIN_QUANTITY };
    case 'chooseColor': {
      const polo = findPolo(state.productId);
      return polo && polo.colors.includes(action.color) ? { ...state, color: action.color } : state;
    }
    case 'chooseSize': {
      const polo = findPolo(state.productId);
      return polo && polo.sizes.includes(action.size) ? { ...state, size: action.size } : state;
    }
    case 'increment':
      return { ...state, quantity: incrementQuantity(state.quantity) };
    case 'decrement':
      return { ...state, quantity: decrementQuantity(state.quantity) };
  }
}

/** The quote button is disabled until a colour and a size are both chosen. */
export function canQuotePolo(state: PolosState): boolean {
  return Boolean(findPolo(state.productId) && state.color && state.size);
}
