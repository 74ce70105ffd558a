import { markupOf, partsOf } from '../testing/art';
import { UniformShape } from './uniformShapes';

const NAVY = '#1e3a5f';

describe('school uniform drawings', () => {
  it('a polo over trousers unless told otherwise, with the embroidered crest', () => {
    expect(partsOf(<UniformShape color={NAVY} />)).toEqual(['trousers', 'embroidered']);
  });

  it('a blazer or a sweater over a white shirt and tie', () => {
    expect(partsOf(<UniformShape color={NAVY} top="blazer" tie />)).toEqual([
      'trousers',
      'tie',
      'blazer',
      'embroidered',
    ]);
    expect(partsOf(<UniformShape color={NAVY} top="sweater" tie />)).toEqual([
      'trousers',
      'tie',
      'sweater',
      'embroidered',
    ]);
  });

  it('a dress shirt has its own collar; a T-shirt a printed logo, no crest', () => {
    expect(partsOf(<UniformShape color={NAVY} top="shirt" />)).toContain('shirt-collar');
    expect(partsOf(<UniformShape color={NAVY} top="tshirt" bottom="sport" />)).toEqual(['sport']);
  });

  it('each bottom has its own shape, and a belt when asked', () => {
    const bottoms = (['trousers', 'shorts', 'skirt', 'sport'] as const).map((bottom) =>
      markupOf(<UniformShape color={NAVY} bottom={bottom} />),
    );
    expect(new Set(bottoms).size).toBe(4);
    expect(partsOf(<UniformShape color={NAVY} belt />)).toContain('belt');
  });
});
