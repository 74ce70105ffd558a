/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { APPS, REMOTES, REMOTE_NAMES, appNamed, cssKeyOf } from './apps';

const ROOT = path.resolve(__dirname, '../../..');

describe('the apps table', () => {
  it('has one row per app folder, with unique names, css keys and ports', () => {
    for (const key of ['name', 'dir', 'cssKey', 'port'] as const)
      expect(new Set(APPS.map((a) => a[key])).size).toBe(APPS.length);
    for (const app of APPS) expect(fs.existsSync(path.join(ROOT, app.dir, 'package.json'))).toBe(true);
    expect(REMOTE_NAMES).toEqual(['prints', 'products', 'uniforms', 'order']);
    expect(REMOTES.map((r) => r.dir)).toEqual(REMOTE_NAMES.map((n) => `mf-${n}`));
  });

  it('gives each app an emotion key emotion accepts', () => {
    for (const app of APPS) expect(app.cssKey).toMatch(/^[a-z-]+$/);
  });

  it.each(REMOTE_NAMES)("is what %s's federation.config.js says", (name) => {
    const config = jest.requireActual(path.join(ROOT, appNamed(name).dir, 'federation.config.js'));
    const { dir: _dir, ...row } = appNamed(name);
    expect(config).toMatchObject(row);
  });

  it('answers by name', () => {
    expect(appNamed('shell').port).toBe(3000);
    expect(cssKeyOf('products')).toBe('prd');
    expect(cssKeyOf('nope')).toBeUndefined();
    expect(() => appNamed('nope' as 'shell')).toThrow('unknown app "nope"');
  });
});
