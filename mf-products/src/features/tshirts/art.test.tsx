import { ShirtShape, type ShirtLook } from '../../common/art/shirtShapes';
import { swatchFor } from '../../common/swatches';
import { expectDrawnAsTheySay, markupOf, partsOf } from '../../common/testing/art';
import { SAMPLE_TSHIRTS, type SampleTshirt } from './data';

describe('T-shirt drawings show what each name and description say', () => {
  const text = (t: SampleTshirt) => `${t.name}. ${t.description}`;
  const rules: [RegExp, ShirtLook][] = [
    [/Cuello en V/, { neck: 'v' }],
    [/Manga Larga/i, { longSleeve: true }],
    [/Oversize|holgado/i, { fit: 'oversize' }],
    [/Entallada|Dama/, { fit: 'fitted' }],
    [/Infantil|niños/i, { fit: 'kids' }],
    [/Raglan|Mangas en contraste/i, { sleeves: 'contrast' }],
    [/Tie-Dye|Teñido/i, { pattern: 'tie-dye' }],
    [/Jaspead/i, { texture: 'heather' }],
    [/Dry-Fit/i, { panels: 'mesh' }],
    [/Orgánico/i, { tag: 'organic' }],
  ];

  it.each(rules)('%s: drawn %o, and no other', (says, look) => {
    const [[option, value]] = Object.entries(look) as [keyof ShirtLook, unknown][];
    expectDrawnAsTheySay(
      SAMPLE_TSHIRTS,
      (t) => says.test(text(t)),
      (t) => t.art?.[option] === value,
    );
  });

  it('a T-shirt that says none of them is drawn plain', () => {
    const plain = SAMPLE_TSHIRTS.filter((t) => !rules.some(([says]) => says.test(text(t))));
    expect(plain.map((t) => t.name)).toEqual(['T-Shirt Básica de Algodón', 'T-Shirt Premium Peinada']);
    for (const t of plain) expect(t.art).toBeUndefined();
  });

  it('the V neck, the tie-dye and the raglan sleeves show in the drawing', () => {
    const drawn = (name: string) => {
      const t = SAMPLE_TSHIRTS.find((s) => s.name === name)!;
      return <ShirtShape color={swatchFor(t.color)} {...t.art} />;
    };
    const plain = (name: string) => (
      <ShirtShape color={swatchFor(SAMPLE_TSHIRTS.find((s) => s.name === name)!.color)} />
    );
    expect(markupOf(drawn('T-Shirt Cuello en V'))).not.toBe(markupOf(plain('T-Shirt Cuello en V')));
    expect(partsOf(drawn('T-Shirt Tie-Dye'))).toContain('tie-dye');
    expect(partsOf(drawn('T-Shirt Raglan'))).toContain('raglan-sleeves');
  });
});
