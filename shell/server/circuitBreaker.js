// One circuit breaker per remote, so a remote that hangs or breaks costs at most one timeout per
// short window instead of one per request.
//   closed  requests go to the remote
//   open    (after any failure) requests are answered at once without the remote (stale content
//           or the fallback); one probe per `retryMs` window may go to the remote, and the first
//           success closes the breaker again
// The clock is injected (`now`) so tests need no real waiting.

/** @typedef {'open' | 'closed' | 'answering' | 'wrong answer'} BreakerChange */
/** @typedef {ReturnType<typeof createBreakers>} Breakers */
/** @typedef {ReturnType<Breakers['get']>} Breaker  one remote's breaker */
/** @typedef {ReturnType<Breaker['snapshot']>} BreakerSnapshot */

/**
 * What a failure says: its message, else the value itself (whatever was thrown or rejected).
 * @param {unknown} error
 */
const failureText = (error) =>
  String((typeof error === 'object' && error !== null && 'message' in error && error.message) || error);

/**
 * @param {{ retryMs?: number, now?: () => number, onChange?: (name: string, state: BreakerChange, error: string | null) => void }} [options]
 */
function createBreakers({ retryMs = 5000, now = Date.now, onChange = () => {} } = {}) {
  /** @type {Map<string, ReturnType<typeof create>>} */
  let breakers = new Map();

  /** @param {string} name */
  function create(name) {
    /** @type {{ open: boolean, probing: boolean, nextProbeAt: number, wrongAnswer: boolean, lastError: string | null, lastFailureAt: number | null, lastSuccessAt: number | null }} */
    const s = {
      open: false,
      probing: false,
      nextProbeAt: 0,
      wrongAnswer: false,
      lastError: null,
      lastFailureAt: null,
      lastSuccessAt: null,
    };
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
        if (s.wrongAnswer) {
          s.wrongAnswer = false;
          if (!s.open) onChange(name, 'answering', null);
        }
        if (s.open) {
          s.open = false;
          onChange(name, 'closed', null);
        }
      },
      /** @param {unknown} error */
      failure(error) {
        s.probing = false;
        s.lastError = failureText(error);
        s.lastFailureAt = now();
        s.nextProbeAt = now() + retryMs;
        if (!s.open) {
          s.open = true;
          onChange(name, 'open', s.lastError);
        }
      },
      /**
       * The remote answered, but not with what was asked (garbage instead of a fragment): it is up,
       * so the breaker stays closed (its files still pass), yet it is failing until its next success.
       * @param {unknown} error
       */
      wrongAnswer(error) {
        s.probing = false;
        s.lastError = failureText(error);
        s.lastFailureAt = now();
        if (!s.wrongAnswer) {
          s.wrongAnswer = true;
          onChange(name, 'wrong answer', s.lastError);
        }
      },
      snapshot: () => ({
        open: s.open,
        failing: s.open || s.wrongAnswer,
        lastError: s.lastError,
        lastFailureAt: s.lastFailureAt,
        lastSuccessAt: s.lastSuccessAt,
      }),
    };
  }

  return {
    /** The breaker of one remote (created closed on first use). @param {string} name */
    get(name) {
      let breaker = breakers.get(name);
      if (!breaker) breakers.set(name, (breaker = create(name)));
      return breaker;
    },
    /** Forget every breaker (the remotes configuration changed: new addresses get a clean start). */
    reset() {
      breakers = new Map();
    },
  };
}

module.exports = { createBreakers };
