import { expectColors, numberedIds } from '../../common/testing/catalogue';
import { MUGS, MUG_PROCESS, findMug } from './data';

describe('mug catalogue', () => {
  // The prices: catalogue.rules.test.ts; the text limit: TazasPage.test.tsx (the field stops there).
  it('has six mugs, mug-1 to mug-6', () => {
    expect(MUGS.map((m) => m.id)).toEqual(numberedIds('mug', 6));
  });

  it('holds 11, 12 or 15 oz, with 3 to 5 colours, a material, a description and features', () => {
    for (const mug of MUGS) {
      expect([11, 12, 15]).toContain(mug.capacityOz);
      expectColors(mug.colors, { min: 3, max: 5 });
      expect(mug.material).not.toBe('');
      expect(mug.description).not.toBe('');
      expect(mug.features.length).toBeGreaterThan(2);
    }
  });

  it('process: Selecciona, Diseña, Imprime, Entrega', () => {
    expect(MUG_PROCESS.map((s) => s.title)).toEqual(['Selecciona', 'Diseña', 'Imprime', 'Entrega']);
  });

  it('finds a mug by id', () => {
    expect(findMug('mug-2')?.name).toBe('Taza Mágica');
    expect(findMug('mug-7')).toBeUndefined();
    expect(findMug(null)).toBeUndefined();
  });
});
