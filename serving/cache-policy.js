// How long each kind of file may be cached, for every server of the site (the Node servers and the
// generated nginx configuration read it from here).
//   content-hashed files   immutable for a year (a new build has new names): chunks, styles and the
//                          PNG images the builds draw (item pictures, the shell's preview cards)
//   fragments              read by the composer, not by browsers: fresh for a few seconds, then
//                          served stale while one refresh runs, and stale when the remote errors,
//                          up to a bounded age (after that the page shows the Spanish fallback)
//   everything else        revalidated on every use (HTML, remoteEntry.js, main.js, robots…)
const { envNumber } = require('./env');

const HASHED = /\.[0-9a-f]{10}\.(js|css|png)$/;

const FRAGMENT = /^\/fragments\/[^/]+\.html$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Fragment cache timings in seconds; FRAGMENT_* environment variables override them.
 * @param {Record<string, string | undefined>} [env]
 */
function fragmentTimings(env = process.env) {
  /** @param {string} name @param {number} fallback */
  const seconds = (name, fallback) => envNumber(env, name, fallback, { unit: 'seconds' });
  return {
    fresh: seconds('FRAGMENT_FRESH_S', 5),
    staleWhileRevalidate: seconds('FRAGMENT_SWR_S', 60),
    maxStale: seconds('FRAGMENT_MAX_STALE_S', 86400),
  };
}

/** @typedef {ReturnType<typeof fragmentTimings>} FragmentTimings */

/**
 * How long nginx keeps a composed page (the site's page cache, production/nginx/generate.js), in whole
 * seconds; PAGE_CACHE_S overrides it, 0 turns the cache off. It bounds how much later than the Node
 * composer a fragment's change reaches visitors; a shell release is seen on the next request.
 * @param {Record<string, string | undefined>} [env]
 */
function pageCacheSeconds(env = process.env) {
  return envNumber(env, 'PAGE_CACHE_S', 1, { unit: 'seconds', integer: true });
}

/** @param {FragmentTimings} [t] */
function fragmentCacheControl(t = fragmentTimings()) {
  return `public, max-age=${t.fresh}, stale-while-revalidate=${t.staleWhileRevalidate}, stale-if-error=${t.maxStale}`;
}

/**
 * The Cache-Control of a served file, by its path.
 * @param {string} pathname
 * @param {FragmentTimings} [timings]  a fragment's (default: fragmentTimings())
 */
function cacheControlFor(pathname, timings) {
  if (HASHED.test(pathname)) return IMMUTABLE;
  if (FRAGMENT.test(pathname)) return fragmentCacheControl(timings);
  return REVALIDATE;
}

module.exports = {
  HASHED,
  IMMUTABLE,
  REVALIDATE,
  fragmentTimings,
  pageCacheSeconds,
  fragmentCacheControl,
  cacheControlFor,
};
