// The site's service worker, generated with Workbox (workbox-build generateSW) at the shell's build
// into shell/dist/client/sw.js, served from the site's origin at /sw.js (Cache-Control: no-cache,
// as every unhashed file), so it is re-checked on every navigation.
//
// What it does, and does not:
//   pages (navigations)     network first, always: a visitor online gets the composed page fresh
//                           from the server, every time (a deploy of any app shows on the next
//                           navigation). The copy kept is used only when the network fails; a page
//                           never seen → the precached /offline.html (phone, WhatsApp, hours).
//                           No network timeout: a slow network is still the network.
//   hashed shell assets     cache first (a content-hashed name never changes content).
//   everything else         not touched: remoteEntry.js, main.js, fragments, remote chunks and art
//                           go to the network as if there were no worker.
// A new worker takes over at once (skipWaiting + clientsClaim) and drops old precaches.
const path = require('path');

const PAGES_CACHE = 'estampa-paginas';
const HASHED_CACHE = 'estampa-inmutables';

/**
 * A page answered `no-store` is not kept for offline use: a preview's or a canary's page (the
 * composer sends them `private, no-store`) would otherwise show to a visitor who has left the
 * preview, the next time the network fails. (Workbox writes this function into sw.js as text.)
 */
const NO_STORE_PLUGIN = {
  cacheWillUpdate: async (/** @type {{ response: Response }} */ { response }) =>
    /(?:^|,)\s*no-store\s*(?:,|$)/i.test(response.headers.get('Cache-Control') || '') ? null : response,
};

/** What a rule's match function reads of a request (a part of Workbox's RouteMatchCallbackOptions). @typedef {{ request: { mode: string }, url: URL }} RouteMatch */
/**
 * One runtime caching rule, as written here: a narrower RuntimeCaching of Workbox.
 * @typedef {{ urlPattern: RegExp | ((match: RouteMatch) => boolean),
 *   handler: 'NetworkFirst' | 'CacheFirst',
 *   options: NonNullable<import('workbox-build').RuntimeCaching['options']> }} CachingRule
 */

/**
 * generateSW options for a client folder (pure: what the worker does is all here).
 * @param {string} clientDir
 * @returns {import('workbox-build').GenerateSWOptions & { runtimeCaching: CachingRule[] }}
 */
function serviceWorkerConfig(clientDir) {
  return {
    swDest: path.join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    // Only the offline page is fetched when the worker installs: nothing else costs a visitor bytes.
    globPatterns: ['offline.html'],
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // The page request starts while the worker boots: network first costs no extra wait.
    navigationPreload: true,
    runtimeCaching: [
      {
        // Not the private pages (the operator pages, previews): they are no-store and stay out of
        // the visitor's cache; the worker leaves them to the network.
        urlPattern: (/** @type {RouteMatch} */ { request, url }) =>
          request.mode === 'navigate' && !/^\/(?:ops|_preview)(?:\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          expiration: { maxEntries: 50 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: '/offline.html' },
          plugins: [NO_STORE_PLUGIN],
        },
      },
      {
        // Same-origin only (Workbox matches a RegExp against another origin's URL only from its start).
        urlPattern: /\.[0-9a-f]{10}\.(?:js|css)$/,
        handler: 'CacheFirst',
        options: { cacheName: HASHED_CACHE, expiration: { maxEntries: 60 }, cacheableResponse: { statuses: [200] } },
      },
    ],
  };
}

/**
 * Writes sw.js into the client folder; resolves with Workbox's report (count, size, warnings).
 * @param {string} clientDir
 */
async function writeServiceWorker(clientDir) {
  const { generateSW } = require('workbox-build');
  const result = await generateSW(serviceWorkerConfig(clientDir));
  if (result.warnings.length) throw new Error(`service worker: ${result.warnings.join('; ')}`);
  return result;
}

module.exports = { PAGES_CACHE, HASHED_CACHE, serviceWorkerConfig, writeServiceWorker };
