const { createFragmentCache } = require('./fragmentCache');

const ok = (body: string) => ({ ok: true, status: 200, text: async () => body });
const island = (t: string) => `<div data-island="prints/DtfPage">${t}</div>`;

describe('fragment cache', () => {
  let now = 1000;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('serves a fresh copy, then stale while refreshing, then the new one', async () => {
    const fetchImpl = jest.fn().mockResolvedValueOnce(ok(island('v1'))).mockResolvedValueOnce(ok(island('v2')));
    const cache = createFragmentCache({ ttlMs: 100, fetchImpl });
    expect(await cache.get('u')).toBe(island('v1'));
    now += 50;
    expect(await cache.get('u')).toBe(island('v1'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now += 100;
    expect(await cache.get('u')).toBe(island('v1')); // stale, refresh started
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('u')).toBe(island('v2'));
  });

  it('keeps the last good fragment when the remote goes down', async () => {
    const fetchImpl = jest.fn().mockResolvedValueOnce(ok(island('v1'))).mockRejectedValue(new Error('ECONNREFUSED'));
    const cache = createFragmentCache({ ttlMs: 10, fetchImpl });
    await cache.get('u');
    now += 100;
    expect(await cache.get('u')).toBe(island('v1'));
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('u')).toBe(island('v1'));
  });

  it('returns null when there never was a fragment, or the answer is not one', async () => {
    const cache = createFragmentCache({ fetchImpl: jest.fn().mockRejectedValue(new Error('down')) });
    expect(await cache.get('u')).toBeNull();
    const cache2 = createFragmentCache({ fetchImpl: jest.fn().mockResolvedValue(ok('<html>error page</html>')) });
    expect(await cache2.get('u')).toBeNull();
    const cache3 = createFragmentCache({ fetchImpl: jest.fn().mockResolvedValue({ ok: false, status: 500, text: async () => '' }) });
    expect(await cache3.get('u')).toBeNull();
  });
});
