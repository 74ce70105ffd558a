/** @jest-environment node */
import { serviceWorkerConfig } from './service-worker';

type Rule = {
  urlPattern: ((o: { request: { mode: string }; url: URL }) => boolean) | RegExp;
  handler: string;
  options: Record<string, unknown>;
};

const navigation = (path: string) => ({ request: { mode: 'navigate' }, url: new URL(path, 'https://estampa.example') });

describe('service worker (Workbox generateSW options)', () => {
  const config = serviceWorkerConfig('/x/client');
  const rules: Rule[] = config.runtimeCaching;
  const forNavigation = rules.find(
    (r) => typeof r.urlPattern === 'function' && r.urlPattern(navigation('/productos/tazas')),
  )!;
  const matching = (url: string) => rules.filter((r) => r.urlPattern instanceof RegExp && r.urlPattern.test(url));

  it('writes /sw.js at the root of the client folder and precaches only the offline page', () => {
    expect(config.swDest).toBe('/x/client/sw.js');
    expect(config.globPatterns).toEqual(['offline.html']);
  });
  it('pages: network first, the offline page when there is neither network nor a copy', () => {
    expect(forNavigation.handler).toBe('NetworkFirst');
    expect(forNavigation.options).toMatchObject({
      precacheFallback: { fallbackURL: '/offline.html' },
      cacheableResponse: { statuses: [200] },
    });
    expect(forNavigation.options).not.toHaveProperty('networkTimeoutSeconds');
  });
  it('leaves the private pages (operators, previews) to the network: they never enter the cache', () => {
    const handles = (path: string) =>
      rules.some((r) => typeof r.urlPattern === 'function' && r.urlPattern(navigation(path)));
    for (const path of ['/ops', '/ops/intenciones', '/_preview', '/_preview/salir']) expect(handles(path)).toBe(false);
    for (const path of ['/', '/contacto', '/operaciones', '/impresiones/dtf']) expect(handles(path)).toBe(true);
  });
  it('never keeps a page answered no-store (a preview or a canary page) for offline use', async () => {
    const [plugin] = forNavigation.options.plugins as {
      cacheWillUpdate: (o: { response: Response }) => Promise<Response | null>;
    }[];
    const page = (cacheControl: string) =>
      new Response('<!doctype html>', { headers: { 'Cache-Control': cacheControl } });
    for (const value of ['private, no-store', 'no-store', 'No-Store, private'])
      expect(await plugin.cacheWillUpdate({ response: page(value) })).toBeNull();
    for (const value of ['no-cache', 'public, max-age=0, must-revalidate', ''])
      expect(await plugin.cacheWillUpdate({ response: page(value) })).not.toBeNull();
  });
  it('takes over at once and drops old caches (a deploy is picked up on the next navigation)', () => {
    expect(config).toMatchObject({ skipWaiting: true, clientsClaim: true, cleanupOutdatedCaches: true });
  });
  it('cache first only for content-hashed files; entries, fragments and main.js are left to the network', () => {
    expect(matching('/910.75f166978a.js').map((r) => r.handler)).toEqual(['CacheFirst']);
    for (const url of [
      '/main.js',
      '/remoteEntry.js',
      '/fragments/DtfPage.html',
      '/remotes/prints/remoteEntry.js',
      '/og/PolosPage.png',
    ])
      expect(matching(url)).toEqual([]);
  });
});
