import { expectColors, numberedIds } from '../../common/testing/catalogue';
import { BOTTLES, BOTTLE_REASONS, findBottle } from './data';

describe('bottle catalogue', () => {
  // The prices: catalogue.rules.test.ts; the text limit: TermosPage.test.tsx (the field stops there).
  it('has six bottles, termo-1 to termo-6', () => {
    expect(BOTTLES.map((b) => b.id)).toEqual(numberedIds('termo', 6));
  });

  it('holds 350 to 1000 ml, keeps hot 8 to 20 h and cold 16 to 40 h', () => {
    for (const b of BOTTLES) {
      expect(b.capacityMl).toBeGreaterThanOrEqual(350);
      expect(b.capacityMl).toBeLessThanOrEqual(1000);
      expect(b.keepHotHours).toBeGreaterThanOrEqual(8);
      expect(b.keepHotHours).toBeLessThanOrEqual(20);
      expect(b.keepColdHours).toBeGreaterThanOrEqual(16);
      expect(b.keepColdHours).toBeLessThanOrEqual(40);
    }
    expect(Math.min(...BOTTLES.map((b) => b.capacityMl))).toBe(350);
    expect(Math.max(...BOTTLES.map((b) => b.capacityMl))).toBe(1000);
    expect(Math.max(...BOTTLES.map((b) => b.keepHotHours))).toBe(20);
    expect(Math.max(...BOTTLES.map((b) => b.keepColdHours))).toBe(40);
  });

  it('every bottle has colours with swatches, a material, a description and features', () => {
    for (const b of BOTTLES) {
      expectColors(b.colors, { min: 3 });
      expect(b.material).not.toBe('');
      expect(b.description).not.toBe('');
      expect(b.features.length).toBeGreaterThan(2);
    }
  });

  it("'why choose': 20 h hot, 40 h cold, BPA free, laser engraving and sublimation", () => {
    expect(BOTTLE_REASONS.map((r) => r.title)).toEqual([
      'Calientes hasta 20 horas',
      'Frías hasta 40 horas',
      'Libres de BPA',
      'Grabado láser y sublimación',
    ]);
  });

  it('finds a bottle by id', () => {
    expect(findBottle('termo-4')?.capacityMl).toBe(1000);
    expect(findBottle('termo-0')).toBeUndefined();
  });
});
