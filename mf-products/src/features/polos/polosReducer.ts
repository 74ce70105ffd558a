import {
  NO_CHOICE,
  reduceProductChoice,
  type ColorSizeChoice,
  type ColorSizeChoiceAction,
} from '../../common/productChoice';
import { findPolo } from './data';

/** The polo configurator (docs/product-rules.md#behaviour): selected polo, colour, size and quantity. */
export type PolosState = ColorSizeChoice;

export type PolosAction = ColorSizeChoiceAction;

export const initialPolosState: PolosState = { ...NO_CHOICE, size: null };

/** Choosing a polo (even the same one again) resets colour and size to none and quantity to 1. */
export function polosReducer(state: PolosState, action: PolosAction): PolosState {
  return reduceProductChoice(findPolo, state, action);
}
