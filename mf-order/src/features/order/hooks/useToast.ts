import { useEffect, useState } from 'react';

/** How long a message stays on screen. */
export const TOAST_MS = 8000;

/**
 * The builder's status message (a toast at the bottom of the screen): [message, show]. A
 * message goes away by itself after TOAST_MS, so it never keeps covering the bottom of the page;
 * show('') hides it at once. `initial` is the message of the first render (or a function for it).
 */
export function useToast(initial: string | (() => string) = '') {
  const [message, show] = useState(initial);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => show(''), TOAST_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, show] as const;
}
