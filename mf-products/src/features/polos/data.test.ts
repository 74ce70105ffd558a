import { expectColors, numberedIds } from '../../common/testing/catalogue';
import { ADULT_SIZES, CORPORATE_SIZES, POLOS, findPolo } from './data';

describe('polo catalogue', () => {
  // Names and prices: catalogue.rules.test.ts, against docs/product-rules.md#catalogue.
  it('has six polos, polo-1 to polo-6', () => {
    expect(POLOS.map((p) => p.id)).toEqual(numberedIds('polo', 6));
  });

  it('gives each polo 4 or 5 Spanish colours, each with a swatch, a material and a description', () => {
    for (const polo of POLOS) {
      expectColors(polo.colors, { min: 4, max: 5 });
      expect(polo.material).not.toBe('');
      expect(polo.description).not.toBe('');
    }
  });

  it('sizes XS to XXL, and S to XXXL for the corporate polo', () => {
    expect(ADULT_SIZES).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(CORPORATE_SIZES).toEqual(['S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
    for (const polo of POLOS) expect(polo.sizes).toEqual(polo.id === 'polo-3' ? CORPORATE_SIZES : ADULT_SIZES);
  });

  it('finds a polo by id', () => {
    expect(findPolo('polo-4')?.name).toBe('Polo Casual Stripes');
    expect(findPolo('polo-9')).toBeUndefined();
    expect(findPolo(null)).toBeUndefined();
  });
});
