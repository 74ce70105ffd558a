import { createDrinkwareReducer } from '../../common/drinkwareReducer';
import { BOTTLES, BOTTLE_TEXT_MAX } from './data';

export {
  initialDrinkwareState as initialBottlesState,
  type DrinkwareState as BottlesState,
} from '../../common/drinkwareReducer';

/** The bottle configurator's rules over the bottle catalogue; the custom text keeps at most 80 characters. */
export const bottlesReducer = createDrinkwareReducer(BOTTLES, BOTTLE_TEXT_MAX);
