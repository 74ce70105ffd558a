import { test, expect } from '@playwright/test';
import { FALLBACK_TITLE } from '../../../shared/src/islands/fallbackText';
import fs from 'node:fs';
import path from 'node:path';
import { openPage, islandState, PORT_OFFSET } from '../../support/site';
import { ROUTES } from '../../support/routes';
import { ROOT } from '../../support/variants';
import { NEEDS_LOCAL_SERVERS } from '../../support/tags';
import { requireOwnServers } from '../../support/environment';
import { startTopology } from '../../../production/nginx/topology';

test.describe('platform: the nginx topology', { tag: NEEDS_LOCAL_SERVERS }, () => {
  // The production topology as a visitor meets it (the `tls` project): nginx terminating TLS for the
  // site, each remote on its own HTTPS origin. The project's own topology serves the shared platform
  // specs; these tests stop remotes and move one, so they start a second topology of their own.
  requireOwnServers('starts an nginx topology of its own and stops its remotes');
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(90_000);

  type Topology = Awaited<ReturnType<typeof startTopology>>;

  const FALLBACK = FALLBACK_TITLE;
  const REMOTE_ROUTES = ['prints', 'products', 'uniforms', 'order'].map((name) => ({
    name,
    paths: ROUTES.filter((r) => r.render.kind === 'remote' && r.render.remote === name).map((r) => r.path as string),
  }));

  let topology: Topology;
  // A runtime folder of its own, new each run: nginx keeps its fragment cache on disk, and a page
  // 'never served' must not have been served by an earlier run.
  const runtimeDir = path.join(ROOT, 'e2e/.tmp', `topology-${PORT_OFFSET}`);
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    fs.rmSync(runtimeDir, { recursive: true, force: true });
    topology = await startTopology({
      offset: PORT_OFFSET + 30,
      runtimeDir,
      log: () => {},
      env: { ...process.env, FRAGMENT_FRESH_S: '1', REMOTE_RETRY_MS: '1000' },
    });
  });
  test.afterAll(async () => {
    await topology?.stop();
    fs.rmSync(runtimeDir, { recursive: true, force: true });
  });

  test('plain HTTP answers 301 to the same path over HTTPS', async ({ request }) => {
    const httpUrl = test.info().project.metadata?.httpUrl as string;
    const res = await request.get(`${httpUrl}/impresiones/dtf?x=1`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe(
      `https://localhost:${new URL(test.info().project.use.baseURL!).port}/impresiones/dtf?x=1`,
    );
  });

  for (const { name, paths } of REMOTE_ROUTES) {
    test(`${name} down: its pages keep header, footer and the last good content, a page never served shows the Spanish notice`, async ({
      page,
    }) => {
      const [seen, unseen] = paths;
      await openPage(page, topology.siteUrl + seen); // cached by the site's nginx
      expect(await islandState(page)).toBe('hydrated');
      await topology.stopRemote(name);
      try {
        await openPage(page, topology.siteUrl + seen);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.locator('main h1')).toHaveCount(1);
        await expect(page.locator('main h1')).not.toHaveText(FALLBACK);
        expect(await islandState(page)).toBe('failed'); // its code cannot load: the notice under the content
        await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
        if (unseen) {
          const res = await page.goto(topology.siteUrl + unseen);
          expect(res?.status()).toBe(200);
          await expect(page.getByText(FALLBACK)).toBeVisible();
          await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
        }
      } finally {
        await topology.startRemote(name);
      }
      await expect(async () => {
        await openPage(page, topology.siteUrl + (unseen ?? seen));
        expect(await islandState(page)).toBe('hydrated');
      }).toPass({ timeout: 20_000 });
    });
  }

  test('a remote redeployed at a new HTTPS address is used by the running site: entry, CSP and fragment', async ({
    page,
  }) => {
    const copy = path.join(ROOT, 'e2e/.tmp', `prints-moved-${PORT_OFFSET}`);
    fs.rmSync(copy, { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, 'mf-prints/dist/client'), copy, { recursive: true });
    // The copy's fragments carry a mark, so the page shows where its HTML came from.
    const MARK = 'Servido desde la nueva dirección';
    for (const f of fs.readdirSync(path.join(copy, 'fragments')).filter((n) => n.endsWith('.html'))) {
      const file = path.join(copy, 'fragments', f);
      fs.rmSync(`${file}.br`, { force: true });
      fs.rmSync(`${file}.gz`, { force: true });
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/(<h1[^>]*>)/, `<p data-moved>${MARK}</p>$1`));
    }
    const origin = await topology.startRemoteOrigin({ name: 'prints', dir: copy, port: 8480 + PORT_OFFSET });
    const before = fs.readFileSync(topology.remotesFile, 'utf8');
    try {
      fs.writeFileSync(topology.remotesFile, JSON.stringify({ ...JSON.parse(before), prints: origin.url }, null, 2));
      expect(await topology.applyRemotes()).toBe(true);
      const entries: string[] = [];
      page.on('request', (r) => r.url().endsWith('/remoteEntry.js') && entries.push(r.url()));
      await expect(async () => {
        const res = await openPage(page, `${topology.siteUrl}/impresiones/dtf`);
        expect(res?.headers()['content-security-policy']).toContain(origin.url);
        // The server's HTML (the marked fragment hydrates back to the build's own markup).
        expect(await (await page.request.get(`${topology.siteUrl}/impresiones/dtf`)).text()).toContain(MARK);
      }).toPass({ timeout: 20_000 });
      expect(entries.at(-1)).toBe(`${origin.url}/remoteEntry.js`);
      expect(await islandState(page)).not.toBe('failed');
    } finally {
      fs.writeFileSync(topology.remotesFile, before);
      await topology.applyRemotes();
      await origin.stop();
    }
  });
});
