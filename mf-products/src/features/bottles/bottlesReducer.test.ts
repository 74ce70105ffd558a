import { bottlesReducer, initialBottlesState } from './bottlesReducer';

// The choice of a bottle, its colour and quantity: configurators.choice.test.ts.
describe('bottlesReducer', () => {
  it('keeps at most 80 characters of custom text', () => {
    expect(bottlesReducer(initialBottlesState, { type: 'setText', text: 'x'.repeat(80) }).customText).toHaveLength(80);
    expect(bottlesReducer(initialBottlesState, { type: 'setText', text: 'x'.repeat(81) }).customText).toHaveLength(80);
  });
});
