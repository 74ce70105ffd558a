import { test, expect, type Page } from '@playwright/test';
import { openInteractive, markDocument, documentIsMarked } from '../../support/interactive';
import { MENU_GROUPS, mainNav } from './menu';
import { CROSS_REMOTE, SMOKE } from '../../support/tags';

test.describe('shell: header on a phone', { tag: [SMOKE, CROSS_REMOTE] }, () => {
  // One test holds a navigation back with page.route; a navigation the site's service worker makes
  // (network first, shell/build/service-worker.js) is out of page.route's sight, so these menu tests
  // run without the worker (tests/platform/offline.spec.ts tests it).
  test.use({ serviceWorkers: 'block' });

  // Pixel 7 (412 px wide): the menu collapses behind a menu button.

  function mobileMenu(page: Page) {
    const { nav, group } = mainNav(page);
    const toggle = nav.getByRole('button', { name: 'Menú', exact: true });
    const inicio = nav.getByRole('link', { name: 'Inicio', exact: true });
    const contacto = nav.getByRole('link', { name: 'Contacto', exact: true });
    const groupButtons = MENU_GROUPS.map((g) => group(g.label).button);
    return { nav, group, toggle, inicio, contacto, groupButtons };
  }

  async function expectMenuClosed(page: Page) {
    const m = mobileMenu(page);
    await expect(m.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(m.toggle).toHaveAccessibleName('Menú');
    await expect(m.inicio).toBeHidden();
    await expect(m.contacto).toBeHidden();
    for (const b of m.groupButtons) await expect(b).toBeHidden();
    await expect(m.nav.getByRole('link')).toHaveCount(0);
  }

  test.beforeEach(async ({ page }) => {
    await openInteractive(page, '/contacto');
  });

  test('the menu button opens and closes the collapsible menu', async ({ page }) => {
    const m = mobileMenu(page);
    await expectMenuClosed(page);

    await m.toggle.tap();
    await expect(m.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(m.toggle).toHaveAccessibleName('Menú');
    await expect(m.inicio).toBeVisible();
    await expect(m.inicio).toHaveAttribute('href', '/');
    await expect(m.contacto).toBeVisible();
    await expect(m.contacto).toHaveAttribute('aria-current', 'page');
    for (const b of m.groupButtons) {
      await expect(b).toBeVisible();
      await expect(b).toHaveAttribute('aria-expanded', 'false');
    }
    // Only the top level shows: every dropdown starts closed.
    await expect(m.nav.getByRole('link')).toHaveCount(2);

    await m.toggle.tap();
    await expectMenuClosed(page);
  });

  test('each dropdown inside the menu opens with its links and closes again', async ({ page }) => {
    const m = mobileMenu(page);
    await m.toggle.tap();
    for (const expected of MENU_GROUPS) {
      const g = m.group(expected.label);
      await g.button.tap();
      await expect(g.button).toHaveAttribute('aria-expanded', 'true');
      await expect(g.links).toHaveText(expected.links.map((l) => l.name));
      for (const [i, link] of expected.links.entries()) await expect(g.links.nth(i)).toHaveAttribute('href', link.href);
      await expect(g.links.last()).toBeInViewport();
      await g.button.tap();
      await expect(g.button).toHaveAttribute('aria-expanded', 'false');
      await expect(g.links).toHaveCount(0);
    }
    await expect(m.toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('opening a dropdown above the open one closes the open one', async ({ page }) => {
    const m = mobileMenu(page);
    await m.toggle.tap();
    await m.group('Impresiones').button.tap();
    await expect(m.group('Impresiones').links).toHaveCount(7);
    await m.group('Productos').button.tap();
    await expect(m.group('Productos').links).toHaveCount(6);
    await expect(m.group('Impresiones').button).toHaveAttribute('aria-expanded', 'false');
    await expect(m.group('Impresiones').links).toHaveCount(0);
    await expect(m.nav.getByRole('button', { expanded: true })).toHaveCount(2); // menu button + Productos
  });

  test('opening a dropdown below the open one opens it (the menu stays open)', async ({ page }) => {
    // Regression: the open dropdown used to close on pointerdown, so in the phone menu Productos'
    // links collapsed under the finger and the tap landed on the page behind the menu.
    const m = mobileMenu(page);
    await m.toggle.tap();
    await m.group('Productos').button.tap();
    await expect(m.group('Productos').links).toHaveCount(6);
    await m.group('Uniformes Deportivos').button.tap();
    await expect(m.toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    await expect(m.group('Uniformes Deportivos').links).toHaveCount(5, { timeout: 2_000 });
    await expect(m.group('Productos').links).toHaveCount(0);
  });

  test('closing the menu also closes its open dropdown', async ({ page }) => {
    const m = mobileMenu(page);
    await m.toggle.tap();
    await m.group('Uniformes Deportivos').button.tap();
    await expect(m.group('Uniformes Deportivos').links).toHaveCount(5);
    await m.toggle.tap();
    await expectMenuClosed(page);
    await m.toggle.tap();
    await expect(m.group('Uniformes Deportivos').button).toHaveAttribute('aria-expanded', 'false');
    await expect(m.group('Uniformes Deportivos').links).toHaveCount(0);
  });

  test('following a menu link closes everything before the next page loads', async ({ page }) => {
    const m = mobileMenu(page);
    // Hold the next page back (204 keeps the current document), to see the menu at the moment of the tap.
    await page.route('**/impresiones/vinyl', (route) => route.fulfill({ status: 204 }));
    await m.toggle.tap();
    await m.group('Impresiones').button.tap();
    await m.group('Impresiones').links.filter({ hasText: 'Vinyl' }).tap();
    await expectMenuClosed(page);
    await expect(page).toHaveURL(/\/contacto$/);
  });

  test('a menu link loads the new page in full, with the menu closed', async ({ page }) => {
    const m = mobileMenu(page);
    await markDocument(page);
    await m.toggle.tap();
    await m.group('Impresiones').button.tap();
    await m.group('Impresiones').links.filter({ hasText: 'Sublimación' }).tap();
    await expect(page).toHaveURL(/\/impresiones\/sublimacion$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sublimación');
    expect(await documentIsMarked(page)).toBe(false);
    await openInteractive(page, '/impresiones/sublimacion');
    await expectMenuClosed(page);
  });

  test('a tap outside the header closes the menu', async ({ page }) => {
    const m = mobileMenu(page);
    await m.toggle.tap();
    await expect(m.inicio).toBeVisible();
    await page.getByText(/Todos los derechos reservados/).tap();
    await expectMenuClosed(page);
  });

  test('Escape closes the open dropdown first, then the menu, and focus returns to the menu button', async ({
    page,
  }) => {
    const m = mobileMenu(page);
    await m.toggle.tap();
    const productos = m.group('Productos');
    await productos.button.tap();
    await expect(productos.links).toHaveCount(6);

    await page.keyboard.press('Escape');
    await expect(productos.links).toHaveCount(0);
    await expect(productos.button).toBeFocused();
    await expect(m.toggle).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expectMenuClosed(page);
    await expect(m.toggle).toBeFocused();
  });
});
