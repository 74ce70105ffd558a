import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration (so the first client render equals the prerendered
 * HTML), true once the component runs in the browser. Components use it to swap a no-JavaScript
 * fallback (a plain link, CSS-only hover menus) for the scripted version.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
