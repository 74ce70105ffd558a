import { expectValidCatalogue } from '../../common/testing/catalogueInvariants';
import { baseballModels } from './data';

describe('beisbol catalogue', () => {
  it('has 20 models with number ids 1..20, unique names, colours "A y B" and its own art', () => {
    expectValidCatalogue(baseballModels, 'beisbol', 20, 'number');
  });
});
