import { COMBOS } from './data';
import { combosReducer, initialCombosState, visibleCombos, type CombosAction, type CombosState } from './combosReducer';

const run = (actions: CombosAction[], from: CombosState = initialCombosState) => actions.reduce(combosReducer, from);
const at = (quantity: number): CombosState => ({ category: 'Todos', quantity });

describe('combosReducer', () => {
  it('starts on Todos with quantity 10', () => {
    expect(initialCombosState).toEqual({ category: 'Todos', quantity: 10 });
  });

  it('plus raises the shared quantity by 5 with no upper bound and no minimum check', () => {
    expect(run([{ type: 'increment' }]).quantity).toBe(15);
    expect(run([{ type: 'increment' }, { type: 'increment' }]).quantity).toBe(20);
    expect(run(Array.from({ length: 1000 }, () => ({ type: 'increment' }) as const)).quantity).toBe(5010);
    expect(combosReducer(at(3), { type: 'increment' }).quantity).toBe(8); // below every minimum, still just +5
  });

  it('minus lowers by 5 when that stays at or above the card minimum', () => {
    expect(combosReducer(at(30), { type: 'decrement', minQuantity: 10 }).quantity).toBe(25);
    expect(combosReducer(at(15), { type: 'decrement', minQuantity: 10 }).quantity).toBe(10);
    expect(combosReducer(at(10), { type: 'decrement', minQuantity: 5 }).quantity).toBe(5);
  });

  it('minus never goes below the clicked card minimum: max(quantity − 5, minimum)', () => {
    expect(combosReducer(at(10), { type: 'decrement', minQuantity: 10 }).quantity).toBe(10);
    expect(combosReducer(at(12), { type: 'decrement', minQuantity: 10 }).quantity).toBe(10);
    expect(combosReducer(at(10), { type: 'decrement', minQuantity: 8 }).quantity).toBe(8);
    expect(combosReducer(at(5), { type: 'decrement', minQuantity: 5 }).quantity).toBe(5);
  });

  it('minus on a card whose minimum is above the quantity sets the quantity to that minimum', () => {
    expect(combosReducer(at(10), { type: 'decrement', minQuantity: 50 }).quantity).toBe(50);
    expect(combosReducer(at(10), { type: 'decrement', minQuantity: 15 }).quantity).toBe(15);
  });

  it('every card minimum from the catalogue applies: from the start quantity 10', () => {
    const results = COMBOS.map(
      (c) => combosReducer(initialCombosState, { type: 'decrement', minQuantity: c.minQuantity }).quantity,
    );
    expect(results).toEqual([10, 15, 5, 8, 50, 12, 20, 25, 15]);
  });

  it('the quantity is shared: minus on one card then plus on another continue from the same number', () => {
    expect(
      run([
        { type: 'decrement', minQuantity: 50 },
        { type: 'increment' },
        { type: 'decrement', minQuantity: 5 },
        { type: 'decrement', minQuantity: 5 },
      ]).quantity,
    ).toBe(45);
  });

  it('changing the category does not reset the quantity', () => {
    const state = run([
      { type: 'increment' },
      { type: 'increment' },
      { type: 'setCategory', category: 'Combos Oficina' },
    ]);
    expect(state).toEqual({ category: 'Combos Oficina', quantity: 20 });
    expect(run([{ type: 'setCategory', category: 'Todos' }], state)).toEqual({ category: 'Todos', quantity: 20 });
  });
});

describe('visibleCombos', () => {
  it('Todos shows all nine', () => {
    expect(visibleCombos('Todos')).toHaveLength(9);
  });

  it.each([
    ['Combos Textiles', ['combo-1', 'combo-2']],
    ['Combos Oficina', ['combo-3', 'combo-6', 'combo-8']],
    ['Combos Eventos', ['combo-5', 'combo-7']],
    ['Lanzamientos', ['combo-4', 'combo-9']],
  ] as const)('%s shows only its combos', (category, ids) => {
    expect(visibleCombos(category).map((c) => c.id)).toEqual(ids);
  });
});
