import { bottlesReducer, canQuoteBottle, initialBottlesState } from './bottlesReducer';

describe('bottlesReducer', () => {
  it('selecting a bottle clears the colour, resets quantity to 1 and keeps the text', () => {
    let s = bottlesReducer(initialBottlesState, { type: 'select', productId: 'termo-1' });
    s = bottlesReducer(s, { type: 'chooseColor', color: 'Rojo' });
    s = bottlesReducer(s, { type: 'increment' });
    s = bottlesReducer(s, { type: 'setText', text: 'Equipo Los Mina' });
    expect(canQuoteBottle(s)).toBe(true);
    s = bottlesReducer(s, { type: 'select', productId: 'termo-5' });
    expect(s).toEqual({ productId: 'termo-5', color: null, quantity: 1, customText: 'Equipo Los Mina' });
    expect(canQuoteBottle(s)).toBe(false);
  });

  it("takes only the selected bottle's colours", () => {
    const s = bottlesReducer(initialBottlesState, { type: 'select', productId: 'termo-4' });
    expect(bottlesReducer(s, { type: 'chooseColor', color: 'Rosado' })).toBe(s);
    expect(bottlesReducer(s, { type: 'chooseColor', color: 'Plateado' }).color).toBe('Plateado');
  });

  it('keeps at most 80 characters of custom text', () => {
    expect(bottlesReducer(initialBottlesState, { type: 'setText', text: 'x'.repeat(80) }).customText).toHaveLength(80);
    expect(bottlesReducer(initialBottlesState, { type: 'setText', text: 'x'.repeat(81) }).customText).toHaveLength(80);
  });

  it('quantity never goes below 1', () => {
    const s = bottlesReducer(bottlesReducer(initialBottlesState, { type: 'increment' }), { type: 'decrement' });
    expect(bottlesReducer(s, { type: 'decrement' }).quantity).toBe(1);
  });
});
