import { expectValidCatalogue } from '../../common/testing/catalogueInvariants';
import { basketballModels } from './data';

describe('basquetbol catalogue', () => {
  it('has 200 models with number ids 1..200, unique names, colours "A y B" and its own art', () => {
    expectValidCatalogue(basketballModels, 'basquetbol', 200, 'number');
  });
});

it('no two basketball models share both name and colours, and colours are varied', () => {
  expect(new Set(basketballModels.map((m) => m.colors)).size).toBe(200);
  const mainColours = new Set(basketballModels.map((m) => m.colors.split(' y ')[0]));
  expect(mainColours.size).toBeGreaterThanOrEqual(15);
});
