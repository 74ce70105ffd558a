import { COLOR_NAMES, PALETTE, contrast, isColorName, type ColorName } from './palette';
import { hashString, seededRandom, shuffled } from './random';
import type { ModelEntry, Sport } from './types';

/**
 * Pure builders of the catalogue entries (names and colour pairs). Deterministic: the same
 * sport and count always give the same list, so the page, its prerendered fragment and the
 * generated art agree.
 */

type Gender = 'm' | 'f';

const NOUNS: ReadonlyArray<readonly [string, Gender]> = [
  ['Fénix', 'm'],
  ['Huracán', 'm'],
  ['Relámpago', 'm'],
  ['Trueno', 'm'],
  ['Titán', 'm'],
  ['Cóndor', 'm'],
  ['Jaguar', 'm'],
  ['Tiburón', 'm'],
  ['León', 'm'],
  ['Halcón', 'm'],
  ['Volcán', 'm'],
  ['Ciclón', 'm'],
  ['Cometa', 'm'],
  ['Guerrero', 'm'],
  ['Tornado', 'm'],
  ['Dragón', 'm'],
  ['Lobo', 'm'],
  ['Toro', 'm'],
  ['Rayo', 'm'],
  ['Meteoro', 'm'],
  ['Coloso', 'm'],
  ['Corsario', 'm'],
  ['Centauro', 'm'],
  ['Tigre', 'm'],
  ['Gladiador', 'm'],
  ['Pantera', 'f'],
  ['Tormenta', 'f'],
  ['Estrella', 'f'],
  ['Flecha', 'f'],
  ['Cobra', 'f'],
  ['Marea', 'f'],
  ['Llama', 'f'],
  ['Furia', 'f'],
  ['Brisa', 'f'],
  ['Leyenda', 'f'],
  ['Galaxia', 'f'],
  ['Dinastía', 'f'],
  ['Centella', 'f'],
  ['Ola', 'f'],
  ['Armada', 'f'],
];

const ADJECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['Dorado', 'Dorada'],
  ['Caribeño', 'Caribeña'],
  ['Nocturno', 'Nocturna'],
  ['Imperial', 'Imperial'],
  ['Salvaje', 'Salvaje'],
  ['Veloz', 'Veloz'],
  ['Eterno', 'Eterna'],
  ['Invicto', 'Invicta'],
  ['Supremo', 'Suprema'],
  ['Ardiente', 'Ardiente'],
  ['Urbano', 'Urbana'],
  ['Real', 'Real'],
  ['Quisqueyano', 'Quisqueyana'],
  ['Celeste', 'Celeste'],
  ['Glacial', 'Glacial'],
  ['Atómico', 'Atómica'],
  ['Indomable', 'Indomable'],
  ['Bravo', 'Brava'],
  ['Místico', 'Mística'],
  ['Legendario', 'Legendaria'],
];

/** Count unique model names such as 'Fénix Dorado' or 'Tormenta Caribeña', spread over all nouns. */
export function modelNames(count: number, seed: string): string[] {
  const max = NOUNS.length * ADJECTIVES.length;
  if (!Number.isInteger(count) || count < 0 || count > max) throw new RangeError(`count must be 0..${max}`);
  const random = seededRandom(hashString(`nombres:${seed}`));
  const nounOrder = shuffled(NOUNS, random);
  const adjectiveOffset = Math.floor(random() * ADJECTIVES.length);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const round = Math.floor(i / nounOrder.length);
    const n = i % nounOrder.length;
    const [noun, gender] = nounOrder[n];
    // A different adjective for each round of the same noun (7 is coprime with 20).
    const [masc, fem] = ADJECTIVES[(n * 7 + round * 3 + adjectiveOffset) % ADJECTIVES.length];
    names.push(`${noun} ${gender === 'm' ? masc : fem}`);
  }
  return shuffled(names, random);
}

/** Minimum contrast between the two colours of a model, so its pattern stays visible. */
export const MIN_PAIR_CONTRAST = 1.5;

/** All ordered pairs of different palette colours that are distinguishable on a jersey. */
export function distinguishablePairs(): Array<readonly [ColorName, ColorName]> {
  const pairs: Array<readonly [ColorName, ColorName]> = [];
  for (const a of COLOR_NAMES) {
    for (const b of COLOR_NAMES) {
      if (a !== b && contrast(PALETTE[a], PALETTE[b]) >= MIN_PAIR_CONTRAST) pairs.push([a, b]);
    }
  }
  return pairs;
}

/** Count different colour pairs, written 'A y B' (main colour first). */
export function colorPairs(count: number, seed: string): string[] {
  const pairs = distinguishablePairs();
  if (!Number.isInteger(count) || count < 0 || count > pairs.length)
    throw new RangeError(`count must be 0..${pairs.length}`);
  const random = seededRandom(hashString(`colores:${seed}`));
  return shuffled(pairs, random)
    .slice(0, count)
    .map(([a, b]) => joinColors(a, b));
}

export function joinColors(a: string, b: string): string {
  return `${a} y ${b}`;
}

/** The two colour names of an 'A y B' text, or null when it is not exactly two palette colours. */
export function splitColors(colors: string): readonly [ColorName, ColorName] | null {
  const parts = colors.split(' y ');
  if (parts.length !== 2) return null;
  const [a, b] = parts;
  return isColorName(a) && isColorName(b) && a !== b ? [a, b] : null;
}

/** The entries (1-based index, name, colours) of a sport's catalogue. */
export function catalogueEntries(sport: Sport, count: number): ModelEntry[] {
  const names = modelNames(count, sport);
  const colors = colorPairs(count, sport);
  return names.map((name, i) => ({ index: i + 1, name, colors: colors[i] }));
}
