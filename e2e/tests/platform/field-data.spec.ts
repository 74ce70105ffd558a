import { test, expect, type Page } from '@playwright/test';
import crypto from 'node:crypto';
import { RUM_ENDPOINT, MAX } from '../../../shared/src/telemetry/events';
import { openPage, recordWindowOpen, remoteOrigin } from '../../support/site';

import { configurator, selectButton } from '../../support/products';
import { MUGS } from '../../../mf-products/src/features/mugs/data';
import { environment, requireSameCommit } from '../../support/environment';
import { collectorListening, intentRows, opsData, opsHeaders, requireOpsToken } from '../../support/ops';
import { CROSS_REMOTE, DESTRUCTIVE, SAME_COMMIT } from '../../support/tags';

// Issue 19: what visitors' browsers report reaches the operator page, attributed to the remote and
// release it came from; a quote request is counted for its product; hostile beacons are refused or
// kept as text; /ops is private.
test.describe('platform: field data', { tag: [CROSS_REMOTE] }, () => {
  // These store events in the site's field data (an error, an intent the owner would count): not
  // for production (the read-only runs and the QA gate leave @destructive out).
  const WRITES_FIELD_DATA = { tag: DESTRUCTIVE };
  const run = crypto.randomBytes(4).toString('hex');

  /** Leaves the page (pagehide), which makes the collector send what it holds. */
  async function leave(page: Page) {
    await page.goto('about:blank');
  }

  test('/ops and its pages ask for credentials (401), and are never cached or indexed', async ({ request }) => {
    for (const path of ['/ops', '/ops/data.json', '/ops/intenciones', '/ops/intenciones.csv']) {
      for (const headers of [
        {} as Record<string, string>,
        { Authorization: 'Bearer wrong-token-0123456789' },
        { Authorization: 'Basic b3BzOg==' },
      ]) {
        const res = await request.get(path, { headers });
        expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.headers()['www-authenticate']).toMatch(/^Basic realm=/);
        expect(res.headers()['cache-control']).toBe('no-store');
        expect(res.headers()['x-robots-tag']).toContain('noindex');
        expect(await res.text()).not.toContain('Field data');
      }
    }
  });

  test('hostile beacons are refused (400) and never stored', async ({ request }) => {
    const valid = { v: 1, route: '/', shell: 'shell-x', events: [{ type: 'view', app: 'shell', release: 'shell-x' }] };
    const hostile: [string, string][] = [
      ['malformed', '{"v":1,"events":['],
      ['oversized', JSON.stringify({ ...valid, pad: 'x'.repeat(MAX.bytes + 1) })],
      [
        'wrong types',
        JSON.stringify({ ...valid, events: [{ type: 'vital', app: 'shell', release: 'r', name: 'LCP', value: '9' }] }),
      ],
      ['unknown app', JSON.stringify({ ...valid, events: [{ type: 'view', app: 'evil', release: 'r' }] })],
      ['markup as a release', JSON.stringify({ ...valid, shell: '"><script>alert(1)</script>' })],
      ['personal data smuggled in', JSON.stringify({ ...valid, events: [{ ...valid.events[0], email: 'a@b.do' }] })],
    ];
    for (const [what, body] of hostile) {
      const res = await request.post(RUM_ENDPOINT, { headers: { 'Content-Type': 'application/json' }, data: body });
      expect(res.status(), what).toBe(400);
    }
    expect((await request.get(RUM_ENDPOINT)).status()).toBe(405);
  });

  test(
    'markup a beacon brings is shown as text on /ops and /ops/intenciones, never run',
    WRITES_FIELD_DATA,
    async ({ request, browser }) => {
      const token = requireOpsToken();
      const release = environment().releases.prints?.releaseId;
      test.skip(!release, 'the site does not name its prints release');
      const message = `<img src=x onerror="window.__pwned=1">${run}`;
      const item = `<script>window.__pwned=1</script>${run}`;
      const res = await request.post(RUM_ENDPOINT, {
        headers: { 'Content-Type': 'application/json' },
        data: JSON.stringify({
          v: 1,
          route: '/impresiones/dtf',
          shell: 'shell-x',
          events: [
            { type: 'view', app: 'prints', release },
            { type: 'error', app: 'prints', release, name: 'Error', message },
            { type: 'intent', app: 'prints', release, name: 'whatsapp', item },
          ],
        }),
      });
      expect(res.status()).toBe(204);
      const context = await browser.newContext({ extraHTTPHeaders: opsHeaders(token) });
      const page = await context.newPage();
      await expect
        .poll(async () => (await page.goto('/ops'), await page.getByText(message).count()), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await page.goto('/ops/intenciones');
      await expect(page.getByText(item).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      await context.close();
    },
  );

  test(
    "an error thrown in a remote's island reaches /ops, attributed to that remote's release",
    WRITES_FIELD_DATA,
    async ({ page, request }) => {
      const token = requireOpsToken();
      const message = `e2e-island-error-${run}`;
      // The prints remote's entry, changed on its way to this browser to throw once it has run.
      await page.route(`${remoteOrigin('prints')}/**/remoteEntry.js*`, async (route) => {
        const original = await route.fetch();
        const body = `${await original.text()}\n;setTimeout(function () { throw new Error(${JSON.stringify(message)}); }, 0);`;
        await route.fulfill({ response: original, body });
      });
      await openPage(page, '/impresiones/dtf');
      await collectorListening(page); // the error happened before it started: it holds it
      const release = await page.locator('[data-island^="prints/"]').getAttribute('data-release');
      expect(release).toBeTruthy();
      await leave(page);
      await expect
        .poll(
          async () => {
            const prints = (await opsData(request, token)).apps.find((a) => a.app === 'prints')!;
            const r = prints.releases.find((x) => x.id === release);
            return r?.recentErrors.find((e) => e.message.includes(message))?.count ?? 0;
          },
          { timeout: 20_000 },
        )
        .toBeGreaterThanOrEqual(1);
      // Not on any other app's release.
      const others = (await opsData(request, token)).apps.filter((a) => a.app !== 'prints');
      for (const app of others)
        for (const r of app.releases) expect(r.recentErrors.some((e) => e.message.includes(message))).toBe(false);
    },
  );

  test(
    'a WhatsApp quote for a mug is counted for that product, from the page that brought it',
    { tag: [DESTRUCTIVE, SAME_COMMIT] },
    async ({ page, request }) => {
      requireSameCommit('products'); // the mug is this checkout's first
      const token = requireOpsToken();
      const mug = MUGS[0];
      const countNow = async () =>
        (await intentRows(request, token))
          .filter((r) => r.tipo === 'whatsapp' && r.pagina === '/productos/tazas' && r.producto_o_servicio === mug.id)
          .reduce((sum, r) => sum + Number(r.cantidad), 0);
      const before = await countNow();
      const opened = await recordWindowOpen(page);
      await openPage(page, '/productos/tazas');
      await collectorListening(page);
      const c = configurator(page, 'Personaliza tu Taza', 'Cantidad de tazas');
      await selectButton(page, mug.name).click();
      await c.colour(mug.colors[0]).click();
      await c.quote.click();
      await expect.poll(opened).toHaveLength(1);
      await leave(page); // the page's beacon, sent as it is left, carries the intent
      await expect.poll(countNow, { timeout: 20_000 }).toBe(before + 1);
    },
  );
});
