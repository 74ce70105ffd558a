import { canQuoteMug, initialMugsState, mugsReducer } from './mugsReducer';

describe('mugsReducer', () => {
  it('selecting a mug clears the colour, resets quantity to 1 and keeps the text', () => {
    let s = mugsReducer(initialMugsState, { type: 'select', productId: 'mug-4' });
    s = mugsReducer(s, { type: 'chooseColor', color: 'Amarillo' });
    s = mugsReducer(s, { type: 'increment' });
    s = mugsReducer(s, { type: 'setText', text: 'Feliz día' });
    expect(canQuoteMug(s)).toBe(true);
    s = mugsReducer(s, { type: 'select', productId: 'mug-1' });
    expect(s).toEqual({ productId: 'mug-1', color: null, quantity: 1, customText: 'Feliz día' });
    expect(canQuoteMug(s)).toBe(false);
  });

  it("takes only the selected mug's colours", () => {
    const s = mugsReducer(initialMugsState, { type: 'select', productId: 'mug-2' });
    expect(mugsReducer(s, { type: 'chooseColor', color: 'Blanco' })).toBe(s); // the magic mug has no white
    expect(mugsReducer(s, { type: 'chooseColor', color: 'Negro' }).color).toBe('Negro');
  });

  it('keeps at most 100 characters of custom text', () => {
    expect(mugsReducer(initialMugsState, { type: 'setText', text: 'x'.repeat(100) }).customText).toHaveLength(100);
    expect(mugsReducer(initialMugsState, { type: 'setText', text: 'x'.repeat(101) }).customText).toHaveLength(100);
  });

  it('minus stops at 1', () => {
    expect(mugsReducer(initialMugsState, { type: 'decrement' }).quantity).toBe(1);
  });
});
