/** @jest-environment node */
// What the nginx configuration reads of the running canaries: the largest percentage in the hosting folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canaryPercent, largestCanary, writeCanary, clearCanary } from './canary';

describe('largestCanary', () => {
  const hosting = fs.mkdtempSync(path.join(os.tmpdir(), 'canaries-'));
  afterAll(() => fs.rmSync(hosting, { recursive: true, force: true }));

  it('is 0 with no canary, or no hosting folder at all', () => {
    fs.mkdirSync(path.join(hosting, 'prints'), { recursive: true });
    expect(largestCanary(hosting)).toEqual({ percent: 0, errors: [] });
    expect(largestCanary(path.join(hosting, 'missing'))).toEqual({ percent: 0, errors: [] });
  });

  it('is the largest of the running canaries, and 0 again once they end', () => {
    writeCanary(path.join(hosting, 'prints'), { release: '20261124-120000-prints-b', percent: 10 });
    fs.mkdirSync(path.join(hosting, 'products'), { recursive: true });
    writeCanary(path.join(hosting, 'products'), { release: '20261124-120000-products-b', percent: 25 });
    expect(largestCanary(hosting).percent).toBe(25);
    clearCanary(path.join(hosting, 'products'));
    expect(largestCanary(hosting).percent).toBe(10);
    clearCanary(path.join(hosting, 'prints'));
    expect(largestCanary(hosting).percent).toBe(0);
  });

  it('skips an unreadable canary file and names it', () => {
    fs.writeFileSync(path.join(hosting, 'prints', 'canary.json'), '{ broken');
    const read = largestCanary(hosting);
    expect(read.percent).toBe(0);
    expect(read.errors).toEqual([expect.stringContaining(path.join(hosting, 'prints', 'canary.json'))]);
    fs.rmSync(path.join(hosting, 'prints', 'canary.json'));
  });
});

describe('canaryPercent (the --canary option, read before anything is done)', () => {
  it('takes a whole percentage from 1 to 99', () => {
    expect(canaryPercent('10')).toBe(10);
    expect(canaryPercent(' 99 ')).toBe(99);
  });
  it('refuses anything else, quoting what was given', () => {
    for (const given of ['abc', '0', '100', '10.5', '', '1e1', '-5'])
      expect(() => canaryPercent(given)).toThrow(
        `--canary takes a whole percentage from 1 to 99, got ${JSON.stringify(given)}`,
      );
  });
});
