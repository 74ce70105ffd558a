/** The window members navigation needs; injectable so the rule is testable without a browser. */
export type NavigationWindow = {
  /** A global navigation hook the host may install (client-side routing, analytics...). */
  __NAVIGATE__?: unknown;
  location: { assign: (url: string) => void };
};

/**
 * Goes to a page of the site: through the host's global navigation hook when it is a function,
 * otherwise with a normal page load. Call it from event handlers only.
 */
export function navigateTo(
  url: string,
  win: NavigationWindow = window as unknown as NavigationWindow,
): 'hook' | 'load' {
  const hook = win.__NAVIGATE__;
  if (typeof hook === 'function') {
    (hook as (to: string) => void)(url);
    return 'hook';
  }
  win.location.assign(url);
  return 'load';
}
