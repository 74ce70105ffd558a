import { splitColors } from '../catalogue/generate';
import { artUrl } from '../catalogue/artUrl';
import type { CatalogueModel, Sport } from '../catalogue/types';

/** Test helper (imported by data.test.ts files only): the invariants every catalogue keeps. */
export function expectValidCatalogue(
  models: readonly CatalogueModel[],
  sport: Sport,
  count: number,
  idType: 'number' | 'string',
) {
  expect(models).toHaveLength(count);
  // ids 1..count, in order, of the sport's id type
  expect(models.map((m) => m.id)).toEqual(
    Array.from({ length: count }, (_, i) => (idType === 'number' ? i + 1 : String(i + 1))),
  );
  for (const m of models) expect(typeof m.id).toBe(idType);
  // 'A y B' with two different palette colours
  for (const m of models) {
    expect(m.colors).toMatch(/^\p{Lu}[\p{L} ]*\p{Ll} y \p{Lu}[\p{L} ]*\p{Ll}$/u);
    expect(splitColors(m.colors)).not.toBeNull();
  }
  // unique, non-empty, Spanish-looking names
  const names = models.map((m) => m.name);
  expect(new Set(names).size).toBe(count);
  for (const n of names) expect(n).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
  // the image is this remote's generated art for the model
  for (const m of models) expect(m.image).toBe(artUrl(sport, m.id));
}
