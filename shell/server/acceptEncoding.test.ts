/** @jest-environment node */
import { negotiateEncoding, parseAcceptEncoding } from './acceptEncoding';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip;q=0.5', 'gzip'],
    ['br;q=0', null],
    ['gzip;q=0, br;q=0', null],
    ['gzip;q=1, br;q=0.8', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['*;q=0', null],
    ['identity', null],
    ['identity;q=1, br;q=0.5', null],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=2, gzip', 'gzip'], // an invalid q leaves the entry out
    ['', null],
    [undefined, null],
  ])('%j → %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('parses q-values', () => {
    expect(Object.fromEntries(parseAcceptEncoding('br;q=0.25, gzip , deflate;q=0'))).toEqual({
      br: 0.25,
      gzip: 1,
      deflate: 0,
    });
  });
});
