import { test, expect } from '@playwright/test';
import { openInteractive } from '../../support/interactive';
import { mainNav } from './menu';
import { SMOKE } from '../../support/tags';

// tests/platform/routes.spec.ts covers the 404 status, title, heading, sentence and the way home.
// Here: unknown paths that look like real ones, and the page around the message.

test.describe('shell: not found', { tag: SMOKE }, () => {
  test.describe('paths that look like pages but are not', () => {
    for (const path of [
      '/impresiones/no-existe',
      '/impresiones/dtf/extra',
      '/productos',
      '/uniformes/basquetbol/pedido/1',
      // Old links to a static site's files: a browser opening them gets the page, not plain text.
      '/contacto.html',
      '/index.php',
    ]) {
      test(`${path} gets the 404 page`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      });
    }
  });

  // Not merged into /contacto: the Node composer reads `//contacto` as a path (requestUrl.js) and
  // nginx has merge_slashes off, so every topology gives the same answer.
  test('a path with doubled slashes (//contacto) gets the 404 page', async ({ page, baseURL }) => {
    const response = await page.goto(`${new URL(baseURL ?? '').origin}//contacto`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  });

  test('a known page with a trailing slash is that page, not the 404', async ({ page }) => {
    const response = await page.goto('/impresiones/lona/');
    expect(response?.status()).toBeLessThan(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impresión en Lona');
  });

  test('the 404 page: the English lines marked as English, a Spanish hint, and a working header', async ({ page }) => {
    const response = await openInteractive(page, '/no-existe-esta-pagina');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    // The title is written once (a search for it finds one element), in bold inside the sentence.
    await expect(main.getByText('This page has not been generated')).toBeVisible();
    await expect(main.getByText('This page has not been generated', { exact: true })).toBeVisible();
    await expect(
      main.getByText(/^404 - This page has not been generated\. Tell me what you would like on this page$/),
    ).toHaveAttribute('lang', 'en');
    await expect(main.getByText('La página que buscas no existe o fue movida.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');

    // No menu entry claims to be the current page.
    await expect(page.getByRole('banner').locator('[aria-current]')).toHaveCount(0);
    const productos = mainNav(page).group('Productos');
    await productos.button.click();
    await expect(productos.links).toHaveCount(6);
    await expect(productos.links.and(page.locator('[aria-current]'))).toHaveCount(0);
  });
});
