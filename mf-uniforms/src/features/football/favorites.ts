/**
 * Football favourites: a set of model ids remembered in the browser (localStorage).
 * Parsing is defensive: whatever is stored, only known ids come back, each once.
 */
export const FAVORITES_KEY = 'estampa:uniformes:futbol:favoritos';

export function parseFavorites(raw: string | null | undefined, knownIds: readonly string[]): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return knownIds.filter((id) => value.includes(id));
}

export function toggleFavorite(favorites: readonly string[], id: string): string[] {
  return favorites.includes(id) ? favorites.filter((f) => f !== id) : [...favorites, id];
}

export function serializeFavorites(favorites: readonly string[]): string {
  return JSON.stringify(favorites);
}
