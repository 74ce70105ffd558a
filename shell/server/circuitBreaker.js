// One circuit breaker per remote, so a remote that hangs or breaks costs at most one timeout per
// short window instead of one per request.
//   closed  requests go to the remote
//   open    (after any failure) requests are answered at once without the remote (stale content
//           or the fallback); one probe per `retryMs` window may go to the remote, and the first
//           success closes the breaker again
// The clock is injected (`now`) so tests need no real waiting.

/**
 * @param {{ retryMs?: number, now?: () => number, onChange?: (name: string, state: 'open' | 'closed', error: string | null) => void }} [options]
 */
function createBreakers({ retryMs = 5000, now = Date.now, onChange = () => {} } = {}) {
  let breakers = new Map();

  function create(name) {
    /** @type {{ open: boolean, probing: boolean, nextProbeAt: number, lastError: string | null, lastFailureAt: number | null, lastSuccessAt: number | null }} */
    const s = { open: false, probing: false, nextProbeAt: 0, lastError: null, lastFailureAt: null, lastSuccessAt: null };
    return {
      name,
      get isOpen() {
        return s.open;
      },
      /** May a request go to the remote now? Always when closed; when open, one probe per window. */
      allow() {
        if (!s.open) return true;
        if (s.probing || now() < s.nextProbeAt) return false;
        s.probing = true;
        s.nextProbeAt = now() + retryMs;
        return true;
      },
      success() {
        s.probing = false;
        s.lastSuccessAt = now();
        if (s.open) {
          s.open = false;
          onChange(name, 'closed', null);
        }
      },
      failure(error) {
        s.probing = false;
        s.lastError = String((error && error.message) || error);
        s.lastFailureAt = now();
        s.nextProbeAt = now() + retryMs;
        if (!s.open) {
          s.open = true;
          onChange(name, 'open', s.lastError);
        }
      },
      snapshot: () => ({ open: s.open, lastError: s.lastError, lastFailureAt: s.lastFailureAt, lastSuccessAt: s.lastSuccessAt }),
    };
  }

  return {
    /** The breaker of one remote (created closed on first use). */
    get(name) {
      if (!breakers.has(name)) breakers.set(name, create(name));
      return breakers.get(name);
    },
    /** Forget every breaker (the remotes configuration changed: new addresses get a clean start). */
    reset() {
      breakers = new Map();
    },
  };
}

module.exports = { createBreakers };
