// The composer's tunables: options passed to createShellServer win, then environment variables,
// then defaults (fragment timings from shared/build/cache-policy.js, like the nginx configuration).
const { fragmentTimings } = require('../../shared/build/cache-policy');
const { envNumber } = require('../../shared/config/env');
const { hintsEnabled } = require('./earlyHints');

function serverSettings(options = {}, env = process.env) {
  const t = fragmentTimings(env);
  const pick = (option, name, fallback) =>
    options[option] !== undefined ? options[option] : envNumber(env, name, fallback);
  return {
    // FRAGMENT_FRESH_S, FRAGMENT_SWR_S and FRAGMENT_MAX_STALE_S are read by fragmentTimings().
    freshMs: options.freshMs ?? t.fresh * 1000,
    swrMs: options.swrMs ?? t.staleWhileRevalidate * 1000,
    maxStaleMs: options.maxStaleMs ?? t.maxStale * 1000,
    timeoutMs: pick('timeoutMs', 'FRAGMENT_TIMEOUT_MS', 2000),
    maxFragmentBytes: pick('maxFragmentBytes', 'FRAGMENT_MAX_BYTES', 2 * 1024 * 1024),
    retryMs: pick('retryMs', 'REMOTE_RETRY_MS', 5000),
    pageCacheEntries: pick('pageCacheEntries', 'PAGE_CACHE_ENTRIES', 100),
    shutdownTimeoutMs: pick('shutdownTimeoutMs', 'SHUTDOWN_TIMEOUT_MS', 10000),
    preloadHints: options.preloadHints ?? hintsEnabled(env),
  };
}

module.exports = { serverSettings };
