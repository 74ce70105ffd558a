/** @jest-environment node */
import zlib from 'zlib';
import { createPageCache, pageKey } from './pageCache';

describe('page cache', () => {
  afterEach(() => jest.restoreAllMocks());

  it('composes and compresses a page once per distinct content', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompress');
    const gzip = jest.spyOn(zlib, 'gzip');
    const cache = createPageCache();
    const compose = jest.fn(() => '<p>página</p>'.repeat(50));
    const key = pageKey('r1', 'dtf.html', 1, ['remotes', 'abc']);
    for (let i = 0; i < 3; i++) {
      const page = cache.page(key, compose);
      expect(zlib.brotliDecompressSync(await cache.body(page, 'br')).toString()).toBe(compose.mock.results[0].value);
      expect(zlib.gunzipSync(await cache.body(page, 'gzip')).toString()).toBe(compose.mock.results[0].value);
      expect((await cache.body(page, null)).toString()).toBe(compose.mock.results[0].value);
    }
    expect(compose).toHaveBeenCalledTimes(1);
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(gzip).toHaveBeenCalledTimes(1);
  });

  it('keys pages by shell release, template, config version and every include', () => {
    const keys = [
      pageKey('r1', 'a.html', 1, ['x', null]),
      pageKey('r1', 'b.html', 1, ['x', null]),
      pageKey('r1', 'a.html', 2, ['x', null]),
      pageKey('r1', 'a.html', 1, ['x', 'y']),
      pageKey('r1', 'a.html', 1, ['x', '-x']),
      pageKey('r2', 'a.html', 1, ['x', null]),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(pageKey('r1', 'a.html', 1, ['x', null])).toBe(keys[0]);
  });

  it('drops the least recently used page beyond its size', () => {
    const cache = createPageCache({ maxEntries: 2 });
    const compose = jest.fn(() => 'x');
    cache.page('a', compose);
    cache.page('b', compose);
    cache.page('a', compose); // a is now the most recent
    cache.page('c', compose); // b goes
    expect(cache.size).toBe(2);
    expect(compose).toHaveBeenCalledTimes(3);
    cache.page('a', compose);
    expect(compose).toHaveBeenCalledTimes(3);
    cache.page('b', compose);
    expect(compose).toHaveBeenCalledTimes(4);
  });
});
