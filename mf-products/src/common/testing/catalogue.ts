/** Test helpers (imported by the catalogues' data tests only): what every catalogue keeps. */
import { hasSwatch } from '../swatches';

/** The ids a catalogue numbers its products with, in order: 'termo-1' to 'termo-6'. */
export function numberedIds(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);
}

/** A product's colours: at least `min` (at most `max`), none twice, each with its swatch. */
export function expectColors(colors: readonly string[], { min, max = Infinity }: { min: number; max?: number }) {
  expect(colors.length).toBeGreaterThanOrEqual(min);
  expect(colors.length).toBeLessThanOrEqual(max);
  expect(new Set(colors).size).toBe(colors.length);
  for (const color of colors) expect(hasSwatch(color)).toBe(true);
}
