import { expectColors, numberedIds } from '../../common/testing/catalogue';
import { LEVEL_FILTERS, SCHOOL_ADVANTAGES, SCHOOL_UNIFORMS, findUniform, levelBadge } from './data';

describe('school uniform catalogue', () => {
  // The prices: catalogue.rules.test.ts; the school name's limit: UniformesEscolaresPage.test.tsx.
  it('has six uniforms, school-1 to school-6, the fifth for sports and the sixth for gala', () => {
    expect(SCHOOL_UNIFORMS.map((u) => u.id)).toEqual(numberedIds('school', 6));
    expect(findUniform('school-5')!.name).toBe('Uniforme Deportivo');
    expect(findUniform('school-6')!.name).toBe('Uniforme de Gala');
  });

  it('one uniform per level, and the sports and gala uniforms marked Todos', () => {
    expect(SCHOOL_UNIFORMS.map((u) => u.schoolType)).toEqual([
      'Preescolar',
      'Primaria',
      'Secundaria',
      'Bachillerato',
      'Todos',
      'Todos',
    ]);
  });

  it('child sizes 2T to 16 for the lower levels; XS–XXL or S–XXXL for the older ones', () => {
    const sizes = (id: string) => findUniform(id)!.sizes;
    expect(sizes('school-1')).toEqual(['2T', '3T', '4T', '5T', '6', '8']);
    expect(sizes('school-2')).toEqual(['6', '8', '10', '12', '14', '16']);
    expect(sizes('school-3')).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(sizes('school-4')).toEqual(['S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
  });

  it('every uniform has pieces, colours with swatches, a description and features', () => {
    for (const u of SCHOOL_UNIFORMS) {
      expect(u.pieces.length).toBeGreaterThanOrEqual(2);
      expectColors(u.colors, { min: 3 });
      expect(new Set(u.sizes).size).toBe(u.sizes.length);
      expect(u.description).not.toBe('');
      expect(u.features.length).toBeGreaterThan(0);
    }
  });

  it('filters Todos, Preescolar, Primaria, Secundaria, Bachillerato', () => {
    expect(LEVEL_FILTERS).toEqual(['Todos', 'Preescolar', 'Primaria', 'Secundaria', 'Bachillerato']);
  });

  it('badges show the level, or "Todos los niveles"', () => {
    expect(levelBadge('Primaria')).toBe('Primaria');
    expect(levelBadge('Todos')).toBe('Todos los niveles');
  });

  it('advantages: quality, personalisation with logo and school name embroidery, volume prices, punctual delivery', () => {
    expect(SCHOOL_ADVANTAGES.map((a) => a.title)).toEqual([
      'Calidad garantizada',
      'Personalización',
      'Precios especiales',
      'Entrega puntual',
    ]);
    expect(SCHOOL_ADVANTAGES[1].description).toMatch(/logo y del nombre del colegio incluido/);
  });
});
