import { numbersAfter, ruleBullet } from '@estampa/test/productRules';
import { BOTTLES } from './bottles/data';
import { MUGS } from './mugs/data';
import { POLOS } from './polos/data';
import { SCHOOL_UNIFORMS } from './school-uniforms/data';
import { SAMPLE_TSHIRTS } from './tshirts/data';

// Every price of the products' catalogues is the one docs/product-rules.md#catalogue gives, in
// catalogue order: the rules and data.ts are the only two places a price is written.
describe('the catalogues agree with docs/product-rules.md#catalogue', () => {
  it.each([
    ['Mugs', MUGS],
    ['Thermal bottles', BOTTLES],
    ['School uniforms', SCHOOL_UNIFORMS],
  ])('%s: the prices', (label, catalogue) => {
    expect(catalogue.map((item) => item.price)).toEqual(numbersAfter(ruleBullet(label), 'Prices'));
  });

  it('polos: each by its name', () => {
    const rule = ruleBullet('Polos');
    for (const polo of POLOS) expect(rule).toContain(`${polo.name.replace(/^Polo /, '')} ${polo.price}`);
    expect(numbersAfter(rule, 'description.')).toHaveLength(POLOS.length);
  });

  it("T-shirts: the sample cards' 'Desde' prices", () => {
    expect(SAMPLE_TSHIRTS.map((t) => t.fromPrice)).toEqual(
      numbersAfter(ruleBullet('Sample product cards'), 'T-shirts:'),
    );
  });
});
