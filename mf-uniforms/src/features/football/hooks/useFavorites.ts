import { useCallback, useEffect, useState } from 'react';
import { FAVORITES_KEY, parseFavorites, serializeFavorites, toggleFavorite } from '../favorites';

function readStoredFavorites(ids: readonly string[]): string[] {
  try {
    return parseFavorites(window.localStorage.getItem(FAVORITES_KEY), ids);
  } catch {
    return []; // storage blocked (private mode, policy): favourites simply are not remembered
  }
}

/**
 * The visitor's favourite models (ids among `ids`), kept in this browser: read after hydration
 * (the server knows none), followed when another tab changes them. toggle(id) adds or removes one.
 */
export function useFavorites(ids: readonly string[]) {
  const [favorites, setFavorites] = useState<string[]>([]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- two-pass rendering: storage is read after hydration
    setFavorites(readStoredFavorites(ids));
    const onStorage = (e: StorageEvent) => {
      if (e.key === FAVORITES_KEY) setFavorites(readStoredFavorites(ids));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [ids]);

  const toggle = useCallback(
    (id: string) => {
      const next = toggleFavorite(favorites, id);
      setFavorites(next);
      try {
        window.localStorage.setItem(FAVORITES_KEY, serializeFavorites(next));
      } catch {
        // not remembered, still shown for this visit
      }
    },
    [favorites],
  );

  return { favorites, toggle };
}
