import { useEffect, type ReactNode } from 'react';

/**
 * Sets `name="value"` on a root element once React has committed what it wraps (its handlers
 * are attached): the public start-up signals for QA and monitoring, `data-shell-state` on the
 * shell's roots and `data-island-state` on the remotes' islands.
 */
export function CommitSignal({
  el,
  name,
  value,
  children,
}: {
  el: HTMLElement;
  name: string;
  value: string;
  children: ReactNode;
}) {
  useEffect(() => el.setAttribute(name, value), [el, name, value]);
  return children;
}
