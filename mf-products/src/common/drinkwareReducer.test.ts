import {
  createDrinkwareReducer,
  initialDrinkwareState,
  type DrinkwareAction,
  type DrinkwareState,
} from './drinkwareReducer';
import { choiceComplete } from './productChoice';

const catalogue = [
  { id: 'a', colors: ['Blanco', 'Negro'] },
  { id: 'b', colors: ['Rojo', 'Azul', 'Verde'] },
];
const reducer = createDrinkwareReducer(catalogue, 10);
const run = (actions: DrinkwareAction[], from: DrinkwareState = initialDrinkwareState) => actions.reduce(reducer, from);

describe('drinkware rules (mugs and bottles)', () => {
  it('starts with nothing selected, no colour, quantity 1 and no text', () => {
    expect(initialDrinkwareState).toEqual({ productId: null, color: null, quantity: 1, customText: '' });
  });

  it('selecting clears the colour, resets quantity to 1 and keeps the custom text', () => {
    const state = run([
      { type: 'select', productId: 'a' },
      { type: 'chooseColor', color: 'Negro' },
      { type: 'increment' },
      { type: 'increment' },
      { type: 'setText', text: 'Mamá' },
    ]);
    expect(state).toEqual({ productId: 'a', color: 'Negro', quantity: 3, customText: 'Mamá' });
    expect(reducer(state, { type: 'select', productId: 'b' })).toEqual({
      productId: 'b',
      color: null,
      quantity: 1,
      customText: 'Mamá',
    });
    expect(reducer(state, { type: 'select', productId: 'a' })).toEqual({
      productId: 'a',
      color: null,
      quantity: 1,
      customText: 'Mamá',
    });
  });

  it('ignores an unknown product, and a colour the product does not have or before a product', () => {
    const state = run([{ type: 'select', productId: 'a' }]);
    expect(reducer(state, { type: 'select', productId: 'z' })).toBe(state);
    expect(reducer(state, { type: 'chooseColor', color: 'Rojo' })).toBe(state);
    expect(reducer(initialDrinkwareState, { type: 'chooseColor', color: 'Blanco' })).toBe(initialDrinkwareState);
  });

  it('quantity changes by 1 and never goes below 1, with no upper bound', () => {
    expect(run([{ type: 'increment' }, { type: 'increment' }]).quantity).toBe(3);
    expect(run([{ type: 'increment' }, { type: 'decrement' }, { type: 'decrement' }]).quantity).toBe(1);
    expect(run(Array.from({ length: 250 }, () => ({ type: 'increment' }) as const)).quantity).toBe(251);
  });

  it('the custom text is optional and kept within its maximum', () => {
    expect(run([{ type: 'setText', text: 'Hola' }]).customText).toBe('Hola');
    expect(run([{ type: 'setText', text: '0123456789ABC' }]).customText).toBe('0123456789');
    expect(
      run([
        { type: 'setText', text: 'Hola' },
        { type: 'setText', text: '' },
      ]).customText,
    ).toBe('');
  });

  it('can quote only once a colour is chosen', () => {
    expect(choiceComplete(initialDrinkwareState)).toBe(false);
    expect(choiceComplete(run([{ type: 'select', productId: 'b' }]))).toBe(false);
    expect(
      choiceComplete(
        run([
          { type: 'select', productId: 'b' },
          { type: 'chooseColor', color: 'Azul' },
        ]),
      ),
    ).toBe(true);
    expect(
      choiceComplete(
        run([
          { type: 'select', productId: 'b' },
          { type: 'chooseColor', color: 'Azul' },
          { type: 'select', productId: 'a' },
        ]),
      ),
    ).toBe(false);
  });
});
