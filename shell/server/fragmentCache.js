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
const { errorMessage } = require('../../serving/errors');

/** @typedef {'fresh' | 'stale' | 'missing'} FragmentState */
/** A cached fragment; its id is a short hash of the body. @typedef {ReturnType<typeof fragmentEntry>} FragmentEntry */
/**
 * A fragment as get() answers it: body null when missing; id names the body's content.
 * @typedef {{ body: string | null, id: string | null, state: FragmentState, ageMs: number | null }} Fragment
 */
/**
 * What the cache needs of its world (upstream.js, circuitBreaker.js).
 * @typedef {object} FetchDeps
 * @property {import('./upstream').Upstream['fetchText']} fetchText
 * @property {Pick<import('./circuitBreaker').Breakers, 'get'>} breakers
 * @property {number} timeoutMs
 * @property {number} maxBytes
 * @property {() => number} now
 * @property {Pick<import('pino').Logger, 'warn'>} [logger]
 */
/** @typedef {ReturnType<typeof createFragmentCache>} FragmentCache */

/**
 * Why an upstream answer is not a usable fragment, or null when it is one.
 * @param {{ status: number, headers?: import('http').IncomingHttpHeaders, body?: string }} answer
 */
function fragmentProblem({ status, headers = {}, body = '' }) {
  if (status !== 200) return `HTTP ${status}`;
  const type = String(headers['content-type'] || '');
  if (!/^text\/html\s*(;|$)/i.test(type)) return `content type ${JSON.stringify(type)} is not text/html`;
  if (/^\s*<(!doctype|html[\s>])/i.test(body)) return 'a whole HTML document (an error page?), not a fragment';
  if (!body.includes(`${ISLAND_ATTR}="`)) return `no ${ISLAND_ATTR} marker`;
  return null;
}

/**
 * A cache entry of a fetched fragment; its id is a short hash of the body.
 * @param {string} body @param {string} remote @param {number} fetchedAt
 */
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
 * @param {{ entries: Map<string, FragmentEntry>, inflight: Map<string, Promise<FragmentEntry>> }} cache
 * @param {string} url
 * @param {string} remote
 * @param {FetchDeps} o
 * @returns {Promise<FragmentEntry>}
 */
function refreshFragment(cache, url, remote, { fetchText, breakers, timeoutMs, maxBytes, now, logger }) {
  const running = cache.inflight.get(url);
  if (running) return running;
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
    .catch((/** @type {unknown} */ error) => {
      if (remoteIsUp(error)) breaker.wrongAnswer(error);
      else breaker.failure(error);
      logger?.warn({ remote, url, error: errorMessage(error) }, 'fragment fetch failed');
      throw error;
    })
    .finally(() => mine.inflight.delete(url));
  promise.catch(() => {}); // background refreshes have no other listener
  cache.inflight.set(url, promise);
  return promise;
}

/** Whether a failed fetch got an answer from the remote (that was no fragment): see above. @param {unknown} error */
const remoteIsUp = (error) =>
  typeof error === 'object' && error !== null && 'remoteIsUp' in error && error.remoteIsUp === true;

/** @returns {Fragment} */
const missing = () => ({ body: null, id: null, state: 'missing', ageMs: null });

/**
 * @param {object} o
 * @param {FetchDeps['fetchText']} o.fetchText upstream.fetchText
 * @param {FetchDeps['breakers']} o.breakers circuitBreaker.createBreakers()
 * @param {number} [o.freshMs]
 * @param {number} [o.swrMs]
 * @param {number} [o.maxStaleMs]
 * @param {number} [o.timeoutMs]
 * @param {number} [o.maxBytes]
 * @param {() => number} [o.now]
 * @param {FetchDeps['logger']} [o.logger]
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
    /** @type {Map<string, FragmentEntry>} */
    entries: new Map(), // url → { body, id, fetchedAt, remote }
    /** @type {Map<string, Promise<FragmentEntry>>} */
    inflight: new Map(), // url → Promise<entry>
    /** @type {Map<string, string>} */
    lastAsked: new Map(), // remote → url it was last asked for (what a probe re-fetches)
  };
  const fetching = { fetchText, breakers, timeoutMs, maxBytes, now, logger };
  /** @param {string} url @param {string} remote */
  const refresh = (url, remote) => refreshFragment(cache, url, remote, fetching);
  /** @param {FragmentEntry} entry @param {FragmentState} state @returns {Fragment} */
  const served = (entry, state) => ({ body: entry.body, id: entry.id, state, ageMs: now() - entry.fetchedAt });

  return {
    /**
     * { body, id, state: 'fresh' | 'stale' | 'missing', ageMs }; body is null when missing.
     * @param {string} url @param {string} remote
     * @returns {Promise<Fragment>}
     */
    async get(url, remote) {
      cache.lastAsked.set(remote, url);
      const entry = cache.entries.get(url);
      const age = entry ? now() - entry.fetchedAt : Infinity;
      if (entry && age < freshMs) return served(entry, 'fresh');
      const servable = entry !== undefined && age <= maxStaleMs;
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
    /** Starts the window's probe of an open remote, if one is due (readiness checks drive recovery). @param {string} remote */
    probe(remote) {
      const url = cache.lastAsked.get(remote);
      const breaker = breakers.get(remote);
      if (url && breaker.isOpen && breaker.allow()) refresh(url, remote);
    },
    /** Ages (ms) of the cached fragments of a remote that may still be served. @param {string} remote @returns {number[]} */
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
