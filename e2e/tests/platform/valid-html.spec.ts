import { test, expect } from '@playwright/test';
import { ROUTES } from '../../support/routes';
import { checkHtml, checkerMissing } from '../../support/htmlChecker';
import { CROSS_REMOTE, SMOKE } from '../../support/tags';
import { openPage } from '../../support/site';
import { addPlayer, model, openOrder } from '../../support/order';
import type { Page } from '@playwright/test';

// Issue 23: every page the server sends is valid HTML by the W3C Nu checker: no error and no
// warning. A remote's fragment sits in the shell's <main>, so its one <style> must come first and
// reach nothing before it (build-tools/render-fragment.js); page-wide rules are the shell's
// (shared/src/theme/pageHooks.ts).
const NOT_FOUND = '/esta/ruta/no-existe';
const PAGES = [...ROUTES.map((r) => r.path), '/uniformes/basquetbol/pedido?modelo=1', '/offline.html', NOT_FOUND];

// The mistakes the checker must catch, written the way a fragment would make them.
const CONTROL = `<!doctype html><html lang="es-DO"><head><title>x</title></head><body><header>h</header>
<main><p>x</p><style>header{color:red}</style></main></body></html>`;

test.describe('platform: valid HTML', { tag: [SMOKE, CROSS_REMOTE] }, () => {
  test('the W3C Nu checker finds no error or warning on any route, the order page with a model, the offline page or the 404', async ({
    request,
  }) => {
    test.skip(checkerMissing() !== null && !process.env.CI, checkerMissing() ?? '');
    const documents: Record<string, Buffer> = {};
    for (const page of PAGES) {
      const res = await request.get(page);
      expect(res.status(), page).toBe(page === NOT_FOUND ? 404 : 200);
      documents[page] = await res.body();
    }
    const found = await checkHtml({ ...documents, control: CONTROL });
    expect(found.control.join('\n')).toContain('A “style” element in “body” must be the first child of its parent.');
    expect(found.control.join('\n')).toContain(
      'The selector “header” matches, or might match, an element that comes before',
    );
    delete found.control;
    expect(Object.entries(found).filter(([, problems]) => problems.length)).toEqual([]);
    expect(Object.keys(found)).toHaveLength(PAGES.length);
  });
});

// What the browser builds once a visitor opens things: dialogs, menus and lists that only exist
// after hydration. Their markup is React's, not the server's, so it is checked as the DOM stands.
const OPEN_STATES: Record<string, (page: Page) => Promise<void>> = {
  'the mobile menu, open': async (page) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/contacto');
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Menú', exact: true })).toHaveAttribute('aria-expanded', 'true');
  },
  'a basketball model in the lightbox': async (page) => {
    await openPage(page, '/uniformes/basquetbol');
    await page.getByRole('button', { name: 'Ver Imagen', exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Abrir en nueva pestaña', exact: true })).toBeVisible();
  },
  'a football model in the 3D viewer': async (page) => {
    await openPage(page, '/uniformes/futbol');
    await page.getByRole('button', { name: 'Ver en 3D', exact: true }).first().click();
    await expect(page.getByRole('button', { name: 'Vista Trasera' })).toBeVisible();
  },
  'an order with two players and the paste dialog open': async (page) => {
    const o = await openOrder(page, model('e2e-valid-dom'));
    await addPlayer(page, { nombre: 'Pérez', numero: '10' });
    await addPlayer(page, { nombre: 'Gómez', numero: '11', patrocinador: 'Colmado' });
    await o.pasteButton.click();
    await expect(page.getByRole('dialog', { name: 'Pegar lista de jugadores' })).toBeVisible();
  },
};

test.describe('platform: valid HTML once opened', { tag: CROSS_REMOTE }, () => {
  test('the W3C Nu checker finds no error or warning in the DOM of open dialogs, menus and a roster', async ({
    page,
  }) => {
    test.skip(checkerMissing() !== null && !process.env.CI, checkerMissing() ?? '');
    const documents: Record<string, string> = {};
    for (const [state, open] of Object.entries(OPEN_STATES)) {
      await open(page);
      documents[state] = `<!doctype html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
    }
    const found = await checkHtml(documents);
    expect(Object.entries(found).filter(([, problems]) => problems.length)).toEqual([]);
    expect(Object.keys(found)).toHaveLength(Object.keys(OPEN_STATES).length);
  });
});
