// @ts-check
// Fixed log-scale histograms of the vitals (pure arithmetic, no I/O).
//
// Percentiles cannot be added up (the p75 of two hours is not a function of their two p75s), but
// histograms can: the store keeps, per hour, how many samples of each vital fell in each bucket,
// adds the counts over any window and reads the percentile off the sum.
//
// One scale for every vital, in the vital's own unit (ms for LCP/INP/FCP/TTFB, a unitless score
// for CLS): bucket 0 holds [0, BASE) and stands for 0 (a CLS of 0, the most common one); bucket
// b ≥ 1 holds [BASE·γ^(b−1), BASE·γ^b) and stands for its geometric middle BASE·γ^(b−½). Every
// value in a bucket is within √γ − 1 ≈ 4.9% of that representative. Being one scale, a bucket
// number means the same value whatever the vital, so `percentile` needs no name. About 140
// buckets span 1 ms to 10 minutes; 0.0001 to 10 of CLS about 120.
const { VITALS } = require('../shared/src/telemetry/events');

/** The ratio between a bucket's upper and lower bounds. */
const GAMMA = 1.1;
/** The smallest value told apart from 0, in the vital's unit (0.0001 of CLS; 0.1 µs of ms vitals). */
const BASE = 1e-4;
const LOG_GAMMA = Math.log(GAMMA);

/** @param {string} name */
function isVital(name) {
  return /** @type {readonly string[]} */ (VITALS).includes(name);
}

/**
 * The bucket a vital's value falls in; null when `name` is not a vital or `value` is not a number.
 * @param {string} name one of VITALS
 * @param {number} value ms (CLS: unitless)
 * @returns {number | null}
 */
function bucketOf(name, value) {
  if (!isVital(name) || typeof value !== 'number' || Number.isNaN(value)) return null;
  if (!(value >= BASE)) return 0;
  return 1 + Math.floor(Math.log(value / BASE) / LOG_GAMMA);
}

/**
 * The value a bucket stands for (within 5% of every value in it); 0 for bucket 0.
 * @param {string} name one of VITALS (the scale is the same for all; the name says the unit)
 * @param {number} bucket
 * @returns {number}
 */
function valueOfBucket(name, bucket) {
  if (!isVital(name)) throw new TypeError(`valueOfBucket: ${JSON.stringify(name)} is not a vital`);
  return bucketValue(bucket);
}

/** @param {number} bucket */
function bucketValue(bucket) {
  return bucket <= 0 ? 0 : BASE * Math.pow(GAMMA, bucket - 0.5);
}

/**
 * The p-th percentile (nearest rank) of a histogram, as its bucket's representative value; null
 * when the histogram is empty.
 * @param {Map<number, number> | Iterable<[number, number]>} buckets bucket → count
 * @param {number} p in (0, 1], e.g. 0.75
 * @returns {number | null}
 */
function percentile(buckets, p) {
  if (!(p > 0 && p <= 1)) throw new RangeError(`percentile: p must be in (0, 1], got ${p}`);
  const sorted = [...buckets].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const [bucket, count] of sorted) {
    seen += count;
    if (seen >= rank) return bucketValue(bucket);
  }
  return bucketValue(sorted[sorted.length - 1][0]);
}

exports.GAMMA = GAMMA;
exports.BASE = BASE;
exports.bucketOf = bucketOf;
exports.valueOfBucket = valueOfBucket;
exports.percentile = percentile;
