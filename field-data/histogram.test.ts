/** @jest-environment node */
import { bucketOf, valueOfBucket, percentile } from './histogram';

/** The exact p-th percentile by nearest rank (the definition `percentile` approximates). */
function exactPercentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(p * sorted.length) - 1];
}

function histogramOf(name: string, values: number[]) {
  const buckets = new Map<number, number>();
  for (const value of values) {
    const bucket = bucketOf(name, value) as number;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
  }
  return buckets;
}

/** Deterministic pseudo-random numbers (a small LCG), so a failure can be reproduced. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('bucketOf / valueOfBucket', () => {
  it('keeps every value within 5% of its bucket’s value, for ms vitals and CLS', () => {
    for (const [name, from, to] of [
      ['LCP', 1, 600_000],
      ['INP', 8, 10_000],
      ['TTFB', 0.5, 60_000],
      ['CLS', 0.0001, 10],
    ] as const) {
      for (let value = from; value <= to; value *= 1.013) {
        const represented = valueOfBucket(name, bucketOf(name, value) as number);
        expect(Math.abs(represented - value) / value).toBeLessThanOrEqual(0.05);
      }
    }
  });

  it('puts 0 (a CLS of 0) in bucket 0, which stands for 0', () => {
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketOf('TTFB', -1)).toBe(0);
    expect(valueOfBucket('CLS', 0)).toBe(0);
  });

  it('grows with the value, about 140 buckets from 1 ms to 10 minutes', () => {
    expect(bucketOf('LCP', 2000)).toBeGreaterThan(bucketOf('LCP', 1000) as number);
    const span = (bucketOf('LCP', 600_000) as number) - (bucketOf('LCP', 1) as number);
    expect(span).toBeGreaterThan(130);
    expect(span).toBeLessThan(150);
  });

  it('has no bucket for what is not a vital', () => {
    expect(bucketOf('FID', 100)).toBeNull();
    expect(bucketOf('LCP', Number.NaN)).toBeNull();
    expect(() => valueOfBucket('FID', 3)).toThrow(/FID/);
  });
});

describe('percentile', () => {
  it('gives the p75 of known samples within 5% of the exact p75', () => {
    const next = random(42);
    for (const [name, scale] of [
      ['LCP', 2500],
      ['INP', 200],
      ['CLS', 0.1],
    ] as const) {
      // Log-normal-ish, like real vitals: most near `scale`, a long tail.
      const values = Array.from({ length: 5000 }, () => scale * Math.exp((next() - 0.5) * 3));
      const exact = exactPercentile(values, 0.75);
      const estimate = percentile(histogramOf(name, values), 0.75) as number;
      expect(Math.abs(estimate - exact) / exact).toBeLessThanOrEqual(0.05);
    }
  });

  it('is exact in rank for a small histogram, from a Map or from [bucket, count] pairs', () => {
    const values = [100, 200, 300, 400];
    const histogram = histogramOf('INP', values);
    const p75 = percentile(histogram, 0.75) as number;
    expect(Math.abs(p75 - 300) / 300).toBeLessThanOrEqual(0.05);
    expect(percentile([...histogram.entries()], 0.75)).toBe(p75);
    expect(Math.abs((percentile(histogram, 1) as number) - 400) / 400).toBeLessThanOrEqual(0.05);
  });

  it('adds up: the percentile of two histograms summed is that of all their samples', () => {
    const a = [120, 80, 400, 35];
    const b = [900, 60, 75];
    const sum = new Map(histogramOf('INP', a));
    for (const [bucket, count] of histogramOf('INP', b)) sum.set(bucket, (sum.get(bucket) ?? 0) + count);
    expect(percentile(sum, 0.75)).toBe(percentile(histogramOf('INP', [...a, ...b]), 0.75));
  });

  it('is null for an empty histogram', () => {
    expect(percentile(new Map(), 0.75)).toBeNull();
    expect(percentile([], 0.75)).toBeNull();
    expect(percentile([[12, 0]], 0.75)).toBeNull();
  });

  it('refuses a p outside (0, 1]', () => {
    expect(() => percentile([[1, 1]], 75)).toThrow(RangeError);
    expect(() => percentile([[1, 1]], 0)).toThrow(RangeError);
  });
});
