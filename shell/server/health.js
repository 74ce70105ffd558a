// What a load balancer asks the composer:
//   GET /healthz  200 {"status":"ok"} while the process runs (liveness)
//   GET /readyz   each remote's state, from its circuit breaker and what the cache can serve:
//                   ok     no failure since its last success (or not asked yet)
//                   stale  failing (unreachable, hanging, 5xx, or answering garbage), still serving
//                          last good fragments (no older than maxStale)
//                   down   failing, with no fragment left to serve: its pages show the fallback
//                 ageS is the age in seconds of the oldest fragment served; lastError the last failure.
//                 HTTP 200 when every remote is ok or stale, 503 when any is down, or when no
//                 remote is configured at all (status "no-remotes": REMOTES_CONFIG never read). A stale site is
//                 still a working site; a down remote means some pages show only the fallback, so
//                 another instance that still has content (or a restart) is the better choice.
// Each change of a remote's state is logged once.

/** @typedef {{ status: 'ok' | 'stale' | 'down', ageS: number | null, lastError: string | null }} RemoteState */

/**
 * A remote's state, from its breaker snapshot and the ages (ms) of its servable fragments.
 * @param {Pick<import('./circuitBreaker').BreakerSnapshot, 'failing' | 'lastError'>} breaker
 * @param {number[]} ages
 * @returns {RemoteState}
 */
function remoteState(breaker, ages) {
  const ageS = ages.length ? Math.round(Math.max(...ages) / 1000) : null;
  const lastError = breaker.lastError;
  if (!breaker.failing) return { status: 'ok', ageS, lastError };
  return ages.length ? { status: 'stale', ageS, lastError } : { status: 'down', ageS: null, lastError };
}

/**
 * @param {{ names: () => string[], breakers: Pick<import('./circuitBreaker').Breakers, 'get'>,
 *   fragments: Pick<import('./fragmentCache').FragmentCache, 'probe' | 'servableAges'>,
 *   logger?: Pick<import('pino').Logger, 'info' | 'warn'> }} o
 */
function createRemoteHealth({ names, breakers, fragments, logger }) {
  /** @type {Map<string, RemoteState['status']>} */
  const logged = new Map(); // remote → last logged status

  /** The remote's state now; logs it when it changed since the last look. @param {string} name */
  function observe(name) {
    const state = remoteState(breakers.get(name).snapshot(), fragments.servableAges(name));
    const before = logged.get(name) || 'ok';
    if (state.status !== before) {
      const level = state.status === 'ok' ? 'info' : 'warn';
      logger?.[level](
        { remote: name, from: before, to: state.status, ageS: state.ageS, lastError: state.lastError },
        'remote state changed',
      );
    }
    logged.set(name, state.status);
    return state;
  }

  return {
    observe,
    /** { httpStatus, body } for /readyz; also starts a due probe of each failing remote. */
    readiness() {
      /** @type {Record<string, RemoteState>} */
      const remotes = {};
      for (const name of names()) {
        fragments.probe(name);
        remotes[name] = observe(name);
      }
      // No remote at all: the configuration was never readable (REMOTES_CONFIG), and every island
      // shows its fallback; not a node to send visitors to.
      if (!Object.keys(remotes).length) return { httpStatus: 503, body: { status: 'no-remotes', remotes } };
      const down = Object.values(remotes).some((r) => r.status === 'down');
      return { httpStatus: down ? 503 : 200, body: { status: down ? 'degraded' : 'ready', remotes } };
    },
    /** The configuration changed: every remote starts again as ok, without a log line. */
    reset: () => logged.clear(),
  };
}

module.exports = { remoteState, createRemoteHealth };
