import { findById } from './catalogue';
import { clampText } from './text';
import { NO_CHOICE, reduceProductChoice, type ColorChoice, type ColorChoiceAction } from './productChoice';

/**
 * The mug and bottle configurators share their rules (docs/product-rules.md#behaviour "Mugs and bottles"): selected
 * product (none at start), colour, quantity (starts 1, never below 1) and an optional custom text.
 */
export type DrinkwareProduct = { id: string; colors: readonly string[] };

export type DrinkwareState = ColorChoice & { customText: string };

export type DrinkwareAction = ColorChoiceAction | { type: 'setText'; text: string };

export const initialDrinkwareState: DrinkwareState = { ...NO_CHOICE, customText: '' };

export function createDrinkwareReducer(catalogue: readonly DrinkwareProduct[], textMaxLength: number) {
  const find = (id: string | null) => findById(catalogue, id);
  return function drinkwareReducer(state: DrinkwareState, action: DrinkwareAction): DrinkwareState {
    if (action.type === 'setText') return { ...state, customText: clampText(action.text, textMaxLength) };
    // Selecting clears the colour and resets the quantity to 1; the custom text is kept.
    return reduceProductChoice(find, state, action);
  };
}
