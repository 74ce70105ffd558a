import { numbersAfter, ruleBullet } from '@estampa/test/productRules';
import { DTF } from './dtf/data';
import { SUBLIMACION } from './sublimacion/data';

// The print pages' sample products cost what docs/product-rules.md#catalogue gives, in card order:
// the rules and data.ts are the only two places a price is written (the page tests and e2e read
// the data).
describe('the print pages agree with docs/product-rules.md#catalogue', () => {
  it.each([
    ['DTF:', DTF.products],
    ['Sublimation:', SUBLIMACION.products],
  ])("%s the sample cards' 'Desde' prices", (lead, products) => {
    expect(products.map((p) => p.price)).toEqual(numbersAfter(ruleBullet('Sample product cards'), lead));
  });
});
