import { expectValidCatalogue } from '../../common/testing/catalogueInvariants';
import { footballModels } from './data';

describe('futbol catalogue', () => {
  it('has 20 models with string ids 1..20, unique names, colours "A y B" and its own art', () => {
    expectValidCatalogue(footballModels, 'futbol', 20, 'string');
  });
});

it('football models also point to the back of the jersey for the 3D viewer', () => {
  for (const m of footballModels) expect(m.backImage).toBe(`/remotes/uniforms/art/futbol/${m.id}-back.svg`);
  for (const m of footballModels) expect(m.sideImage).toBe(`/remotes/uniforms/art/futbol/${m.id}-side.svg`);
});
