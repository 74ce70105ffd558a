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
  let entries = new Map(); // url → { body, id, fetchedAt, remote }
  let inflight = new Map(); // url → Promise<entry>
  let lastAsked = new Map(); // remote → url it was last asked for (what a probe re-fetches)

  function refresh(url, remote) {
    if (inflight.has(url)) return inflight.get(url);
    const breaker = breakers.get(remote);
    const mine = { entries, inflight }; // a clear() while this runs makes the result stale news
    const promise = fetchText(url, { timeoutMs, maxBytes, headers: { accept: 'text/html' } })
      .then((res) => {
        const problem = fragmentProblem(res);
        if (problem) {
          // The remote answered, just not with this fragment (a 404, garbage): this fragment falls
          // back, but the remote is up, so its breaker (which also guards its files) stays closed.
          throw Object.assign(new Error(`${url}: ${problem}`), { remoteIsUp: res.status < 500 });
        }
        const entry = {
          body: res.body,
          id: crypto.createHash('sha1').update(res.body).digest('base64url').slice(0, 16),
          fetchedAt: now(),
          remote,
        };
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
    inflight.set(url, promise);
    return promise;
  }

  const served = (entry, state) => ({ body: entry.body, id: entry.id, state, ageMs: now() - entry.fetchedAt });
  const missing = () => ({ body: null, id: null, state: 'missing', ageMs: null });

  return {
    /** { body, id, state: 'fresh' | 'stale' | 'missing', ageMs }; body is null when missing. */
    async get(url, remote) {
      lastAsked.set(remote, url);
      const entry = entries.get(url);
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
      const url = lastAsked.get(remote);
      const breaker = breakers.get(remote);
      if (url && breaker.isOpen && breaker.allow()) refresh(url, remote);
    },
    /** Ages (ms) of the cached fragments of a remote that may still be served. */
    servableAges(remote) {
      const t = now();
      return [...entries.values()]
        .filter((e) => e.remote === remote && t - e.fetchedAt <= maxStaleMs)
        .map((e) => t - e.fetchedAt);
    },
    clear() {
      entries = new Map();
      inflight = new Map();
      lastAsked = new Map();
    },
  };
}

module.exports = { createFragmentCache, fragmentProblem };
