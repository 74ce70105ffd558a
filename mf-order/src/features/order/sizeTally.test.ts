import { sizeTally, sizeTallyText } from './sizeTally';
import type { Size } from './types';

const of = (...sizes: Size[]) => sizes.map((size) => ({ size }));

describe('sizeTally', () => {
  it('counts sizes in size order and leaves out unused ones', () => {
    expect(sizeTally(of('XL', 'M', 'XS', 'M', 'XXXL'))).toEqual([
      ['XS', 1],
      ['M', 2],
      ['XL', 1],
      ['XXXL', 1],
    ]);
    expect(sizeTallyText(of('L', 'M', 'L'))).toBe('M: 1, L: 2');
  });
  it('is empty without players', () => {
    expect(sizeTally([])).toEqual([]);
    expect(sizeTallyText([])).toBe('');
  });
});
