import { test, expect } from '@playwright/test';
import { openInteractive, markDocument, documentIsMarked } from '../../support/interactive';
import { MENU_GROUPS, mainNav } from './menu';
import { CROSS_REMOTE, SMOKE } from '../../support/tags';

// Desktop (1280 px wide): the dropdowns sit in the header bar.

test.describe('shell: header', { tag: [SMOKE, CROSS_REMOTE] }, () => {
  // The narrowest phone, and desktops just past the breakpoint where the five top items join the bar:
  // everything fits, and no icon is squeezed to make room (the logo once shrank to 3 px wide).
  for (const width of [320, 1024]) {
    test(`at ${width} px the bar fits and its icons keep their shape`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await openInteractive(page, '/');
      const icons = await page
        .getByRole('banner')
        .locator('svg')
        .evaluateAll((svgs) =>
          svgs
            .map((svg) => svg.getBoundingClientRect())
            .filter((box) => box.width > 0)
            .map((box) => ({ width: Math.round(box.width), height: Math.round(box.height), right: box.right })),
        );
      expect(icons.length).toBeGreaterThan(2);
      for (const icon of icons) {
        expect(icon.width, JSON.stringify(icon)).toBe(icon.height);
        expect(icon.right).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(width);
    });
  }

  test.describe('header dropdowns', () => {
    test.beforeEach(async ({ page }) => {
      await openInteractive(page, '/contacto');
    });

    for (const expected of MENU_GROUPS) {
      test(`${expected.label} opens with its ${expected.links.length} links and closes again`, async ({ page }) => {
        const { button, links } = mainNav(page).group(expected.label);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(links).toHaveCount(0);

        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(links).toHaveCount(expected.links.length);
        await expect(links).toHaveText(expected.links.map((l) => l.name));
        for (const [i, link] of expected.links.entries()) {
          await expect(links.nth(i), link.name).toHaveAttribute('href', link.href);
          await expect(links.nth(i)).toBeVisible();
        }

        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(links).toHaveCount(0);
      });
    }

    test('only one dropdown is open at a time', async ({ page }) => {
      const { group } = mainNav(page);
      const productos = group('Productos');
      const uniformes = group('Uniformes Deportivos');
      const impresiones = group('Impresiones');

      await productos.button.click();
      await expect(productos.links).toHaveCount(6);

      await impresiones.button.click();
      await expect(impresiones.button).toHaveAttribute('aria-expanded', 'true');
      await expect(impresiones.links).toHaveCount(7);
      await expect(productos.button).toHaveAttribute('aria-expanded', 'false');
      await expect(productos.links).toHaveCount(0);

      await uniformes.button.click();
      await expect(uniformes.links).toHaveCount(5);
      await expect(impresiones.links).toHaveCount(0);
      await expect(productos.links).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('button', { expanded: true })).toHaveCount(1);
    });

    test('a click outside the open dropdown closes it', async ({ page }) => {
      const productos = mainNav(page).group('Productos');
      await productos.button.click();
      await expect(productos.links).toHaveCount(6);

      // Elsewhere on the page (plain text in the footer).
      await page.getByText(/Todos los derechos reservados/).click();
      await expect(productos.button).toHaveAttribute('aria-expanded', 'false');
      await expect(productos.links).toHaveCount(0);

      // Inside the header but outside the dropdown (the logo's row, not a link) also closes it.
      await productos.button.click();
      await expect(productos.links).toHaveCount(6);
      const box = await page.getByRole('banner').boundingBox();
      if (!box) throw new Error('header has no box');
      await page.mouse.click(box.x + box.width - 4, box.y + 4);
      await expect(productos.links).toHaveCount(0);
    });

    test('a click inside the open dropdown (not on a link) keeps it open', async ({ page }) => {
      const impresiones = mainNav(page).group('Impresiones');
      await impresiones.button.click();
      await expect(impresiones.links).toHaveCount(7);
      const list = impresiones.item.getByRole('list');
      const box = await list.boundingBox();
      if (!box) throw new Error('dropdown list has no box');
      // The list's top padding, above the first link.
      await page.mouse.click(box.x + box.width / 2, box.y + 2);
      await expect(impresiones.button).toHaveAttribute('aria-expanded', 'true');
      await expect(impresiones.links).toHaveCount(7);
    });

    test('Escape closes the dropdown and returns focus to its button', async ({ page }) => {
      const uniformes = mainNav(page).group('Uniformes Deportivos');
      await uniformes.button.focus();
      await page.keyboard.press('Enter');
      await expect(uniformes.button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(uniformes.links.first()).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(uniformes.links.nth(1)).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(uniformes.button).toHaveAttribute('aria-expanded', 'false');
      await expect(uniformes.links).toHaveCount(0);
      await expect(uniformes.button).toBeFocused();
    });

    test('tabbing past the last link of a dropdown closes it', async ({ page }) => {
      const { group } = mainNav(page);
      const uniformes = group('Uniformes Deportivos');
      await uniformes.button.focus();
      await page.keyboard.press('Space');
      await expect(uniformes.links).toHaveCount(5);
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
      await expect(uniformes.links.last()).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(group('Impresiones').button).toBeFocused();
      await expect(uniformes.button).toHaveAttribute('aria-expanded', 'false');
      await expect(uniformes.links).toHaveCount(0);
    });
  });

  test('a dropdown link is followed with a full page load, and the new page marks it as current', async ({ page }) => {
    await openInteractive(page, '/');
    await markDocument(page);
    const { group } = mainNav(page);
    await group('Impresiones').button.click();
    await group('Impresiones').links.filter({ hasText: 'Coroplast' }).click();

    await expect(page).toHaveURL(/\/impresiones\/coroplast$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Letreros de Coroplast');
    expect(await documentIsMarked(page)).toBe(false);

    // On the new page every dropdown starts closed; the current page is marked in its dropdown.
    await openInteractive(page, '/impresiones/coroplast');
    const impresiones = mainNav(page).group('Impresiones');
    await expect(page.getByRole('banner').getByRole('button', { expanded: true })).toHaveCount(0);
    await impresiones.button.click();
    await expect(impresiones.links.filter({ hasText: 'Coroplast' })).toHaveAttribute('aria-current', 'page');
    await expect(impresiones.links.filter({ hasText: 'DTF' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('logo, Inicio and Contacto are plain links home and to the contact page', async ({ page }) => {
    await openInteractive(page, '/impresiones/lona');
    const banner = page.getByRole('banner');
    const logo = banner.getByRole('link', { name: 'Estampa RD' });
    await expect(logo).toHaveAttribute('href', '/');
    const { nav } = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Contacto', exact: true })).toHaveAttribute('href', '/contacto');

    await markDocument(page);
    await nav.getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CONTÁCTANOS');
    expect(await documentIsMarked(page)).toBe(false);
    await expect(mainNav(page).nav.getByRole('link', { name: 'Contacto', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page).nav.getByRole('link', { name: 'Inicio', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('banner').getByRole('link', { name: 'Estampa RD' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personaliza tu ropa, tu equipo y tu negocio');
  });

  test('the keyboard reaches exactly the header links and dropdown buttons: the cart and user icons are not focusable', async ({
    page,
  }) => {
    await openInteractive(page, '/contacto');
    const banner = page.getByRole('banner');
    // The menu toggle is hidden on wide screens.
    await expect(banner.getByRole('button', { name: /menú/i })).toBeHidden();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    if (process.env.E2E_PREVIEW_TOKEN) {
      // Under a preview (npm run verify) the banner's way out comes next, before the header.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Salir de la vista previa' })).toBeFocused();
    }
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inHeader = await page.evaluate(() => !!document.activeElement?.closest('header'));
      if (!inHeader) break;
      reached.push(
        await page.evaluate(
          () =>
            `${document.activeElement?.tagName.toLowerCase()}:${(document.activeElement as HTMLElement).innerText.trim()}`,
        ),
      );
    }
    expect(reached).toEqual([
      'a:Estampa RD',
      'a:Inicio',
      'button:Productos',
      'button:Uniformes Deportivos',
      'button:Impresiones',
      'a:Contacto',
    ]);
    await expect(banner.getByRole('button', { name: /carrito|cart|usuario|user|cuenta/i })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: /carrito|cart|usuario|user|cuenta/i })).toHaveCount(0);
  });

  test('the header stays in view while the page scrolls', async ({ page }) => {
    await openInteractive(page, '/impresiones/dtf');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('banner')).toBeInViewport();
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });
});
