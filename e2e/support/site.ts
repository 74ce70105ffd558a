import { expect, type Page, type ConsoleMessage } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { REMOTE_NAMES, type RemoteName } from '../../shared/src/apps/apps';
import { environment } from './environment';
import { BUILD_ATTR, ISLAND_ATTR, ISLAND_STATE_ATTR, SHELL_STATE_ATTR } from '../../shared/src/islands/markers';

export { BUILD_ATTR, ISLAND_STATE_ATTR, SHELL_STATE_ATTR };

export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET || 100);
export type { RemoteName };

/** Where a remote is served on the site under test, as the site's pages say (support/environment.ts). */
export function remoteOrigin(name: RemoteName) {
  return environment().remotes[name];
}

/** A pattern matching every remote origin of the running test (to cut them all off in the browser). */
export function anyRemoteOrigin() {
  const origins = REMOTE_NAMES.map(remoteOrigin);
  return new RegExp(`^(${origins.map((o) => o.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/`);
}

/** The page's remote islands (the markers: shared/src/islands/markers.js); `remote` keeps one remote's. */
export function islands(page: Page, remote?: RemoteName) {
  return page.locator(remote ? `[${ISLAND_ATTR}^="${remote}/"]` : `[${ISLAND_ATTR}]`);
}

/** The island of one exposed page ('products/TazasPage'). */
export function islandOf(page: Page, island: string) {
  return page.locator(`[${ISLAND_ATTR}="${island}"]`);
}

/** Waits until every remote island on the page is settled (hydrated, rendered or failed). */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(
    ([island, state]) => Array.from(document.querySelectorAll(`[${island}]`)).every((el) => el.hasAttribute(state)),
    [ISLAND_ATTR, ISLAND_STATE_ATTR],
  );
}

/** Waits until the page's first island is in `state` (polling across a reload or navigation). */
export async function waitForIslandState(page: Page, state: 'hydrated' | 'rendered' | 'failed') {
  await page.waitForFunction(
    ([island, attr, wanted]) => document.querySelector(`[${island}]`)?.getAttribute(attr) === wanted,
    [ISLAND_ATTR, ISLAND_STATE_ATTR, state],
  );
}

/** Opens a page and waits until every remote island on it is settled (hydrated, rendered or failed). */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForIslands(page);
  return response;
}

/** The settled state of the page's island ('hydrated' when the prerendered page came to life). */
export async function islandState(page: Page) {
  return islands(page).first().getAttribute(ISLAND_STATE_ATTR);
}

/** Collects console errors and page errors for the lifetime of the page. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    // "Failed to load resource" names no resource in its text: its location does.
    const { url } = msg.location();
    errors.push(url && !msg.text().includes(url) ? `${msg.text()} (${url})` : msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return errors;
}

/**
 * axe-core scan with the WCAG tags the site commits to; returns the violations. It scans from the
 * top of the page: axe's target-size rule counts a link the visitor has scrolled under the sticky
 * header as too small (partly obscured), a fact of the scroll position rather than of the page.
 */
export async function axeViolations(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
}

/** Captures window.alert messages (auto-accepting them). */
export function collectAlerts(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  return alerts;
}

/**
 * Replaces window.open so WhatsApp links opened by script are recorded instead of navigating: it
 * answers as a browser that opened the tab (a blocked tab, null, makes the contact form go to the
 * chat in this tab).
 */
export async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __opened: string[] }).__opened = [];
    window.open = ((url?: string | URL) => {
      (window as unknown as { __opened: string[] }).__opened.push(String(url));
      return {} as Window;
    }) as typeof window.open;
  });
  return async () => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
}

/** The decoded ?text= of a WhatsApp URL. */
export function whatsappText(url: string) {
  const u = new URL(url);
  expect(u.origin + u.pathname).toBe('https://wa.me/18095550100');
  return u.searchParams.get('text') ?? '';
}

/** Waits until the site's service worker controls the page. */
export async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      message: 'the worker controls the page',
    })
    .toMatch(/\/sw\.js$/);
}

/** The paths the service worker's caches hold. */
export function workerCachedPaths(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
}

/**
 * Holds the scripts `held` picks on their way to this browser until `release()` (`fail`: aborts
 * them then): what a visitor meets while they are still downloading, without any timing.
 */
export async function holdScripts(page: Page, held: (url: URL) => boolean, { fail = false } = {}) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await gate;
    await (fail ? route.abort() : route.continue());
  });
  return release;
}

/** The shell's main.js (its name may carry a content hash). */
export const isMainScript = (url: URL) => /\/main(\.[\w-]+)?\.js$/.test(url.pathname);

/** The shell's scripts after main.js: its page chunks (Home, Contact…), the federation host, the collector. */
export const isShellChunk = (url: URL) =>
  url.pathname.endsWith('.js') && !isMainScript(url) && !url.pathname.endsWith('/sw.js');

/** The contact page's form: the section whose own heading is 'Envíanos un Mensaje' (it has no name of its own). */
export function contactFormSection(page: Page) {
  return page.locator('section:has(> h2:text-is("Envíanos un Mensaje"))');
}
