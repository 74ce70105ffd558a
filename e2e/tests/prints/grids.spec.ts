import { test, expect, type Page } from '@playwright/test';
import { openPrintPage } from './printPage';

// Card grids whose count has a divisor fill whole rows (shared/src/ui/gridColumns.ts): four cards
// two by two on a tablet and four in a row on a desktop, never three and a lone one.

/** Per grid of 4 or 6 cards in main: the number of cards in each of its rows. */
function rowsOfGrids(page: Page) {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('ul, ol, dl')]
      .filter((grid) => getComputedStyle(grid).display === 'grid' && [4, 6].includes(grid.children.length))
      .map((grid) => {
        const rows = new Map<number, number>();
        for (const card of grid.children) {
          const top = Math.round(card.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? 0) + 1);
        }
        return { count: grid.children.length, rows: [...rows.values()] };
      }),
  );
}

for (const width of [768, 1024, 1280]) {
  test(`at ${width} px every grid of four or six cards on the print pages fills whole rows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/impresiones/lona',
      '/impresiones/coroplast',
      '/impresiones/dtf',
      '/impresiones/sublimacion',
    ]) {
      await openPrintPage(page, path);
      const grids = await rowsOfGrids(page);
      expect(grids.length, `${path} has grids of four or six cards`).toBeGreaterThan(0);
      for (const { count, rows } of grids) {
        expect(
          rows.every((n) => n === rows[0]),
          `${path}: a grid of ${count} cards in rows of ${rows.join(', ')}`,
        ).toBe(true);
      }
    }
  });
}

// In a row of banner-type cards the weight badges line up: each under its name (side by side, the
// long 'Blockout' put its badge below while its neighbours' sat beside their names).
test('the banner types’ weight badges sit under their names at every width', async ({ page }) => {
  for (const width of [600, 1100, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openPrintPage(page, '/impresiones/lona');
    const cards = page
      .getByRole('region', { name: 'Tipos de Lona' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(4);
    const below = await cards.evaluateAll((items) =>
      items.map((card) => {
        const name = card.querySelector('h3')!.getBoundingClientRect();
        const badge = card.querySelector('h3 + p')!.getBoundingClientRect();
        return badge.top >= name.bottom;
      }),
    );
    expect(below, `${width} px`).toEqual([true, true, true, true]);
  }
});
