import { fullRowColumns } from './gridColumns';

describe('fullRowColumns', () => {
  it('lays 4 cards two by two on tablets and in one row on desktops', () => {
    expect(fullRowColumns(4)).toEqual({ md: 2, lg: 4 });
  });

  it('keeps 3 and 6 cards in rows of three, 8 in rows of two and four', () => {
    expect(fullRowColumns(3)).toEqual({ md: 3, lg: 3 });
    expect(fullRowColumns(6)).toEqual({ md: 3, lg: 3 });
    expect(fullRowColumns(8)).toEqual({ md: 2, lg: 4 });
  });

  it('leaves counts no column number divides to the fitting grid, and 2 cards side by side', () => {
    expect(fullRowColumns(5)).toEqual({ md: null, lg: null });
    expect(fullRowColumns(7)).toEqual({ md: null, lg: null });
    expect(fullRowColumns(2)).toEqual({ md: 2, lg: 2 });
    expect(fullRowColumns(1)).toEqual({ md: null, lg: null });
  });
});
