import { test, expect, devices, type Browser } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { waitForIslands } from '../../support/site';
import {
  buildVariants,
  deployCli,
  freshHosting,
  releasesOf,
  startReleaseSite,
  type Variant,
} from '../../support/releases';
import { DESTRUCTIVE, NEEDS_LOCAL_SERVERS } from '../../support/tags';
import { requireOwnServers } from '../../support/environment';
import { collectorListening } from '../../support/ops';

test.describe('rollback from field data', { tag: [NEEDS_LOCAL_SERVERS, DESTRUCTIVE] }, () => {
  // Issue 19, point 4: a release that breaks only on phones passes the deploy's smoke check (one
  // desktop Chromium) and goes live; visitors' browsers report its errors; the field watcher
  // compares it with the release before and rolls it back, recording why. Its own hosting folder,
  // servers and field data store; thresholds small enough for a handful of visits.
  requireOwnServers('deploys into a hosting folder of its own, on servers of its own');
  test.describe.configure({ mode: 'serial' });

  const MESSAGE = 'e2e: tazas roto en teléfonos';
  const VARIANT: Variant = {
    name: 'products-phone-bug',
    remote: 'products',
    edits: [
      {
        file: 'src/features/mugs/TazasPage.tsx',
        from: `import { useReducer } from 'react';`,
        to: [
          `import { useReducer } from 'react';`,
          `if (typeof window !== 'undefined' && window.matchMedia('(max-width: 600px)').matches)`,
          `  setTimeout(() => { throw new Error(${JSON.stringify(MESSAGE)}); }, 0);`,
        ].join('\n'),
      },
    ],
  };
  const TOKEN = 'e2e-ops-token-0123456789';
  const MIN_VIEWS = 3;
  let site: Awaited<ReturnType<typeof startReleaseSite>>;
  let browserRef: Browser;
  let hosting = '';
  let before = '';
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(600_000);
    browserRef = browser;
    const dists = await buildVariants([VARIANT], log);
    hosting = await freshHosting(`field-${process.env.E2E_PORT_OFFSET || 100}`, log);
    site = await startReleaseSite(hosting, {
      fieldData: {
        OPS_TOKEN: TOKEN,
        FIELD_WATCH_EVERY_S: '1',
        FIELD_MIN_VIEWS: String(MIN_VIEWS),
        FIELD_ERRORS_MARGIN: '5',
        RUM_FLUSH_MS: '50',
      },
    });
    before = releasesOf(hosting, 'products').live!;
    // Phones on the live release: views, no errors (the control the new release is compared with).
    await visitOnPhones(4);
    await expect.poll(() => viewsOf(before), { timeout: 20_000 }).toBeGreaterThanOrEqual(MIN_VIEWS);
    const deployed = await deployCli(hosting, [
      'deploy',
      'products',
      '--from',
      dists[VARIANT.name],
      '--site',
      site.url,
    ]);
    expect(deployed.code, deployed.out).toBe(0); // the smoke check (desktop) saw nothing wrong
    expect(releasesOf(hosting, 'products').live).not.toBe(before);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  /** `n` phone visits to the mug configurator, each ending (pagehide) so its beacon goes. */
  async function visitOnPhones(n: number, browser: Browser = browserRef) {
    for (let i = 0; i < n; i += 1) {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      const page = await context.newPage();
      await page.goto(`${site.url}/productos/tazas`);
      await waitForIslands(page);
      await collectorListening(page);
      // Leaving sends the page's beacon: its views (and on the bad release, its error).
      await page.goto('about:blank');
      await context.close();
    }
  }
  async function opsPage(pathname: string) {
    const res = await fetch(`${site.url}${pathname}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  }
  /** Page views of a products release, as the operator view's data says (/ops/data.json). */
  async function viewsOf(release: string) {
    const data = JSON.parse(await opsPage('/ops/data.json'));
    const products = data.apps.find((a: { app: string }) => a.app === 'products');
    return products.releases.find((r: { id: string }) => r.id === release)?.stats.views ?? 0;
  }

  test('a release that throws on phones is rolled back by what phones report, and the reason is recorded', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const bad = releasesOf(hosting, 'products').live!;
    await visitOnPhones(4, browser);
    await expect.poll(() => releasesOf(hosting, 'products').live, { timeout: 30_000 }).toBe(before);
    const history = JSON.parse(fs.readFileSync(path.join(hosting, 'products', 'history.json'), 'utf8')).events;
    const last = history.at(-1);
    expect(last).toMatchObject({ event: 'switch', from: bad, to: before, reason: 'field-errors' });
    expect(last.detail).toMatch(/JS errors per 1,000 views/);
    // The operator page shows the error, attributed to the bad release, and the rollback.
    const ops = await opsPage('/ops');
    expect(ops).toContain(MESSAGE);
    expect(ops).toContain('field-errors');
  });
});
