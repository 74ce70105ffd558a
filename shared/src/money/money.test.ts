import { formatMoney, fromPrice } from './money';

describe('formatMoney', () => {
  it.each([
    [0, '$0'],
    [8, '$8'],
    [850, '$850'],
    [1200, '$1,200'],
    [22000, '$22,000'],
    [1234567, '$1,234,567'],
    [12.5, '$12.50'],
    [0.05, '$0.05'],
    [-150, '-$150'],
    [Number.NaN, '$0'],
  ])('%p → %s', (n, text) => {
    expect(formatMoney(n)).toBe(text);
  });

  it('writes the Desde hint', () => {
    expect(fromPrice(15)).toBe('Desde $15');
    expect(fromPrice(1200)).toBe('Desde $1,200');
  });
});
