import { test, expect, type Page } from '@playwright/test';
import { ROUTES } from '../../support/routes';
import { ALERTS, model, orderUrl } from '../../support/order';
import { CROSS_REMOTE } from '../../support/tags';
import { ISLAND_ATTR, ISLAND_STATE_ATTR, SHELL_ROOT_ATTR, SHELL_STATE_ATTR } from '../../../shared/src/islands/markers';

// A page's load event comes once its scripts have brought it to life (shared/src/islands/startScripts.js,
// shell/src/app/loadHold.ts). Before, hydration came 60–500 ms after load, so whoever acted once
// `goto` returned (it waits for load) and read the result at once saw the page before its scripts.
// Every read below is made once, with no waiting and no retry, as such a test or tool reads.

/** Each root's state (islands, the header, the shell's page), read once. */
function rootStates(page: Page) {
  return page.evaluate(
    ([roots, islandState, shellState]) =>
      [...document.querySelectorAll(roots)].map((e) => e.getAttribute(islandState) ?? e.getAttribute(shellState)),
    [`[${ISLAND_ATTR}],[${SHELL_ROOT_ATTR}]`, ISLAND_STATE_ATTR, SHELL_STATE_ATTR],
  );
}

test.describe('platform: a loaded page is alive', { tag: CROSS_REMOTE }, () => {
  const paths = [...ROUTES.map((r) => r.path), orderUrl(model('e2e-loaded')), '/no-existe'];
  for (const path of paths) {
    test(`${path}: once loaded, every part of the page has hydrated`, async ({ page }) => {
      await page.goto(path);
      const states = await rootStates(page);
      expect(states.length).toBeGreaterThanOrEqual(2); // the header and the page at least
      expect(states).toEqual(states.map(() => 'hydrated'));
      // What held the load event is gone.
      expect(await page.locator('body > iframe[hidden]').count()).toBe(0);
    });
  }

  test('order page: "Agregar Jugador" pressed as soon as it has loaded answers at once', async ({ page }) => {
    await page.goto(orderUrl(model('e2e-loaded-alert')));
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Agregar Jugador', exact: true }).click();
    expect(alerts).toEqual([ALERTS.missingPlayerFields]);
  });

  test('home: a chip chosen as soon as it has loaded filters at once', async ({ page }) => {
    await page.goto('/');
    const products = page.getByRole('region', { name: 'Nuestros Productos' });
    await products.getByRole('button', { name: 'Gorras', exact: true }).click();
    expect(await products.getByRole('article').count()).toBe(2);
  });

  test('a remote that cannot be reached: the page still loads, with its notice', async ({ page }) => {
    await page.route(/\/remoteEntry\.js/, (route) => route.abort());
    await page.goto('/impresiones/dtf');
    expect(await rootStates(page)).toContain('failed');
  });
});
