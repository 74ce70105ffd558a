/** @jest-environment node */
import { serverSettings } from './settings';

describe('server settings', () => {
  it('defaults: fragment timings from the cache policy, 2 s timeout, 5 s retry window, 10 s shutdown, preload hints off', () => {
    expect(serverSettings({}, {})).toEqual({
      freshMs: 5000,
      swrMs: 60000,
      maxStaleMs: 86400000,
      timeoutMs: 2000,
      maxFragmentBytes: 2097152,
      retryMs: 5000,
      pageCacheEntries: 100,
      shutdownTimeoutMs: 10000,
      preloadHints: false,
    });
  });

  it('the Link preload hints are off unless PRELOAD_HINTS=1; anything but yes/no is refused by name', () => {
    expect(serverSettings({}, {}).preloadHints).toBe(false);
    expect(serverSettings({}, { PRELOAD_HINTS: '1' }).preloadHints).toBe(true);
    expect(serverSettings({}, { PRELOAD_HINTS: '0' }).preloadHints).toBe(false);
    expect(() => serverSettings({}, { PRELOAD_HINTS: 'maybe' })).toThrow(/PRELOAD_HINTS/);
  });

  it('reads the environment; options win', () => {
    const env = {
      FRAGMENT_FRESH_S: '2',
      FRAGMENT_MAX_STALE_S: '600',
      FRAGMENT_TIMEOUT_MS: '500',
      REMOTE_RETRY_MS: '1000',
      SHUTDOWN_TIMEOUT_MS: '3000',
    };
    expect(serverSettings({}, env)).toMatchObject({
      freshMs: 2000,
      maxStaleMs: 600000,
      timeoutMs: 500,
      retryMs: 1000,
      shutdownTimeoutMs: 3000,
    });
    // The older FRAGMENT_TTL_MS name is gone: FRAGMENT_FRESH_S is the one setting.
    expect(serverSettings({}, { ...env, FRAGMENT_TTL_MS: '1000' }).freshMs).toBe(2000);
    expect(serverSettings({ freshMs: 60, timeoutMs: 10 }, env)).toMatchObject({
      freshMs: 60,
      timeoutMs: 10,
    });
  });

  it('refuses a page cache of no page or of part of one, naming the setting', () => {
    expect(() => serverSettings({}, { PAGE_CACHE_ENTRIES: '0' })).toThrow(
      'PAGE_CACHE_ENTRIES must be a whole number ≥ 1, got "0"',
    );
    expect(() => serverSettings({}, { PAGE_CACHE_ENTRIES: '2.5' })).toThrow(
      /PAGE_CACHE_ENTRIES must be a whole number/,
    );
    expect(serverSettings({}, { PAGE_CACHE_ENTRIES: '1' }).pageCacheEntries).toBe(1);
  });

  it('refuses a value that is not a number', () => {
    expect(() => serverSettings({}, { FRAGMENT_TIMEOUT_MS: 'soon' })).toThrow(
      'FRAGMENT_TIMEOUT_MS must be a number ≥ 0, got "soon"',
    );
  });
});
