import { whenLoadedAndIdle } from './whenLoadedAndIdle';

/**
 * Registers the site's service worker (/sw.js, made by the shell's build with Workbox) once the
 * page has loaded and the browser is idle: never on the start-up path, never before the page is
 * interactive. Production builds only (the development server has no /sw.js). A browser without
 * service workers, or a refused registration, leaves the site as it is.
 */
export function registerServiceWorkerWhenIdle(win: Window = window, url = '/sw.js'): void {
  const worker = win.navigator.serviceWorker;
  if (!worker) return;
  whenLoadedAndIdle(() => void worker.register(url).catch(() => undefined), win);
}
