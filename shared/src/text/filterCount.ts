/** The filters' "everything" choice, first in every filter row (home, combos, school uniforms). */
export const ALL_FILTER = 'Todos';

/**
 * What a filtered catalogue says it shows, in its status line (role=status: a screen reader reads
 * it after each choice): 'Mostrando 12 productos', 'Mostrando 2 combos (Eventos)'. The chosen
 * filter is named so that a choice whose count is the same as the last one is still announced.
 */
export function filterCountText(count: number, noun: { one: string; many: string }, filter: string): string {
  const shown = `Mostrando ${count} ${count === 1 ? noun.one : noun.many}`;
  return filter === ALL_FILTER ? shown : `${shown} (${filter})`;
}
