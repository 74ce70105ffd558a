/**
 * Runs `run` once the page has loaded (the `load` event, or at once if it already fired) and the
 * browser is then idle (requestIdleCallback, at most `timeoutMs` later; a plain timer where the
 * browser has none): for work that must never be on the start-up path (the service worker's
 * registration, the field-data collector).
 */
export function whenLoadedAndIdle(run: () => void, win: Window = window, timeoutMs = 5000, fallbackMs = 1000): void {
  const whenIdle = () =>
    win.requestIdleCallback
      ? win.requestIdleCallback(() => run(), { timeout: timeoutMs })
      : win.setTimeout(run, fallbackMs);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
