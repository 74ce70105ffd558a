import { createDrinkwareReducer } from '../../common/drinkwareReducer';
import { MUGS, MUG_TEXT_MAX } from './data';

export {
  initialDrinkwareState as initialMugsState,
  type DrinkwareState as MugsState,
} from '../../common/drinkwareReducer';

/** The mug configurator's rules over the mug catalogue; the custom text keeps at most 100 characters. */
export const mugsReducer = createDrinkwareReducer(MUGS, MUG_TEXT_MAX);
