import { expectValidCatalogue } from '../../common/testing/catalogueInvariants';
import { volleyballModels } from './data';

describe('voleibol catalogue', () => {
  it('has 20 models with number ids 1..20, unique names, colours "A y B" and its own art', () => {
    expectValidCatalogue(volleyballModels, 'voleibol', 20, 'number');
  });
});
