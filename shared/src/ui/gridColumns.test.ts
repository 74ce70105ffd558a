import { fullRowSteps } from './gridColumns';

// The site's page: 24 px gaps, 24 px padding on each side, 1200 px at most.
const page = { gap: 24, padding: 24, page: 1200 };
const columns = (k: number) => ({ gridTemplateColumns: `repeat(${k}, minmax(0, 1fr))` });

describe('fullRowSteps', () => {
  it('takes 4 cards from one column to two by two to four in a row, each step when the cards keep their width', () => {
    // 2 × 230 + 24 gap + 2 × 24 padding; 4 × 230 + 3 × 24 + 2 × 24.
    expect(fullRowSteps(4, { min: 230, ...page })).toEqual({
      '@media (min-width: 532px)': columns(2),
      '@media (min-width: 1040px)': columns(4),
    });
  });

  it('never takes a step whose cards do not fit the 1200 px page: 6 cards of 300 px stop at three', () => {
    expect(fullRowSteps(6, { min: 300, ...page })).toEqual({
      '@media (min-width: 672px)': columns(2),
      '@media (min-width: 996px)': columns(3),
    });
  });

  it('puts 2 cards side by side, and leaves 1, 3, 5 and 7 to the fitting grid', () => {
    expect(fullRowSteps(2, { min: 240, ...page })).toEqual({ '@media (min-width: 552px)': columns(2) });
    for (const count of [1, 3, 5, 7]) expect(fullRowSteps(count, { min: 240, ...page })).toBeNull();
  });
});
