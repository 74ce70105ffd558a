import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import {
  ROOT,
  TMP,
  buildRemoteAsync,
  buildShellAsync,
  serveRemote,
  createShellServer,
  listen,
  twoAtATime,
} from '../../support/variants';
import {
  ISLAND_STATE_ATTR,
  PORT_OFFSET,
  SHELL_STATE_ATTR,
  islands as islandsOf,
  waitForIslands,
} from '../../support/site';
import { ROUTES } from '../../support/routes';
import { DESTRUCTIVE, NEEDS_LOCAL_SERVERS } from '../../support/tags';
import { requireOwnServers } from '../../support/environment';

test.describe('platform: hydration of a development build', { tag: [NEEDS_LOCAL_SERVERS, DESTRUCTIVE] }, () => {
  // Production React says nothing about hydration mismatches: build every app in development mode
  // and check that each route hydrates without a warning or error.
  requireOwnServers('builds the apps for development and serves them on servers of its own');
  test.setTimeout(600_000);

  const REMOTES = [
    { name: 'prints', dir: 'mf-prints', port: 3060 },
    { name: 'products', dir: 'mf-products', port: 3061 },
    { name: 'uniforms', dir: 'mf-uniforms', port: 3062 },
    { name: 'order', dir: 'mf-order', port: 3063 },
  ].filter((r) => fs.existsSync(path.join(ROOT, r.dir, 'federation.config.js')));

  test('every route hydrates without mismatch warnings on a development build', async ({ page }) => {
    const dev = path.join(TMP, 'dev');
    const servers: Server[] = [];
    const remotes: Record<string, string> = {};
    try {
      await twoAtATime([
        () => buildShellAsync(path.join(dev, 'shell'), 'development'),
        ...REMOTES.map((r) => () => buildRemoteAsync(path.join(ROOT, r.dir), path.join(dev, r.name), 'development')),
      ]);
      for (const r of REMOTES) {
        servers.push(await serveRemote(path.join(dev, r.name, 'client'), r.port + PORT_OFFSET, r.name));
        remotes[r.name] = `http://127.0.0.1:${r.port + PORT_OFFSET}`;
      }
      const configFile = path.join(dev, 'remotes.json');
      fs.writeFileSync(configFile, JSON.stringify(remotes));
      const shellPort = 3065 + PORT_OFFSET;
      servers.push(
        await listen(createShellServer({ dist: path.join(dev, 'shell'), remotesFile: configFile }), shellPort),
      );

      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning')
          problems.push(`${page.url()} ${m.type()}: ${m.text().slice(0, 300)}`);
      });
      page.on('pageerror', (e) => problems.push(`${page.url()} pageerror: ${e.message}`));
      // The contact page's map is a third-party frame: keep it off the network.
      await page.route(/google\.com\/maps/, (r) =>
        r.fulfill({ status: 200, contentType: 'text/html', body: '<title>Mapa</title>' }),
      );
      for (const route of [...ROUTES.map((r) => r.path), '/no-existe']) {
        await page.goto(`http://localhost:${shellPort}${route}`);
        await waitForIslands(page);
        const islands = islandsOf(page);
        if ((await islands.count()) > 0)
          expect(await islands.first().getAttribute(ISLAND_STATE_ATTR), route).toBe('hydrated');
        else await expect(page.locator('#shell-page'), route).toHaveAttribute(SHELL_STATE_ATTR, 'hydrated');
        // Let React report recoverable hydration errors, which it does after committing.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
      }
      // React's development build reports any mismatch as a console error or warning; the 404
      // route's own HTTP status is the one expected network error.
      expect(
        problems.filter(
          (p) =>
            !/Failed to load resource: the server responded with a status of 404/.test(p) || !p.includes('/no-existe'),
        ),
      ).toEqual([]);
    } finally {
      servers.forEach((s) => s.close());
    }
  });
});
