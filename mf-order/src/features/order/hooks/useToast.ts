import { useCallback, useEffect, useState } from 'react';

/** How long a message stays on screen. */
export const TOAST_MS = 8000;

/**
 * The same message shown again (a second player added) ends in a no-break space every other time:
 * the live region's text changes, so a screen reader announces it again, and nobody sees it.
 */
const AGAIN = '\u00a0';

/**
 * The builder's status message (a toast at the bottom of the screen): [message, show]. A
 * message goes away by itself TOAST_MS after it was last shown, so it never keeps covering the
 * bottom of the page; show('') hides it at once. `initial` is the message of the first render (or
 * a function for it).
 */
export function useToast(initial: string | (() => string) = '') {
  const [shown, setShown] = useState(() => ({ text: typeof initial === 'function' ? initial() : initial, n: 0 }));
  useEffect(() => {
    if (!shown.text) return;
    const timer = setTimeout(() => setShown({ text: '', n: 0 }), TOAST_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const show = useCallback(
    (text: string) => setShown((prev) => ({ text, n: text && text === prev.text ? prev.n + 1 : 0 })),
    [],
  );
  const message = shown.text && (shown.n % 2 ? shown.text + AGAIN : shown.text);
  return [message, show] as const;
}
