/** @jest-environment node */
import { createRateLimit } from './rateLimit';

describe('the beacons rate per client', () => {
  it('allows a burst, then the rate, per client', () => {
    let t = 0;
    const limit = createRateLimit({ perMinute: 60, burst: 3, now: () => t });
    expect([1, 2, 3, 4].map(() => limit.allow('a'))).toEqual([true, true, true, false]);
    expect(limit.allow('b')).toBe(true); // another client has its own bucket
    t += 1000; // one per second refills
    expect(limit.allow('a')).toBe(true);
    expect(limit.allow('a')).toBe(false);
    t += 60000; // never above the burst
    expect([1, 2, 3, 4].map(() => limit.allow('a'))).toEqual([true, true, true, false]);
  });

  it('keeps at most maxClients buckets, dropping idle ones first', () => {
    let t = 0;
    const limit = createRateLimit({ perMinute: 60, burst: 2, maxClients: 3, now: () => t });
    limit.allow('busy');
    limit.allow('busy');
    limit.allow('idle1');
    limit.allow('idle2');
    t += 5000; // idle ones refill; busy has spent its burst and refilled too
    limit.allow('new');
    expect(limit.size()).toBeLessThanOrEqual(3);
    // A busy client that was dropped starts again with a full bucket: never worse than allowed.
    expect(limit.allow('new')).toBe(true);
    expect(limit.allow('new')).toBe(false);
  });
});
