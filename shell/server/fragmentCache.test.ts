/** @jest-environment node */
import { createFragmentCache, fragmentProblem } from './fragmentCache';
import { createBreakers } from './circuitBreaker';

const island = (t: string) => `<style>.a{}</style><div data-island="prints/DtfPage">${t}</div>`;
const ok = (body: string) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body });
const flush = () => new Promise((r) => setImmediate(r));

/** A remote whose answers the test releases one by one. */
function controlledRemote() {
  const pending: Array<{ resolve: (v: unknown) => void; reject: (e: Error) => void }> = [];
  const fetchText = jest.fn(() => new Promise((resolve, reject) => pending.push({ resolve, reject })));
  return {
    fetchText,
    answer: (v: unknown) => pending.shift()!.resolve(v),
    fail: (e = new Error('timeout')) => pending.shift()!.reject(e),
    pending,
  };
}

describe('fragment cache', () => {
  let t = 0;
  const now = () => t;
  const logger = { warn: jest.fn() };
  const setup = (fetchText: jest.Mock, o = {}) => {
    const breakers = createBreakers({ now, retryMs: 5000 });
    const cache = createFragmentCache({
      fetchText,
      breakers,
      now,
      logger,
      freshMs: 1000,
      swrMs: 10000,
      maxStaleMs: 60000,
      ...o,
    });
    return { cache, breakers };
  };
  beforeEach(() => {
    t = 1_000_000;
    logger.warn.mockClear();
  });

  it('serves fresh, then stale while one background refresh runs, then the new one', async () => {
    const fetchText = jest
      .fn()
      .mockResolvedValueOnce(ok(island('v1')))
      .mockResolvedValueOnce(ok(island('v2')));
    const { cache } = setup(fetchText);
    expect(await cache.get('u', 'prints')).toMatchObject({ body: island('v1'), state: 'fresh' });
    t += 500;
    expect(await cache.get('u', 'prints')).toMatchObject({ body: island('v1'), state: 'fresh' });
    expect(fetchText).toHaveBeenCalledTimes(1);
    t += 1000;
    expect(await cache.get('u', 'prints')).toMatchObject({ body: island('v1'), state: 'stale', ageMs: 1500 });
    await flush();
    expect(await cache.get('u', 'prints')).toMatchObject({ body: island('v2'), state: 'fresh' });
    expect(fetchText).toHaveBeenCalledTimes(2);
  });

  it('gives each distinct body its own id, the same body the same id', async () => {
    const fetchText = jest
      .fn()
      .mockResolvedValueOnce(ok(island('v1')))
      .mockResolvedValueOnce(ok(island('v1')))
      .mockResolvedValueOnce(ok(island('v2')));
    const { cache } = setup(fetchText, { freshMs: 0, swrMs: 0 });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await cache.get('u', 'prints')).id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('makes one upstream request for many simultaneous requests of one fragment', async () => {
    const remote = controlledRemote();
    const { cache } = setup(remote.fetchText);
    const all = Promise.all(Array.from({ length: 20 }, () => cache.get('u', 'prints')));
    remote.answer(ok(island('v1')));
    expect((await all).every((r) => r.body === island('v1'))).toBe(true);
    expect(remote.fetchText).toHaveBeenCalledTimes(1);
  });

  it('a failing remote opens its breaker: answers at once without it, one probe per window', async () => {
    const remote = controlledRemote();
    const { cache, breakers } = setup(remote.fetchText);
    const first = cache.get('u', 'prints');
    remote.fail(new Error('no answer within 2000 ms'));
    expect(await first).toMatchObject({ body: null, state: 'missing' });
    expect(breakers.get('prints').isOpen).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'prints', url: 'u', error: 'no answer within 2000 ms' }),
      'fragment fetch failed',
    );
    // Many requests in the window: none waits, none reaches the remote.
    for (let i = 0; i < 10; i++)
      expect(await cache.get(i % 2 ? 'u' : 'other', 'prints')).toMatchObject({ state: 'missing' });
    expect(remote.fetchText).toHaveBeenCalledTimes(1);
    // The window passes: one background probe, while requests still answer at once.
    t += 5000;
    expect(await cache.get('u', 'prints')).toMatchObject({ state: 'missing' });
    expect(await cache.get('u', 'prints')).toMatchObject({ state: 'missing' });
    expect(remote.fetchText).toHaveBeenCalledTimes(2);
    remote.answer(ok(island('back')));
    await flush();
    expect(breakers.get('prints').isOpen).toBe(false);
    expect(await cache.get('u', 'prints')).toMatchObject({ body: island('back'), state: 'fresh' });
    expect(remote.pending).toHaveLength(0);
  });

  it('serves the last good fragment while the remote is down, up to the max stale age, then the fallback', async () => {
    const fetchText = jest
      .fn()
      .mockResolvedValueOnce(ok(island('v1')))
      .mockRejectedValue(new Error('ECONNREFUSED'));
    const { cache } = setup(fetchText);
    await cache.get('u', 'prints');
    t += 30000; // past fresh + swr: refreshed first, stale when that fails
    expect(await cache.get('u', 'prints')).toMatchObject({ body: island('v1'), state: 'stale' });
    t += 29000;
    expect(await cache.get('u', 'prints')).toMatchObject({ body: island('v1'), state: 'stale', ageMs: 59000 });
    t += 1001;
    expect(await cache.get('u', 'prints')).toMatchObject({ body: null, state: 'missing' });
    expect(cache.servableAges('prints')).toEqual([]);
  });

  it('refreshes before answering once a fragment is past fresh + stale-while-revalidate', async () => {
    const remote = controlledRemote();
    const { cache } = setup(remote.fetchText);
    const first = cache.get('u', 'prints');
    remote.answer(ok(island('v1')));
    await first;
    t += 20000;
    const second = cache.get('u', 'prints');
    remote.answer(ok(island('v2')));
    expect(await second).toMatchObject({ body: island('v2'), state: 'fresh' });
  });

  it.each([
    ['an HTTP error', { status: 500, headers: { 'content-type': 'text/html' }, body: island('x') }, true],
    ['a missing fragment', { status: 404, headers: { 'content-type': 'text/plain' }, body: 'No encontrado' }, false],
    [
      'an HTML error page',
      ok('<!DOCTYPE html><html><body>502 Bad Gateway <div data-island="x"></div></body></html>'),
      false,
    ],
    ['a body without the island marker', ok('<p>mantenimiento</p>'), false],
    [
      'the wrong content type',
      { status: 200, headers: { 'content-type': 'application/json' }, body: island('x') },
      false,
    ],
  ])(
    'treats %s as a failure: never in the page, stale kept; only a 5xx opens the breaker',
    async (_name, garbage, opens) => {
      const fetchText = jest
        .fn()
        .mockResolvedValueOnce(ok(island('v1')))
        .mockResolvedValue(garbage);
      const { cache, breakers } = setup(fetchText);
      await cache.get('u', 'prints');
      t += 30000;
      expect(await cache.get('u', 'prints')).toMatchObject({ body: island('v1'), state: 'stale' });
      // A remote that answers is up: its breaker (which also guards its files) opens only when it fails.
      expect(breakers.get('prints').isOpen).toBe(opens);
      expect(logger.warn).toHaveBeenCalledTimes(1);
      const fresh = setup(jest.fn().mockResolvedValue(garbage)).cache;
      expect(await fresh.get('u', 'prints')).toMatchObject({ body: null, state: 'missing' });
    },
  );

  it('probe() re-fetches what an open remote was last asked for, once per window', async () => {
    const fetchText = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(ok(island('v1')));
    const { cache, breakers } = setup(fetchText);
    await cache.get('u', 'prints');
    cache.probe('prints');
    expect(fetchText).toHaveBeenCalledTimes(1);
    t += 5000;
    cache.probe('prints');
    cache.probe('prints');
    await flush();
    expect(fetchText).toHaveBeenCalledTimes(2);
    expect(breakers.get('prints').isOpen).toBe(false);
    expect(cache.servableAges('prints')).toEqual([0]);
  });

  it('forgets everything on clear(); a fetch started before lands nowhere', async () => {
    const remote = controlledRemote();
    const { cache } = setup(remote.fetchText);
    const before = cache.get('u', 'prints');
    cache.clear();
    remote.answer(ok(island('old address')));
    await before;
    expect(cache.servableAges('prints')).toEqual([]);
  });
});

describe('fragmentProblem', () => {
  it('accepts a fragment and names what is wrong with anything else', () => {
    expect(fragmentProblem(ok(island('x')))).toBeNull();
    expect(fragmentProblem({ status: 404, headers: {}, body: '' })).toBe('HTTP 404');
    expect(fragmentProblem({ status: 200, headers: {}, body: island('x') })).toMatch(/content type/);
    expect(fragmentProblem(ok('  <html lang="es"><div data-island="x">'))).toMatch(/whole HTML document/);
    expect(fragmentProblem(ok('<div>'))).toBe('no data-island marker');
  });
});
