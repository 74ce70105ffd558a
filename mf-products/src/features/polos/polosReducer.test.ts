import { canQuotePolo, initialPolosState, polosReducer, type PolosAction, type PolosState } from './polosReducer';

const run = (actions: PolosAction[], from: PolosState = initialPolosState) => actions.reduce(polosReducer, from);

describe('polosReducer', () => {
  it('starts with no polo, no colour, no size and quantity 1', () => {
    expect(initialPolosState).toEqual({ productId: null, color: null, size: null, quantity: 1 });
  });

  it('choosing a polo selects it', () => {
    expect(run([{ type: 'select', productId: 'polo-2' }]).productId).toBe('polo-2');
  });

  it('choosing a polo resets colour and size to none and quantity to 1', () => {
    const configured = run([
      { type: 'select', productId: 'polo-1' },
      { type: 'chooseColor', color: 'Rojo' },
      { type: 'chooseSize', size: 'L' },
      { type: 'increment' },
      { type: 'increment' },
    ]);
    expect(configured).toEqual({ productId: 'polo-1', color: 'Rojo', size: 'L', quantity: 3 });
    expect(polosReducer(configured, { type: 'select', productId: 'polo-3' })).toEqual({
      productId: 'polo-3',
      color: null,
      size: null,
      quantity: 1,
    });
  });

  it('choosing the same polo again also resets its choices', () => {
    const configured = run([
      { type: 'select', productId: 'polo-1' },
      { type: 'chooseColor', color: 'Negro' },
      { type: 'chooseSize', size: 'M' },
      { type: 'increment' },
    ]);
    expect(polosReducer(configured, { type: 'select', productId: 'polo-1' })).toEqual({
      productId: 'polo-1',
      color: null,
      size: null,
      quantity: 1,
    });
  });

  it('ignores an unknown polo', () => {
    const state = run([{ type: 'select', productId: 'polo-1' }]);
    expect(polosReducer(state, { type: 'select', productId: 'polo-7' })).toBe(state);
  });

  it('takes only colours and sizes the chosen polo has', () => {
    const state = run([{ type: 'select', productId: 'polo-3' }]);
    expect(polosReducer(state, { type: 'chooseColor', color: 'Rosado' })).toBe(state);
    expect(polosReducer(state, { type: 'chooseSize', size: 'XS' })).toBe(state); // corporate starts at S
    expect(polosReducer(state, { type: 'chooseSize', size: 'XXXL' }).size).toBe('XXXL');
    expect(polosReducer(state, { type: 'chooseColor', color: 'Gris' }).color).toBe('Gris');
  });

  it('ignores colour and size before a polo is chosen', () => {
    expect(polosReducer(initialPolosState, { type: 'chooseColor', color: 'Blanco' })).toBe(initialPolosState);
    expect(polosReducer(initialPolosState, { type: 'chooseSize', size: 'M' })).toBe(initialPolosState);
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

  it('minus never goes below 1', () => {
    const state = run([{ type: 'select', productId: 'polo-1' }, { type: 'increment' }]);
    expect(state.quantity).toBe(2);
    expect(run([{ type: 'decrement' }], state).quantity).toBe(1);
    expect(run([{ type: 'decrement' }, { type: 'decrement' }, { type: 'decrement' }], state).quantity).toBe(1);
  });

  it('plus has no upper bound', () => {
    const state = run(Array.from({ length: 500 }, () => ({ type: 'increment' }) as const));
    expect(state.quantity).toBe(501);
  });

  it('the quote is possible only with a polo, a colour and a size', () => {
    const selected = run([{ type: 'select', productId: 'polo-2' }]);
    expect(canQuotePolo(initialPolosState)).toBe(false);
    expect(canQuotePolo(selected)).toBe(false);
    expect(canQuotePolo(run([{ type: 'chooseColor', color: 'Verde' }], selected))).toBe(false);
    expect(canQuotePolo(run([{ type: 'chooseSize', size: 'M' }], selected))).toBe(false);
    expect(
      canQuotePolo(
        run(
          [
            { type: 'chooseColor', color: 'Verde' },
            { type: 'chooseSize', size: 'M' },
          ],
          selected,
        ),
      ),
    ).toBe(true);
  });
});
