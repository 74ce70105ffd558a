import { test, expect, type Page } from '@playwright/test';
import { ISLAND_STATE_ATTR, islandOf, openPage } from '../../support/site';
import { SMOKE } from '../../support/tags';

// Offline (issue 12): the service worker (shell/build/service-worker.js, Workbox) keeps the pages a
// visitor has seen and answers a page never seen with the offline page; online, every navigation
// goes to the network first, so a deploy shows at once.

const PHONE = '(809) 555-0100';

/** Waits until the site's service worker controls the page. */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      message: 'the worker controls the page',
    })
    .toMatch(/\/sw\.js$/);
}

test.describe('platform: offline', { tag: SMOKE }, () => {
  test.skip(
    ({ serviceWorkers }) => serviceWorkers === 'block',
    'service workers are blocked for this target (E2E_IGNORE_HTTPS_ERRORS=1: Chromium registers no worker over a certificate it does not trust)',
  );

  test('offline: a visited page stays readable, an unvisited one shows the offline page with the phone and WhatsApp, back online the page is fresh', async ({
    page,
    context,
  }) => {
    await openPage(page, '/');
    await controlledByWorker(page);
    const visited = await openPage(page, '/productos/tazas');
    const visitedId = (await visited!.allHeaders())['x-request-id'];
    expect(visitedId, 'the composer names each answer').toBeTruthy();

    await context.setOffline(true);
    const kept = await page.goto('/productos/tazas');
    expect(kept?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'TAZAS PERSONALIZADAS' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Seleccionar Taza Clásica/ })).toBeVisible();
    expect((await kept!.allHeaders())['x-request-id'], 'the copy kept from the visit').toBe(visitedId);

    await page.goto('/impresiones/lona');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
    await expect(page.getByRole('link', { name: `WhatsApp ${PHONE}` })).toHaveAttribute(
      'href',
      'https://wa.me/18095550100',
    );
    await expect(page.getByRole('link', { name: `Llamar al ${PHONE}` })).toHaveAttribute('href', 'tel:+18095550100');
    await expect(page.getByText('Lunes a Viernes')).toBeVisible();

    await context.setOffline(false);
    const fresh = await openPage(page, '/productos/tazas');
    expect(fresh?.status()).toBe(200);
    expect((await fresh!.allHeaders())['x-request-id'], 'a new answer from the server').not.toBe(visitedId);
    await expect(islandOf(page, 'products/TazasPage')).toHaveAttribute(ISLAND_STATE_ATTR, 'hydrated');
    const lona = await openPage(page, '/impresiones/lona');
    expect(lona?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Impresión en Lona' })).toBeVisible();
  });

  test('the worker keeps no remote entry, fragment or unhashed script, and serves none ahead of the network', async ({
    page,
  }) => {
    await openPage(page, '/impresiones/dtf');
    await controlledByWorker(page);
    await openPage(page, '/impresiones/dtf');
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached).toContain('/impresiones/dtf');
    expect(cached.filter((u) => /remoteEntry\.js|\/fragments\/|\/main\.js$/.test(u))).toEqual([]);
    for (const u of cached.filter((x) => x.endsWith('.js'))) expect(u).toMatch(/\.[0-9a-f]{10}\.js$/);
  });

  test('/sw.js and /offline.html come from the site origin, revalidated', async ({ request }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    const offline = await request.get('/offline.html');
    expect(offline.status()).toBe(200);
    expect(offline.headers()['content-type']).toContain('text/html');
    expect(await offline.text()).not.toContain('<script');
  });
});
