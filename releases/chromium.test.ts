/** @jest-environment node */
// Which Chromium the tests and the measuring scripts launch (chromium.js).
import fs from 'node:fs';
import { chromiumPath } from './chromium';

describe('chromiumPath', () => {
  const installed = (paths: string[]) =>
    jest.spyOn(fs, 'existsSync').mockImplementation((p) => paths.includes(String(p)));
  afterEach(() => jest.restoreAllMocks());

  it('tests run the headless shell when it is installed; measuring runs the full browser', () => {
    installed(['/usr/bin/chromium', '/usr/bin/chromium-headless-shell']);
    expect(chromiumPath({}, { forTests: true })).toBe('/usr/bin/chromium-headless-shell');
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
  });

  it('without the headless shell the tests run the full browser; with neither, Playwright its own', () => {
    installed(['/usr/bin/chromium']);
    expect(chromiumPath({}, { forTests: true })).toBe('/usr/bin/chromium');
    installed([]);
    expect(chromiumPath({}, { forTests: true })).toBeUndefined();
  });

  it('CHROMIUM_PATH wins for both', () => {
    installed(['/usr/bin/chromium', '/usr/bin/chromium-headless-shell']);
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(chromiumPath(env, { forTests: true })).toBe('/opt/chrome/chrome');
    expect(chromiumPath(env)).toBe('/opt/chrome/chrome');
  });
});
