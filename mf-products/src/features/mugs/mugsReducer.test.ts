import { initialMugsState, mugsReducer } from './mugsReducer';

// The choice of a mug, its colour and quantity: configurators.choice.test.ts.
describe('mugsReducer', () => {
  it('keeps at most 100 characters of custom text', () => {
    expect(mugsReducer(initialMugsState, { type: 'setText', text: 'x'.repeat(100) }).customText).toHaveLength(100);
    expect(mugsReducer(initialMugsState, { type: 'setText', text: 'x'.repeat(101) }).customText).toHaveLength(100);
  });
});
