import { clampText } from '../../common/text';
import {
  NO_CHOICE,
  reduceProductChoice,
  type ColorSizeChoice,
  type ColorSizeChoiceAction,
} from '../../common/productChoice';
import { SCHOOL_NAME_MAX, SCHOOL_UNIFORMS, findUniform, type LevelFilter, type SchoolUniform } from './data';

/** The school uniform configurator (docs/product-rules.md#behaviour): level filter, uniform, colour, size, quantity and school name. */
export type SchoolState = ColorSizeChoice & { level: LevelFilter; schoolName: string };

export type SchoolAction =
  ColorSizeChoiceAction | { type: 'setLevel'; level: LevelFilter } | { type: 'setSchoolName'; name: string };

export const initialSchoolState: SchoolState = { level: 'Todos', ...NO_CHOICE, size: null, schoolName: '' };

export function schoolReducer(state: SchoolState, action: SchoolAction): SchoolState {
  switch (action.type) {
    case 'setLevel':
      // Filtering changes only what the grid shows; the uniform being personalised stays.
      return { ...state, level: action.level };
    case 'setSchoolName':
      return { ...state, schoolName: clampText(action.name, SCHOOL_NAME_MAX) };
    default:
      // Selecting clears colour and size and resets quantity to 1; the school name is kept.
      return reduceProductChoice(findUniform, state, action);
  }
}

/** Todos shows every uniform; a level shows its own uniforms plus those marked Todos. */
export function visibleUniforms(
  level: LevelFilter,
  uniforms: readonly SchoolUniform[] = SCHOOL_UNIFORMS,
): readonly SchoolUniform[] {
  return level === 'Todos' ? uniforms : uniforms.filter((u) => u.schoolType === level || u.schoolType === 'Todos');
}
