// The composer's tunables: options passed to createShellServer win, then environment variables,
// then defaults (fragment timings from serving/cache-policy.js, like the nginx configuration).
const { fragmentTimings } = require('../../serving/cache-policy');
const { envNumber } = require('../../serving/env');
const { hintsEnabled } = require('./earlyHints');

/**
 * The tunables createShellServer's options may set (each wins over its environment variable).
 * @typedef {object} SettingsOptions
 * @property {number} [freshMs]
 * @property {number} [swrMs]
 * @property {number} [maxStaleMs]
 * @property {number} [timeoutMs]
 * @property {number} [maxFragmentBytes]
 * @property {number} [retryMs]
 * @property {number} [pageCacheEntries]
 * @property {number} [shutdownTimeoutMs]
 * @property {boolean} [preloadHints]
 */

/**
 * @param {SettingsOptions} [options]
 * @param {Record<string, string | undefined>} [env]
 */
function serverSettings(options = {}, env = process.env) {
  const t = fragmentTimings(env);
  /**
   * @param {'timeoutMs' | 'maxFragmentBytes' | 'retryMs' | 'pageCacheEntries' | 'shutdownTimeoutMs'} option
   * @param {string} name @param {number} fallback @param {{ min?: number, integer?: boolean }} [bounds]
   */
  const pick = (option, name, fallback, bounds) => {
    const value = options[option];
    return value !== undefined ? value : envNumber(env, name, fallback, bounds);
  };
  return {
    // FRAGMENT_FRESH_S, FRAGMENT_SWR_S and FRAGMENT_MAX_STALE_S are read by fragmentTimings().
    freshMs: options.freshMs ?? t.fresh * 1000,
    swrMs: options.swrMs ?? t.staleWhileRevalidate * 1000,
    maxStaleMs: options.maxStaleMs ?? t.maxStale * 1000,
    timeoutMs: pick('timeoutMs', 'FRAGMENT_TIMEOUT_MS', 2000),
    maxFragmentBytes: pick('maxFragmentBytes', 'FRAGMENT_MAX_BYTES', 2 * 1024 * 1024),
    retryMs: pick('retryMs', 'REMOTE_RETRY_MS', 5000),
    // At least one page: the cache makes room before it stores, so 0 would never find room.
    pageCacheEntries: pick('pageCacheEntries', 'PAGE_CACHE_ENTRIES', 100, { min: 1, integer: true }),
    shutdownTimeoutMs: pick('shutdownTimeoutMs', 'SHUTDOWN_TIMEOUT_MS', 10000),
    preloadHints: options.preloadHints ?? hintsEnabled(env),
  };
}

module.exports = { serverSettings };
