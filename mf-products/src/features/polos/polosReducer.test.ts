import { initialPolosState, polosReducer, type PolosAction, type PolosState } from './polosReducer';

const run = (actions: PolosAction[], from: PolosState = initialPolosState) => actions.reduce(polosReducer, from);

// Choosing a polo, its colour, size and quantity, as every configurator: configurators.choice.test.ts.
describe('polosReducer', () => {
  it('starts with no polo, no colour, no size and quantity 1', () => {
    expect(initialPolosState).toEqual({ productId: null, color: null, size: null, quantity: 1 });
  });

  it('changing colour keeps size and quantity, changing size keeps colour', () => {
    const state = run([
      { type: 'select', productId: 'polo-1' },
      { type: 'chooseColor', color: 'Rojo' },
      { type: 'chooseSize', size: 'S' },
      { type: 'increment' },
    ]);
    expect(polosReducer(state, { type: 'chooseColor', color: 'Gris' })).toEqual({ ...state, color: 'Gris' });
    expect(polosReducer(state, { type: 'chooseSize', size: 'XL' })).toEqual({ ...state, size: 'XL' });
  });
});
