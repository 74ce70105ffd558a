import { useEffect, type ReactNode } from 'react';

/**
 * Sets `name="value"` on a root element once React has committed what it wraps (its handlers
 * are attached): the public start-up signals for QA and monitoring, `data-shell-state` on the
 * shell's roots and `data-island-state` on the remotes' islands. `onCommit` (a stable function)
 * is told as well (an island's outcome for field data).
 */
export function CommitSignal<V extends string>({
  el,
  name,
  value,
  onCommit,
  children,
}: {
  el: HTMLElement;
  name: string;
  value: V;
  onCommit?: (el: HTMLElement, value: V) => void;
  children: ReactNode;
}) {
  useEffect(() => {
    el.setAttribute(name, value);
    onCommit?.(el, value);
  }, [el, name, value, onCommit]);
  return children;
}
