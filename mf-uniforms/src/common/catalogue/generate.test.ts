import {
  catalogueEntries,
  colorPairs,
  distinguishablePairs,
  joinColors,
  modelNames,
  splitColors,
  MIN_PAIR_CONTRAST,
} from './generate';
import { PALETTE, contrast } from './palette';
import { hashString, seededRandom, shuffled } from './random';

describe('catalogue generators', () => {
  it('are deterministic: same sport, same list', () => {
    expect(catalogueEntries('basquetbol', 200)).toEqual(catalogueEntries('basquetbol', 200));
    expect(modelNames(20, 'futbol')).toEqual(modelNames(20, 'futbol'));
  });

  it('give different sports different line-ups', () => {
    expect(modelNames(20, 'futbol')).not.toEqual(modelNames(20, 'softbol'));
    expect(colorPairs(20, 'futbol')).not.toEqual(colorPairs(20, 'softbol'));
  });

  it('names agree in gender: feminine nouns take feminine adjectives', () => {
    const names = modelNames(800, 'x');
    expect(new Set(names).size).toBe(800);
    expect(names).toContain('Tormenta Dorada');
    expect(names).not.toContain('Tormenta Dorado');
    expect(names).toContain('Fénix Dorado');
    expect(names.filter((n) => /^(Pantera|Tormenta|Estrella|Cobra) \S+o$/.test(n))).toEqual([]);
  });

  it('spread 200 names over all nouns (at most 5 uses each)', () => {
    const nouns = new Map<string, number>();
    for (const n of modelNames(200, 'basquetbol')) nouns.set(n.split(' ')[0], (nouns.get(n.split(' ')[0]) ?? 0) + 1);
    expect(Math.max(...nouns.values())).toBeLessThanOrEqual(5);
  });

  it('colour pairs are distinct, two different palette colours with enough contrast', () => {
    const pairs = colorPairs(200, 'basquetbol');
    expect(new Set(pairs).size).toBe(200);
    for (const p of pairs) {
      const split = splitColors(p);
      expect(split).not.toBeNull();
      const [a, b] = split!;
      expect(contrast(PALETTE[a], PALETTE[b])).toBeGreaterThanOrEqual(MIN_PAIR_CONTRAST);
    }
  });

  it('refuse counts they cannot fill', () => {
    expect(() => colorPairs(distinguishablePairs().length + 1, 's')).toThrow(RangeError);
    expect(() => modelNames(801, 's')).toThrow(RangeError);
    expect(() => modelNames(1.5, 's')).toThrow(RangeError);
  });

  it('splitColors reads only "A y B" of two different palette colours', () => {
    expect(splitColors(joinColors('Azul Marino', 'Dorado'))).toEqual(['Azul Marino', 'Dorado']);
    expect(splitColors('Rojo y Rojo')).toBeNull();
    expect(splitColors('Rojo, Negro')).toBeNull();
    expect(splitColors('Rojo y Negro y Blanco')).toBeNull();
    expect(splitColors('Carmesí y Negro')).toBeNull();
  });
});

describe('random helpers', () => {
  it('seededRandom is repeatable and in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 100 }, () => a());
    expect(xs).toEqual(Array.from({ length: 100 }, () => b()));
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
  it('shuffled keeps every item and does not touch the input', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffled(input, seededRandom(hashString('t')));
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(out).not.toEqual(input);
  });
});
