import { MugShape, type MugLook } from '../../common/art/mugShapes';
import { swatchFor } from '../../common/swatches';
import { drawingOf, expectDrawnAsTheySay } from '../../common/testing/art';
import { MUGS, type Mug } from './data';

describe('mug drawings show what each name, description and features say', () => {
  const text = (m: Mug) => `${m.name}. ${m.description} ${m.material}. ${m.features.join('. ')}`;
  const rules: [RegExp, MugLook][] = [
    [/cónica/i, { body: 'conical' }],
    [/Jumbo/i, { body: 'jumbo' }],
    [/Térmica|Tapa hermética/i, { body: 'travel' }],
    [/Interior de Color|interior y el asa/i, { interior: 'color' }],
    [/Mágica|termosensible/i, { magic: true }],
  ];

  it.each(rules)('%s: drawn %o, and no other', (says, look) => {
    const [[option, value]] = Object.entries(look) as [keyof MugLook, unknown][];
    expectDrawnAsTheySay(
      MUGS,
      (m) => says.test(text(m)),
      (m) => m.art?.[option] === value,
    );
  });

  it('the mug with a coloured interior is drawn white outside, coloured inside', () => {
    const mug = MUGS.find((m) => m.name === 'Taza Interior de Color')!;
    const drawing = drawingOf(<MugShape color={swatchFor(mug.colors[0])} {...mug.art} />);
    expect(drawing.querySelector('[data-part="coloured-inside"]')!.getAttribute('fill')).toBe(swatchFor('Rojo'));
    expect(drawing.querySelector('path')!.getAttribute('fill')).not.toBe(swatchFor('Rojo'));
  });
});
