/** @jest-environment node */
// The route table and the remotes' exposes must agree at build time: a route whose module its
// remote does not expose would be refused at deploy (releases/contract.js) — catch it here first.
import fs from 'node:fs';
import path from 'node:path';
import { ROUTES, type RemoteName } from './routeTable';

const ROOT = path.resolve(__dirname, '../../..');
const REMOTES: RemoteName[] = ['prints', 'products', 'uniforms', 'order'];

function remoteConfig(name: RemoteName): { name: string; exposes: Record<string, string> } {
  return jest.requireActual(path.join(ROOT, `mf-${name}`, 'federation.config.js'));
}

describe('route table ↔ remotes’ exposes', () => {
  const remoteRoutes = ROUTES.flatMap((r) =>
    r.render.kind === 'remote' ? [{ path: r.path, remote: r.render.remote, module: r.render.module }] : [],
  );

  it.each(REMOTES)('%s: its federation.config.js names itself and exposes existing page files', (name) => {
    const cfg = remoteConfig(name);
    expect(cfg.name).toBe(name);
    for (const [expose, file] of Object.entries(cfg.exposes)) {
      expect(expose).toMatch(/^[A-Z]\w*Page$/);
      expect(fs.existsSync(path.join(ROOT, `mf-${name}`, file))).toBe(true);
    }
  });

  it.each(remoteRoutes.map((r) => [r.path, r.remote, r.module]))(
    '%s needs %s/%s, which that remote exposes',
    (_path, remote, module) => {
      expect(Object.keys(remoteConfig(remote as RemoteName).exposes)).toContain(module);
    },
  );

  it('every remote in the table is a known remote', () => {
    expect(REMOTES).toEqual(expect.arrayContaining([...new Set(remoteRoutes.map((r) => r.remote))]));
  });
});
