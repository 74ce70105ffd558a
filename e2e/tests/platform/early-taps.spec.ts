import { test, expect, type Page } from '@playwright/test';
import { COMPACT_FALLBACK_TEXT } from '../../../shared/src/islands/fallbackText';
import {
  SHELL_STATE_ATTR,
  holdScripts,
  isMainScript,
  remoteOrigin,
  waitForIslandState,
  type RemoteName,
} from '../../support/site';
import { configurator } from '../../support/products';
import { model, orderPage, orderUrl, stubModelArt } from '../../support/order';
import { CROSS_REMOTE } from '../../support/tags';

// Issue 22: what a visitor does before an island hydrates takes effect, once. The products
// remote's scripts are held on their way to this browser (page.route) while the visitor taps,
// then released: behaviour, not timing.
test.describe('platform: taps before hydration', { tag: [CROSS_REMOTE] }, () => {
  /** Holds every script of a remote (products by default) until `release()`; `fail` aborts them instead. */
  async function holdProducts(page: Page, { fail = false, remote = 'products' as RemoteName } = {}) {
    const origin = new URL(remoteOrigin(remote)).origin;
    return holdScripts(page, (url) => url.origin === origin && url.pathname.endsWith('.js'), { fail });
  }
  /** Holds the shell's main.js until `release()`: the page is painted, nothing of ours has run but its inline script. */
  const holdMainScript = (page: Page) => holdScripts(page, isMainScript);
  /**
   * Opens a page whose remote is held, and waits until main.js runs (the shell's header has
   * hydrated): taps from then on are kept by main.js.
   */
  async function openWhileHeld(page: Page, path: string) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator(`[${SHELL_STATE_ATTR}="hydrated"]`).first()).toBeAttached();
  }

  /** The second polo's 'Seleccionar' button and the polo's name, its card's h3 (from the page: any release). */
  async function secondPolo(page: Page) {
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Seleccionar' }) })
      .nth(1);
    const select = card.getByRole('button', { name: 'Seleccionar' });
    const name = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    return { select, name };
  }

  test('a polo chosen while the configurator is still loading is chosen once it has loaded', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const release = await holdProducts(page);
    await openWhileHeld(page, '/productos/poloshirts');
    const { select, name } = await secondPolo(page);
    await select.click(); // the prerendered button: no handler yet
    // Received, and shown to be: the button is busy while it waits.
    await expect(select).toHaveAttribute('aria-busy', 'true');
    release();
    await waitForIslandState(page, 'hydrated');
    // Exactly once: a second replay would have unselected it.
    await expect(select).toHaveAttribute('aria-pressed', 'true');
    await expect(select).not.toHaveAttribute('aria-busy', /.*/);
    const c = configurator(page, 'Personaliza tu Polo', 'Cantidad de polos');
    await expect(c.panel).toContainText(name);
    expect(await c.colours.count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('a polo chosen before the shell has started (main.js still on its way) is chosen once the configurator has loaded', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const releaseRemote = await holdProducts(page);
    const releaseMain = await holdMainScript(page);
    await page.goto('/productos/poloshirts', { waitUntil: 'domcontentloaded' });
    await expect(page.locator(`[${SHELL_STATE_ATTR}]`)).toHaveCount(0); // the shell has not started
    const { select, name } = await secondPolo(page);
    await select.click(); // kept by the page's inline script
    await expect(select).toHaveAttribute('aria-busy', 'true');
    releaseMain();
    await expect(page.locator(`[${SHELL_STATE_ATTR}="hydrated"]`).first()).toBeAttached();
    releaseRemote();
    await waitForIslandState(page, 'hydrated');
    await expect(select).toHaveAttribute('aria-pressed', 'true'); // once: twice would unselect it
    await expect(select).not.toHaveAttribute('aria-busy', /.*/);
    await expect(configurator(page, 'Personaliza tu Polo', 'Cantidad de polos').panel).toContainText(name);
    expect(errors).toEqual([]);
  });

  test("combos: a '+' pressed while the page is still loading adds its 5, once", async ({ page }) => {
    const release = await holdProducts(page);
    await openWhileHeld(page, '/productos/promociones');
    const plus = page.getByRole('button', { name: '+', exact: true }).first();
    const quantity = page
      .getByRole('group', { name: /^Cantidad de / })
      .first()
      .locator('span');
    const before = Number(await quantity.textContent());
    await plus.click();
    release();
    await waitForIslandState(page, 'hydrated');
    await expect(quantity).toHaveText(String(before + 5));
  });

  test('basketball: a model opened while the catalogue is still loading is open once it has loaded', async ({
    page,
  }) => {
    const release = await holdProducts(page, { remote: 'uniforms' });
    await openWhileHeld(page, '/uniformes/basquetbol');
    const island = page.locator('[data-island^="uniforms/"]');
    const toggle = island.locator('[aria-expanded]').nth(3);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    release();
    await waitForIslandState(page, 'hydrated');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(island.locator('[aria-expanded="true"]')).toHaveCount(1);
  });

  test("the order page: a player filled in and 'Agregar Jugador' pressed while the builder is still loading is on the list once", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await stubModelArt(page);
    const release = await holdProducts(page, { remote: 'order' });
    await openWhileHeld(page, orderUrl(model('e2e-early-taps', { nombre: 'Trueno Rojo' })));
    const o = orderPage(page);
    // The prerendered builder, its model not read yet: the visitor starts anyway.
    await o.clientName.fill('Los Tigres');
    await o.playerName.fill('Pérez');
    await o.playerNumber.fill('23');
    await o.playerSize.selectOption('XL');
    await o.addButton.click();
    await expect(o.addButton).toHaveAttribute('aria-busy', 'true');
    release();
    await waitForIslandState(page, 'hydrated');
    await expect(o.summary).toContainText('Trueno Rojo');
    // Added once, with what was typed before it, and the form cleared for the next player.
    await expect(o.roster).toHaveCount(1);
    await expect(o.roster.first()).toContainText('Pérez');
    await expect(o.roster.first()).toContainText('23');
    await expect(o.roster.first()).toContainText('XL');
    await expect(o.listHeading).toHaveText('Lista de jugadores (1)');
    await expect(o.playerName).toHaveValue('');
    await expect(o.clientName).toHaveValue('Los Tigres');
    await expect(o.addButton).not.toHaveAttribute('aria-busy', /.*/);
    // Kept in this browser like any other change: a reload brings it back.
    await page.reload();
    await expect(o.roster).toHaveCount(1);
    await expect(o.clientName).toHaveValue('Los Tigres');
    expect(errors).toEqual([]);
  });

  test('a tap held while the remote fails is dropped: the notice, nothing replayed', async ({ page }) => {
    const release = await holdProducts(page, { fail: true });
    await openWhileHeld(page, '/productos/poloshirts');
    const { select } = await secondPolo(page);
    await select.click();
    release();
    await waitForIslandState(page, 'failed');
    await expect(page.getByRole('status').filter({ hasText: COMPACT_FALLBACK_TEXT })).toBeVisible();
    await expect(select).not.toHaveAttribute('aria-pressed', 'true');
    await expect(select).not.toHaveAttribute('aria-busy', /.*/);
  });
});
