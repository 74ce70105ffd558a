// The remotes' prerendered fragments, cached with bounded staleness (timings: cache-policy.js):
//   age < fresh                    served from the cache
//   age < fresh + swr              served stale while one background refresh runs
//   age < maxStale                 refreshed first; served stale if the refresh fails
//   older, or never fetched        fetched; the fallback (null) if that fails
// While a remote's circuit breaker is open nothing waits for it: stale content (up to maxStale)
// or the fallback at once, and one background probe per window. Concurrent fetches of one
// fragment share one upstream request. Anything that is not a fragment is a failure of that
// fragment; only an unreachable, hanging or 5xx remote opens its breaker.
const crypto = require('crypto');
const { ISLAND_ATTR } = require('../../shared/src/islands/markers');

/** Why an upstream answer is not a usable fragment, or null when it is one. */
function fragmentProblem({ status, headers = {}, body = '' }) {
  if (status !== 200) return `HTTP ${status}`;
  const type = String(headers['content-type'] || '');
  if (!/^text\/html\s*(;|$)/i.test(type)) return `content type ${JSON.stringify(type)} is not text/html`;
  if (/^\s*<(!doctype|html[\s>])/i.test(body)) return 'a whole HTML document (an error page?), not a fragment';
  if (!body.includes(`${ISLAND_ATTR}="`)) return `no ${ISLAND_ATTR} marker`;
  return null;
}

/** A cache entry of a fetched fragment; its id is a short hash of the body. */
function fragmentEntry(body, remote, fetchedAt) {
  return {
    body,
    id: crypto.createHash('sha1').update(body).digest('base64url').slice(0, 16),
    fetchedAt,
    remote,
  };
}

/**
 * Fetches one fragment into `cache.entries`, sharing a fetch of it already under way; the remote's
 * breaker learns how it went. The promise rejects when the fetch fails or the answer is no fragment.
 * @param {{ entries: Map<string, any>, inflight: Map<string, Promise<any>> }} cache
 * @param {string} url
 * @param {string} remote
 * @param {object} o
 * @param {(url: string, o: object) => Promise<{status: number, headers: object, body: string}>} o.fetchText
 * @param {{ get(name: string): any }} o.breakers
 * @param {number} o.timeoutMs
 * @param {number} o.maxBytes
 * @param {() => number} o.now
 * @param {import('pino').Logger} [o.logger]
 */
function refreshFragment(cache, url, remote, { fetchText, breakers, timeoutMs, maxBytes, now, logger }) {
  if (cache.inflight.has(url)) return cache.inflight.get(url);
  const breaker = breakers.get(remote);
  const mine = { entries: cache.entries, inflight: cache.inflight }; // a clear() while this runs makes the result stale news
  const promise = fetchText(url, { timeoutMs, maxBytes, headers: { accept: 'text/html' } })
    .then((res) => {
      const problem = fragmentProblem(res);
      if (problem) {
        // The remote answered, just not with this fragment (a 404, garbage): this fragment falls
        // back, but the remote is up, so its breaker (which also guards its files) stays closed.
        throw Object.assign(new Error(`${url}: ${problem}`), { remoteIsUp: res.status < 500 });
      }
      const entry = fragmentEntry(res.body, remote, now());
      mine.entries.set(url, entry);
      breaker.success();
      return entry;
    })
    .catch((error) => {
      if (error.remoteIsUp) breaker.wrongAnswer(error);
      else breaker.failure(error);
      logger?.warn({ remote, url, error: error.message }, 'fragment fetch failed');
      throw error;
    })
    .finally(() => mine.inflight.delete(url));
  promise.catch(() => {}); // background refreshes have no other listener
  cache.inflight.set(url, promise);
  return promise;
}

const missing = () => ({ body: null, id: null, state: 'missing', ageMs: null });

/**
 * @param {object} o
 * @param {(url: string, o: object) => Promise<{status: number, headers: object, body: string}>} o.fetchText upstream.fetchText
 * @param {{ get(name: string): any }} o.breakers circuitBreaker.createBreakers()
 * @param {number} [o.freshMs]
 * @param {number} [o.swrMs]
 * @param {number} [o.maxStaleMs]
 * @param {number} [o.timeoutMs]
 * @param {number} [o.maxBytes]
 * @param {() => number} [o.now]
 * @param {import('pino').Logger} [o.logger]
 */
function createFragmentCache({
  fetchText,
  breakers,
  freshMs = 5000,
  swrMs = 60000,
  maxStaleMs = 86400000,
  timeoutMs = 2000,
  maxBytes = 2 * 1024 * 1024,
  now = Date.now,
  logger,
}) {
  const cache = {
    entries: new Map(), // url → { body, id, fetchedAt, remote }
    inflight: new Map(), // url → Promise<entry>
    lastAsked: new Map(), // remote → url it was last asked for (what a probe re-fetches)
  };
  const fetching = { fetchText, breakers, timeoutMs, maxBytes, now, logger };
  const refresh = (url, remote) => refreshFragment(cache, url, remote, fetching);
  const served = (entry, state) => ({ body: entry.body, id: entry.id, state, ageMs: now() - entry.fetchedAt });

  return {
    /** { body, id, state: 'fresh' | 'stale' | 'missing', ageMs }; body is null when missing. */
    async get(url, remote) {
      cache.lastAsked.set(remote, url);
      const entry = cache.entries.get(url);
      const age = entry ? now() - entry.fetchedAt : Infinity;
      if (age < freshMs) return served(entry, 'fresh');
      const servable = age <= maxStaleMs;
      const breaker = breakers.get(remote);
      if (breaker.isOpen) {
        if (breaker.allow()) refresh(url, remote);
        return servable ? served(entry, 'stale') : missing();
      }
      if (servable && age < freshMs + swrMs) {
        refresh(url, remote);
        return served(entry, 'stale');
      }
      try {
        return served(await refresh(url, remote), 'fresh');
      } catch {
        return servable ? served(entry, 'stale') : missing();
      }
    },
    /** Starts the window's probe of an open remote, if one is due (readiness checks drive recovery). */
    probe(remote) {
      const url = cache.lastAsked.get(remote);
      const breaker = breakers.get(remote);
      if (url && breaker.isOpen && breaker.allow()) refresh(url, remote);
    },
    /** Ages (ms) of the cached fragments of a remote that may still be served. */
    servableAges(remote) {
      const t = now();
      return [...cache.entries.values()]
        .filter((e) => e.remote === remote && t - e.fetchedAt <= maxStaleMs)
        .map((e) => t - e.fetchedAt);
    },
    clear() {
      cache.entries = new Map();
      cache.inflight = new Map();
      cache.lastAsked = new Map();
    },
  };
}

module.exports = { createFragmentCache, fragmentProblem };
