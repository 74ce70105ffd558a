import { MIN_QUANTITY, decrementQuantity, incrementQuantity, lineTotal } from './quantity';

describe('quantity rules', () => {
  it('starts at 1', () => {
    expect(MIN_QUANTITY).toBe(1);
  });

  it('plus adds one with no upper bound', () => {
    expect(incrementQuantity(1)).toBe(2);
    expect(incrementQuantity(999)).toBe(1000);
    expect(incrementQuantity(100000)).toBe(100001);
  });

  it('minus subtracts one but never goes below 1', () => {
    expect(decrementQuantity(3)).toBe(2);
    expect(decrementQuantity(2)).toBe(1);
    expect(decrementQuantity(1)).toBe(1);
  });

  it('total is unit price times quantity', () => {
    expect(lineTotal(850, 1)).toBe(850);
    expect(lineTotal(850, 12)).toBe(10200);
    expect(lineTotal(1200, 3)).toBe(3600);
  });
});
