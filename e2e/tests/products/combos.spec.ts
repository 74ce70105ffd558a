import { type Page } from '@playwright/test';
import { test, expect, cardOf, expectChat, linesOf, money, openProducts } from '../../support/products';
import { axeViolations } from '../../support/site';
import { COMBOS } from '../../../mf-products/src/features/combos/data';
import { describeSameCommit } from '../../support/environment';

// /productos/promociones: nine combos, a category filter, ONE quantity shared by every card
// (starts 10; minus → max(q − 5, that card's minimum); plus +5 unbounded; kept across filters),
// totals and savings per card, and 'Cotizar Combo' (docs/product-rules.md#pages, #catalogue "Combo", §4, §7, §9).

const PATH = '/productos/promociones';
/** docs/product-rules.md#constants: minimums of combo-1 … combo-9. */
const MINIMUMS = [10, 15, 5, 8, 50, 12, 20, 25, 15];
/** docs/product-rules.md#catalogue's examples: [price, original price]. */
const EXAMPLES: Record<string, [number, number]> = {
  'combo-1': [850, 1000],
  'combo-3': [1800, 2200],
  'combo-5': [650, 800],
  'combo-8': [450, 550],
};
const FILTERS = ['Todos', 'Combos Textiles', 'Combos Oficina', 'Combos Eventos', 'Lanzamientos'];

const combo = (id: string) => COMBOS.find((c) => c.id === id)!;
const filterBar = (page: Page) => page.getByRole('group', { name: 'Filtrar combos por categoría' });
const quoteButtons = (page: Page) => page.getByRole('button', { name: 'Cotizar Combo', exact: true });
function comboCard(page: Page, id: string) {
  const c = combo(id);
  const card = cardOf(page, c.name);
  const stepper = card.getByRole('group', { name: `Cantidad de ${c.name}`, exact: true });
  return {
    card,
    minus: stepper.getByRole('button', { name: '-', exact: true }),
    plus: stepper.getByRole('button', { name: '+', exact: true }),
    value: stepper.locator('span'),
  };
}
/** Every visible card shows the same quantity q (retried as one reading: steppers and cards together). */
async function expectSharedQuantity(page: Page, q: number) {
  const steppers = page.getByRole('group', { name: /^Cantidad de / }).locator('span');
  await expect
    .poll(async () => {
      const [shown, cards] = await Promise.all([steppers.allTextContents(), quoteButtons(page).count()]);
      if (cards === 0 || shown.length !== cards) return `${shown.length} steppers for ${cards} cards`;
      return [...new Set(shown)].join(' | ');
    })
    .toBe(String(q));
}

