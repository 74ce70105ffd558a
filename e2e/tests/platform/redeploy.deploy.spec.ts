import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { ROOT, TMP, buildRemoteAsync, copyRemoteSources, serveRemote } from '../../support/variants';
import { BUILD_ATTR, PORT_OFFSET, openPage, islandState } from '../../support/site';
import { DESTRUCTIVE, NEEDS_LOCAL_SERVERS } from '../../support/tags';
import { requireOwnServers } from '../../support/environment';

test.describe('platform: redeploy', { tag: [NEEDS_LOCAL_SERVERS, DESTRUCTIVE] }, () => {
  // A remote team redeploys alone: mf-prints is rebuilt with changed text and published at a new
  // address; the running shell (not rebuilt, not restarted) only gets its remote config updated.
  requireOwnServers('rebuilds a remote and restarts the servers it started');
  test.setTimeout(240_000);

  const ORIGINAL = 'Estampamos tus diseños a todo color';
  const CHANGED = 'Versión redesplegada: estampamos tus diseños a todo color';

  test('a remote rebuilt alone is seen by the unchanged running shell: new fragment and new code', async ({ page }) => {
    const copy = path.join(TMP, 'mf-prints-v2');
    copyRemoteSources('mf-prints', copy);
    const dataFile = path.join(copy, 'src/features/dtf/data.ts');
    const source = fs.readFileSync(dataFile, 'utf8');
    expect(source, 'the DTF hero text this test changes').toContain(ORIGINAL);
    fs.writeFileSync(dataFile, source.replace(ORIGINAL, CHANGED));
    const dist = path.join(copy, 'dist');
    await buildRemoteAsync(copy, dist, 'production');
    const newBuild = JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8')).buildId as string;

    const port = 3050 + PORT_OFFSET;
    const server: Server = await serveRemote(path.join(dist, 'client'), port, 'prints');
    const configFile = path.join(ROOT, '.serve', `remotes-${3000 + PORT_OFFSET}.json`);
    const before = fs.readFileSync(configFile, 'utf8');
    try {
      await openPage(page, '/impresiones/dtf');
      await expect(page.getByText(CHANGED)).toHaveCount(0);

      fs.writeFileSync(
        configFile,
        JSON.stringify({ ...JSON.parse(before), prints: `http://127.0.0.1:${port}` }, null, 2),
      );
      const entries: string[] = [];
      page.on('request', (r) => r.url().endsWith('remoteEntry.js') && entries.push(r.url()));
      await expect(async () => {
        await openPage(page, '/impresiones/dtf');
        await expect(page.getByRole('main')).toContainText(CHANGED, { timeout: 500 });
      }).toPass({ timeout: 20_000 });
      // New fragment (server HTML) and new code (hydrated with the new build's module).
      const html = await (await page.request.get('/impresiones/dtf')).text();
      expect(html).toContain(CHANGED);
      expect(html).toContain(`${BUILD_ATTR}="${newBuild}"`);
      expect(await islandState(page)).toBe('hydrated');
      expect(entries.at(-1)).toBe(`http://127.0.0.1:${port}/remoteEntry.js`);
    } finally {
      fs.writeFileSync(configFile, before);
      server.close();
    }
  });
});
