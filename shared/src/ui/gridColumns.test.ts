import { fullRowSteps, lengthPx } from './gridColumns';

// The site's container: 24 px padding on each side, 1152 px of content at most; 24 px gaps.
const page = { gap: 24, padding: 24, maxContent: 1152 };

describe('fullRowSteps', () => {
  it('takes 4 cards from one column to two by two to four in a row, each step when the cards keep their width', () => {
    expect(fullRowSteps(4, { min: 230, ...page })).toEqual([
      { columns: 2, fromWidth: 2 * 230 + 24 + 48 },
      { columns: 4, fromWidth: 4 * 230 + 3 * 24 + 48 },
    ]);
  });

  it('never takes a step whose cards do not fit the widest container: 6 cards of 300 px stop at three', () => {
    expect(fullRowSteps(6, { min: 300, ...page })).toEqual([
      { columns: 2, fromWidth: 672 },
      { columns: 3, fromWidth: 996 },
    ]);
  });

  it('puts 2 cards side by side, and leaves 3, 5 and 7 to the fitting grid', () => {
    expect(fullRowSteps(2, { min: 240, ...page })).toEqual([{ columns: 2, fromWidth: 552 }]);
    for (const count of [1, 3, 5, 7]) expect(fullRowSteps(count, { min: 240, ...page })).toBeNull();
  });
});

describe('lengthPx', () => {
  it('reads px and rem (16 px), and refuses anything else', () => {
    expect(lengthPx('230px')).toBe(230);
    expect(lengthPx('1.5rem')).toBe(24);
    expect(() => lengthPx('50%')).toThrow('not a px or rem length: 50%');
  });
});
