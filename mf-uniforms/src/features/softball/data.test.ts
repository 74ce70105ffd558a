import { expectValidCatalogue } from '../../common/testing/catalogueInvariants';
import { softballModels } from './data';

describe('softbol catalogue', () => {
  it('has 20 models with number ids 1..20, unique names, colours "A y B" and its own art', () => {
    expectValidCatalogue(softballModels, 'softbol', 20, 'number');
  });
});
