// @ts-check
// Beacons per client: a token bucket per client key (its address), refilled at `perMinute` up to
// `burst`. Bounded memory: at most `maxClients` buckets; when full, the buckets that have refilled
// completely (idle clients) are dropped first, then the oldest. Pure apart from the clock passed in.

/**
 * @param {{ perMinute: number, burst: number, maxClients?: number, now?: () => number }} o
 */
function createRateLimit({ perMinute, burst, maxClients = 10000, now = Date.now }) {
  const ratePerMs = perMinute / 60000;
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();

  /** @param {{ tokens: number, at: number }} bucket @param {number} t  now */
  function refill(bucket, t) {
    bucket.tokens = Math.min(burst, bucket.tokens + (t - bucket.at) * ratePerMs);
    bucket.at = t;
  }

  /** @param {number} t  now */
  function makeRoom(t) {
    for (const [key, bucket] of buckets) {
      refill(bucket, t);
      if (bucket.tokens >= burst) buckets.delete(key);
    }
    // Still full: drop the oldest (Map keeps insertion order).
    for (const key of buckets.keys()) {
      if (buckets.size < maxClients) break;
      buckets.delete(key);
    }
  }

  return {
    /** True when `client` may send one more beacon now (and counts it). */
    allow(/** @type {string} */ client) {
      const t = now();
      let bucket = buckets.get(client);
      if (!bucket) {
        if (buckets.size >= maxClients) makeRoom(t);
        bucket = { tokens: burst, at: t };
        buckets.set(client, bucket);
      } else refill(bucket, t);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    /** How many clients are tracked (for tests and the log). */
    size: () => buckets.size,
  };
}

module.exports = { createRateLimit };