describeSameCommit('products: combos', { app: 'products' }, () => {
  test('nine combos with the examples, minimums and savings badges of docs/product-rules.md#catalogue', async ({
    page,
  }) => {
    await openProducts(page, PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('COMBOS PROMOCIONALES');
    expect(COMBOS.map((c) => c.id)).toEqual(MINIMUMS.map((_, i) => `combo-${i + 1}`));
    await expect(quoteButtons(page)).toHaveCount(9);
    for (const [i, c] of COMBOS.entries()) {
      expect(c.minQuantity, c.id).toBe(MINIMUMS[i]);
      if (EXAMPLES[c.id]) expect([c.price, c.originalPrice], c.id).toEqual(EXAMPLES[c.id]);
      else {
        expect(c.price).toBeGreaterThanOrEqual(750);
        expect(c.price).toBeLessThanOrEqual(2200);
      }
      const { card } = comboCard(page, c.id);
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(`Ahorra ${money(c.originalPrice - c.price)}`);
      await expect(card).toContainText(`Min. ${c.minQuantity}`);
      await expect(card.locator('s')).toContainText(money(c.originalPrice));
      await expect(card).toContainText(money(c.price));
      await expect(card).toContainText('Incluye');
      for (const item of c.items) await expect(card.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
    }
  });

  test('filters: Todos by default, then each category shows only its combos', async ({ page }) => {
    await openProducts(page, PATH);
    const bar = filterBar(page);
    await expect(bar.getByRole('button')).toHaveText(FILTERS);
    await expect(bar.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Mostrando 9 combos')).toBeVisible();

    for (const category of FILTERS.slice(1)) {
      await bar.getByRole('button', { name: category, exact: true }).click();
      await expect(bar.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(bar.locator('[aria-pressed="true"]')).toHaveCount(1);
      const expected = COMBOS.filter((c) => c.category === category);
      expect(expected.length, category).toBeGreaterThan(0);
      await expect(quoteButtons(page)).toHaveCount(expected.length);
      await expect(
        page.getByText(`Mostrando ${expected.length} ${expected.length === 1 ? 'combo' : 'combos'} (${category})`),
      ).toBeVisible();
      for (const c of expected) await expect(comboCard(page, c.id).card).toHaveCount(1);
    }
    await bar.getByRole('button', { name: 'Todos' }).click();
    await expect(quoteButtons(page)).toHaveCount(9);
  });

  test("one shared quantity: starts 10, minus → max(q − 5, that card's minimum), plus +5 unbounded, kept across filters", async ({
    page,
  }) => {
    await openProducts(page, PATH);
    await expectSharedQuantity(page, 10);

    // combo-1 (min 10): 10 − 5 = 5 is below 10 → 10. Each sign is described by its combo.
    await expect(comboCard(page, 'combo-1').minus).toHaveAccessibleDescription(
      `Disminuir cantidad de ${combo('combo-1').name}`,
    );
    await comboCard(page, 'combo-1').minus.click();
    await expectSharedQuantity(page, 10);
    // combo-3 (min 5): 10 → 5, then stays at 5.
    await comboCard(page, 'combo-3').minus.click();
    await expectSharedQuantity(page, 5);
    await comboCard(page, 'combo-3').minus.click();
    await expectSharedQuantity(page, 5);
    // Plus on any card, no minimum check: 5 → 10 → 15 on every card.
    await comboCard(page, 'combo-5').plus.click();
    await comboCard(page, 'combo-9').plus.click();
    await expectSharedQuantity(page, 15);
    // combo-4 (min 8): 15 → 10 → 8 (raised to its minimum, not 5).
    await comboCard(page, 'combo-4').minus.click();
    await expectSharedQuantity(page, 10);
    await comboCard(page, 'combo-4').minus.click();
    await expectSharedQuantity(page, 8);
    // combo-5 (min 50): minus from 8 gives 50.
    await comboCard(page, 'combo-5').minus.click();
    await expectSharedQuantity(page, 50);

    // Kept across category changes.
    await filterBar(page).getByRole('button', { name: 'Combos Oficina', exact: true }).click();
    await expect(quoteButtons(page)).toHaveCount(3);
    await expectSharedQuantity(page, 50);
    // combo-8 (min 25): 50 → 45; plus: 45 → 50 … → 120 (no upper bound met).
    await comboCard(page, 'combo-8').minus.click();
    await expectSharedQuantity(page, 45);
    for (let i = 0; i < 15; i++) await comboCard(page, 'combo-8').plus.click();
    await expectSharedQuantity(page, 120);
    await filterBar(page).getByRole('button', { name: 'Todos', exact: true }).click();
    await expect(quoteButtons(page)).toHaveCount(9);
    await expectSharedQuantity(page, 120);
  });

  test('each card shows its total and saving at the shared quantity', async ({ page }) => {
    await openProducts(page, PATH);
    const check = async (q: number) => {
      for (const c of COMBOS) {
        const { card } = comboCard(page, c.id);
        await expect(card).toContainText(`Total: ${money(c.price * q)}`);
        await expect(card).toContainText(`Ahorras: ${money((c.originalPrice - c.price) * q)}`);
      }
    };
    await check(10);
    // combo-1 at 10: 8,500 total, 1,500 saved (docs/product-rules.md#catalogue example prices).
    await expect(comboCard(page, 'combo-1').card).toContainText('Total: $8,500');
    await expect(comboCard(page, 'combo-1').card).toContainText('Ahorras: $1,500');
    await comboCard(page, 'combo-5').minus.click();
    await expectSharedQuantity(page, 50);
    await check(50);
    await expect(comboCard(page, 'combo-5').card).toContainText('Total: $32,500');
    await expect(comboCard(page, 'combo-5').card).toContainText('Ahorras: $7,500');
  });

  test('"Cotizar Combo" opens the chat with name, quantity, price and saving per combo, totals and items, with no checks', async ({
    page,
  }) => {
    const { alerts, opened } = await openProducts(page, PATH);
    const quote = (id: string) => comboCard(page, id).card.getByRole('button', { name: 'Cotizar Combo' });

    // No checks: quantity 10 is below combo-5's minimum of 50, and the chat opens all the same.
    await expectSharedQuantity(page, 10);
    await quote('combo-5').click();
    const first = linesOf(await expectChat(opened, 1));
    expect(first).toEqual(
      expect.arrayContaining([
        `Combo: ${combo('combo-5').name}`,
        'Cantidad: 10',
        'Precio por combo: $650',
        'Total: $6,500',
        'Ahorro total: $1,500',
      ]),
    );

    const c = combo('combo-3');
    await comboCard(page, 'combo-3').minus.click();
    await expectSharedQuantity(page, 5);
    await quote('combo-3').click();
    const lines = linesOf(await expectChat(opened, 2));
    expect(lines[0]).toMatch(/^¡Hola!/);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Combo: ${c.name}`,
        'Cantidad: 5',
        'Precio por combo: $1,800',
        'Ahorro por combo: $400',
        'Total: $9,000',
        'Ahorro total: $2,000',
        ...c.items.map((item) => `- ${item}`),
      ]),
    );
    const question = lines.at(-1)!;
    expect(question).toMatch(/personalización/i);
    expect(question).toMatch(/entrega/i);
    expect(question).toMatch(/\?$/);
    expect(alerts).toEqual([]);
  });

  // The page as first served is scanned by tests/platform/accessibility.spec.ts (every route).
  test('axe-core finds nothing after using a filter and a stepper', async ({ page }) => {
    await openProducts(page, PATH);
    await filterBar(page).getByRole('button', { name: 'Lanzamientos', exact: true }).click();
    await comboCard(page, 'combo-4').plus.click();
    await expectSharedQuantity(page, 15);
    expect(await axeViolations(page)).toEqual([]);
  });
});
