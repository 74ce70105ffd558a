import { PoloShape, type PoloLook } from '../../common/art/garmentShapes';
import { swatchFor } from '../../common/swatches';
import { expectDrawnAsTheySay, partsOf } from '../../common/testing/art';
import { POLOS, type Polo } from './data';

describe('polo drawings show what each name, description and material say', () => {
  const text = (p: Polo) => `${p.name}. ${p.description} ${p.material}`;
  const rules: [RegExp, PoloLook][] = [
    [/Embroidered|bordado en el pecho/i, { logo: 'embroidered' }],
    [/Textured|texturizado/i, { texture: 'pique' }],
    [/Stripes|a rayas/i, { striped: true }],
    [/Long Sleeve|Manga larga/i, { longSleeve: true }],
    [/Dry-Fit/i, { panels: 'mesh' }],
  ];

  it.each(rules)('%s: drawn %o, and no other', (says, look) => {
    const [[option, value]] = Object.entries(look) as [keyof PoloLook, unknown][];
    expectDrawnAsTheySay(
      POLOS,
      (p) => says.test(text(p)),
      (p) => p.art?.[option] === value,
    );
  });

  it('the embroidered logo and the piqué texture show in the drawing', () => {
    const drawn = (name: string) => {
      const polo = POLOS.find((p) => p.name === name)!;
      return partsOf(<PoloShape color={swatchFor(polo.colors[0])} {...polo.art} />);
    };
    expect(drawn('Polo Corporate Embroidered')).toEqual(['embroidered']);
    expect(drawn('Polo Textured Piqué')).toEqual(['pique']);
    expect(drawn('Polo Classic Premium')).toEqual([]);
  });
});
