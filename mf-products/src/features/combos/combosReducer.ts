import { COMBOS, type Combo, type ComboFilter } from './data';

/**
 * Combos (docs/product-rules.md#behaviour): the selected category and ONE quantity shared by all cards.
 * Quantity starts at 10 and moves in steps of 5; it is not reset when the category changes.
 */
export type CombosState = { category: ComboFilter; quantity: number };

export type CombosAction =
  | { type: 'setCategory'; category: ComboFilter }
  | { type: 'increment' }
  /** Minus on a card: carries that card's minimum. */
  | { type: 'decrement'; minQuantity: number };

export const COMBO_START_QUANTITY = 10;
export const COMBO_STEP = 5;

export const initialCombosState: CombosState = { category: 'Todos', quantity: COMBO_START_QUANTITY };

export function combosReducer(state: CombosState, action: CombosAction): CombosState {
  switch (action.type) {
    case 'setCategory':
      return { ...state, category: action.category };
    case 'increment':
      // Plus: +5, no upper bound and no minimum check.
      return { ...state, quantity: state.quantity + COMBO_STEP };
    case 'decrement':
      // Minus: −5 but never below the clicked card's minimum (which may raise a smaller quantity to it).
      return { ...state, quantity: Math.max(state.quantity - COMBO_STEP, action.minQuantity) };
  }
}

/** The combos a filter shows: all for Todos, else those of that category. */
export function visibleCombos(category: ComboFilter, combos: readonly Combo[] = COMBOS): readonly Combo[] {
  return category === 'Todos' ? combos : combos.filter((combo) => combo.category === category);
}
