import { clampText } from '../../common/text';
import { MIN_QUANTITY, decrementQuantity, incrementQuantity } from '../../common/quantity';
import { SCHOOL_NAME_MAX, SCHOOL_UNIFORMS, findUniform, type LevelFilter, type SchoolUniform } from './data';

/** The school uniform configurator (docs/product-rules.md#behaviour): level filter, uniform, colour, size, quantity and school name. */
export type SchoolState = {
  level: LevelFilter;
  productId: string | null;
  color: string | null;
  size: string | null;
  quantity: number;
  schoolName: string;
};

export type SchoolAction =
  | { type: 'setLevel'; level: LevelFilter }
  | { type: 'select'; productId: string }
  | { type: 'chooseColor'; color: string }
  | { type: 'chooseSize'; size: string }
  | { type: 'increment' }
  | { type: 'decrement' }
  | { type: 'setSchoolName'; name: string };

export const initialSchoolState: SchoolState = {
  level: 'Todos',
  productId: null,
  color: null,
  size: null,
  quantity: MIN_QUANTITY,
  schoolName: '',
};

export function schoolReducer(state: SchoolState, action: SchoolAction): SchoolState {
  switch (action.type) {
    case 'setLevel':
      // Filtering changes only what the grid shows; the uniform being personalised stays.
      return { ...state, level: action.level };
    case 'select':
      // Selecting clears colour and size and resets quantity to 1; the school name is kept.
      if (!findUniform(action.productId)) return state;
      return { ...state, productId: action.productId, color: null, size: null, quantity: MIN_QUANTITY };
    case 'chooseColor': {
      const uniform = findUniform(state.productId);
      return uniform && uniform.colors.includes(action.color) ? { ...state, color: action.color } : state;
    }
    case 'chooseSize': {
      const uniform = findUniform(state.productId);
      return uniform && uniform.sizes.includes(action.size) ? { ...state, size: action.size } : state;
    }
    case 'increment':
      return { ...state, quantity: incrementQuantity(state.quantity) };
    case 'decrement':
      return { ...state, quantity: decrementQuantity(state.quantity) };
    case 'setSchoolName':
      return { ...state, schoolName: clampText(action.name, SCHOOL_NAME_MAX) };
  }
}

/** Todos shows every uniform; a level shows its own uniforms plus those marked Todos. */
export function visibleUniforms(
  level: LevelFilter,
  uniforms: readonly SchoolUniform[] = SCHOOL_UNIFORMS,
): readonly SchoolUniform[] {
  return level === 'Todos' ? uniforms : uniforms.filter((u) => u.schoolType === level || u.schoolType === 'Todos');
}

/** The quote button is disabled until a colour and a size are chosen. */
export function canQuoteUniform(state: SchoolState): boolean {
  return Boolean(findUniform(state.productId) && state.color && state.size);
}
