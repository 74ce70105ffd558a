import { UniformShape, type UniformLook } from '../../common/art/uniformShapes';
import { swatchFor } from '../../common/swatches';
import { markupOf, partsOf } from '../../common/testing/art';
import { SCHOOL_UNIFORMS, type SchoolUniform } from './data';

/** What a uniform's pieces say of its top: the outermost one (blazer, else sweater, else the first piece). */
function topOf({ pieces }: SchoolUniform): UniformLook['top'] {
  if (pieces.some((p) => /Saco|blazer/i.test(p))) return 'blazer';
  if (pieces.some((p) => /Suéter/i.test(p))) return 'sweater';
  if (/^T-shirt/i.test(pieces[0])) return 'tshirt';
  if (/^Camisa de vestir/i.test(pieces[0])) return 'shirt';
  return 'polo';
}

/** What its pieces say of its bottom: a pleated skirt where one is named, shorts, sports trousers, or trousers. */
function bottomOf({ pieces }: SchoolUniform): UniformLook['bottom'] {
  if (pieces.some((p) => /falda plisada/i.test(p))) return 'skirt';
  if (pieces.some((p) => /^Pantalón corto/i.test(p))) return 'shorts';
  if (pieces.some((p) => /^Pantalón deportivo/i.test(p))) return 'sport';
  return 'trousers';
}

const drawn = (u: SchoolUniform) => <UniformShape color={swatchFor(u.colors[0])} {...u.art} />;

describe('school uniform drawings show the pieces each includes', () => {
  it.each(SCHOOL_UNIFORMS.map((u) => [u.name, u] as const))('%s: its top and bottom', (_name, uniform) => {
    expect(uniform.art?.top ?? 'polo').toBe(topOf(uniform));
    expect(uniform.art?.bottom ?? 'trousers').toBe(bottomOf(uniform));
  });

  it.each(SCHOOL_UNIFORMS.map((u) => [u.name, u] as const))(
    '%s: a tie and a belt where it includes them',
    (_name, u) => {
      const parts = partsOf(drawn(u));
      expect(parts.includes('tie')).toBe(u.pieces.some((p) => /Corbata/i.test(p)));
      expect(parts.includes('belt')).toBe(u.pieces.some((p) => /Correa/i.test(p)));
    },
  );

  it('gala: a blazer and tie; bachillerato: a sweater and tie; deportivo: sports trousers', () => {
    const named = (name: string) => partsOf(drawn(SCHOOL_UNIFORMS.find((u) => u.name === name)!));
    expect(named('Uniforme de Gala')).toEqual(expect.arrayContaining(['blazer', 'tie']));
    expect(named('Uniforme Bachillerato')).toEqual(expect.arrayContaining(['sweater', 'tie']));
    expect(named('Uniforme Deportivo')).toContain('sport');
    expect(named('Uniforme Preescolar')).toContain('shorts');
  });

  it('no two uniforms are drawn alike', () => {
    expect(new Set(SCHOOL_UNIFORMS.map((u) => markupOf(<UniformShape color="#ffffff" {...u.art} />))).size).toBe(
      SCHOOL_UNIFORMS.length,
    );
  });
});
