/** @jest-environment node */
import { cacheControlFor, fragmentTimings } from './cache-policy';

describe('cacheControlFor', () => {
  it('hashed chunks are immutable, fragments stale-while-revalidate with a bounded stale age, the rest revalidates', () => {
    expect(cacheControlFor('/prints.0123456789.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/fragments/DtfPage.html')).toBe(
      'public, max-age=5, stale-while-revalidate=60, stale-if-error=86400',
    );
    expect(cacheControlFor('/og/items/polo-1.0123456789.png')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/og/PolosPage.png')).toBe('no-cache');
    expect(cacheControlFor('/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
  });
  it('takes fragment timings from the environment and names a bad setting', () => {
    expect(fragmentTimings({ FRAGMENT_FRESH_S: '2', FRAGMENT_MAX_STALE_S: '600' })).toEqual({
      fresh: 2,
      staleWhileRevalidate: 60,
      maxStale: 600,
    });
    expect(() => fragmentTimings({ FRAGMENT_SWR_S: 'soon' })).toThrow(
      'FRAGMENT_SWR_S must be a number of seconds ≥ 0, got "soon"',
    );
  });
});
