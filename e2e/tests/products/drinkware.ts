import { type Page } from '@playwright/test';
import {
  test,
  expect,
  cardOf,
  clickSoftDisabled,
  configurator,
  expectActive,
  expectChat,
  expectSoftDisabled,
  linesOf,
  money,
  openProducts,
  selectButton,
} from '../../support/products';
import { axeViolations } from '../../support/site';

/**
 * Mugs and bottles share one layout and one set of rules (docs/product-rules.md#pages, #behaviour "Mugs and bottles", §5,
 * §7): the same tests run on both pages, each with its own facts. Not a spec file itself.
 */

export type DrinkwareProduct = {
  id: string;
  name: string;
  price: number;
  material: string;
  colors: readonly string[];
  features: readonly string[];
};

export type DrinkwareFacts<P extends DrinkwareProduct> = {
  path: string;
  hero: string;
  panelTitle: string;
  quantityLabel: string;
  /** What the panel says before anything is chosen. */
  prompt: string;
  alert: string;
  textMax: number;
  catalogue: readonly P[];
  /** The capacity as the message and the card say it: '11 oz', '600 ml'. */
  capacity: (p: P) => string;
  /** Capacity within the range of docs/product-rules.md#catalogue. */
  capacityInRange: (p: P) => boolean;
  /** Extra checks on a card (bottles: retention chips). */
  checkCard?: (page: Page, p: P) => Promise<void>;
  /** Extra checks on the open panel. */
  checkPanel?: (page: Page, p: P) => Promise<void>;
  /** Checks of the page's other sections (process steps, 'why choose'). */
  checkSections?: (page: Page) => Promise<void>;
  /** Extra lines the message must hold (bottles: hot and cold retention). */
  extraLines?: (p: P) => string[];
};

export function drinkwareSuite<P extends DrinkwareProduct>(f: DrinkwareFacts<P>) {
  test.describe(f.path, () => drinkwareTests(f));
}

function drinkwareTests<P extends DrinkwareProduct>(f: DrinkwareFacts<P>) {
  const panelOf = (page: Page) => configurator(page, f.panelTitle, f.quantityLabel);
  const textField = (page: Page) =>
    panelOf(page).panel.getByRole('textbox', { name: 'Texto personalizado (opcional)' });

  test(`six products with the prices of the catalogue (checked against docs/product-rules.md#catalogue by catalogue.rules.test.ts); cards show only the first two features; the panel prompts until one is chosen; the other sections`, async ({
    page,
  }) => {
    await openProducts(page, f.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(f.hero);
    await expect(page.getByRole('button', { name: 'Seleccionar', exact: true })).toHaveCount(6);
    for (const p of f.catalogue) {
      expect(f.capacityInRange(p), `${p.id} capacity`).toBe(true);
      expect(p.features.length, `${p.id} has more than two features to hide`).toBeGreaterThan(2);
      const card = cardOf(page, p.name);
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(money(p.price));
      await expect(card).toContainText(f.capacity(p));
      await expect(card).toContainText(p.features[0]);
      await expect(card).toContainText(p.features[1]);
      for (const hidden of p.features.slice(2)) await expect(card).not.toContainText(hidden);
      await f.checkCard?.(page, p);
    }
    const c = panelOf(page);
    await expect(c.panel).toContainText(f.prompt);
    await expect(c.quote).toHaveCount(0);
    await expect(textField(page)).toHaveCount(0);
    await f.checkSections?.(page);
  });

  test('selecting opens the panel: all features, quantity 1 (never below), total; a new choice clears colour and quantity, keeps the custom text', async ({
    page,
  }) => {
    await openProducts(page, f.path);
    const c = panelOf(page);
    const [a, b] = [f.catalogue[1], f.catalogue[4]];
    await cardOf(page, a.name).getByRole('heading').click();
    await expect(selectButton(page, a.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(c.panel.getByRole('heading', { name: f.panelTitle })).toBeVisible();
    await expect(c.panel).toContainText(a.name);
    await expect(c.panel).toContainText(`${money(a.price)} por unidad`);
    await expect(c.colours).toHaveText([...a.colors]);
    for (const feature of a.features) await expect(c.panel).toContainText(feature);
    await f.checkPanel?.(page, a);
    await expect(c.quantity).toHaveText('1');
    await expect(c.total).toContainText(`Total estimado: ${money(a.price)}`);

    // Quantity: never below 1 (minus stays enabled and is answered); total = unit price × quantity.
    await expect(c.minus).toHaveAccessibleDescription(/^Disminuir cantidad/);
    await expect(c.plus).toHaveAccessibleDescription(/^Aumentar cantidad/);
    await c.minus.click();
    await expect(c.quantity).toHaveText('1');
    await expect(c.total).toContainText(`Total estimado: ${money(a.price)}`);
    for (let i = 0; i < 9; i++) await c.plus.click();
    await expect(c.quantity).toHaveText('10');
    await expect(c.total).toContainText(`Total estimado: ${money(a.price * 10)}`);
    await c.minus.click();
    await expect(c.quantity).toHaveText('9');
    await expect(c.total).toContainText(`Total estimado: ${money(a.price * 9)}`);
    await expect(c.total).toContainText(`(9 × ${money(a.price)})`);

    await c.colour(a.colors[1]).click();
    await expectActive(c.quote);
    await textField(page).fill('Feliz día, mamá');
    await expect(c.panel).toContainText('15/' + f.textMax + ' caracteres');

    await selectButton(page, b.name).click();
    await expect(c.panel).toContainText(b.name);
    await expect(c.colours).toHaveText([...b.colors]);
    await expect(c.panel.locator('[aria-pressed="true"]')).toHaveCount(0);
    // The colour is cleared: the quote waits for a colour again.
    await expectSoftDisabled(c.quote);
    await expect(c.quantity).toHaveText('1');
    await expect(textField(page)).toHaveValue('Feliz día, mamá');
    await expect(c.panel).toContainText('15/' + f.textMax + ' caracteres');
    await f.checkPanel?.(page, b);
  });

  test(`custom text: optional, at most ${f.textMax} characters, with its "n/${f.textMax} caracteres" counter`, async ({
    page,
  }) => {
    await openProducts(page, f.path);
    const c = panelOf(page);
    await selectButton(page, f.catalogue[0].name).click();
    const field = textField(page);
    await expect(field).toHaveAttribute('maxlength', String(f.textMax));
    await expect(c.panel).toContainText(`0/${f.textMax} caracteres`);
    await field.fill('Hola');
    await expect(c.panel).toContainText(`4/${f.textMax} caracteres`);
    await field.fill('x'.repeat(f.textMax));
    await expect(c.panel).toContainText(`${f.textMax}/${f.textMax} caracteres`);
    // One more key press is refused at the limit.
    await field.press('End');
    await page.keyboard.type('y');
    await expect(field).toHaveValue('x'.repeat(f.textMax));
    await expect(c.panel).toContainText(`${f.textMax}/${f.textMax} caracteres`);
    await field.fill('');
    await expect(c.panel).toContainText(`0/${f.textMax} caracteres`);
  });

  test('quote shown disabled until a colour, a click then alerts and opens nothing; complete → chat with every detail, custom text only when given', async ({
    page,
  }) => {
    const { alerts, opened } = await openProducts(page, f.path);
    const c = panelOf(page);
    const first = f.catalogue[3];
    await selectButton(page, first.name).click();
    await expectSoftDisabled(c.quote);
    await expect(c.panel).toContainText('Elige un color para cotizar.');
    await clickSoftDisabled(c.quote);
    await expect.poll(() => alerts).toEqual([f.alert]);
    // Text and quantity do not make up for the colour.
    await textField(page).fill('Mi marca');
    await c.plus.click();
    await clickSoftDisabled(c.quote);
    await expect.poll(() => alerts).toEqual([f.alert, f.alert]);
    await c.colour(first.colors[0]).click();
    await expectActive(c.quote);
    // A new choice clears the colour again.
    const p = f.catalogue[5];
    await selectButton(page, p.name).click();
    await expectSoftDisabled(c.quote);
    await clickSoftDisabled(c.quote);
    await expect.poll(() => alerts).toEqual([f.alert, f.alert, f.alert]);
    expect(await opened()).toEqual([]);

    await c.colour(p.colors[2]).click();
    await c.plus.click();
    await c.plus.click();
    await textField(page).fill('  Colegio San José & Cía. 50% ¿listo?  ');
    await c.quote.click();
    const lines = linesOf(await expectChat(opened, 1));
    expect(lines[0]).toMatch(/^¡Hola!/);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Producto: ${p.name}`,
        `Color: ${p.colors[2]}`,
        'Cantidad: 3',
        `Capacidad: ${f.capacity(p)}`,
        `Material: ${p.material}`,
        `Precio unitario: ${money(p.price)}`,
        `Total estimado: ${money(p.price * 3)}`,
        // Trimmed, and the URL-special characters survive the link.
        'Texto personalizado: "Colegio San José & Cía. 50% ¿listo?"',
        ...(f.extraLines?.(p) ?? []),
      ]),
    );
    expect(lines.at(-1)).toMatch(/personalización.*\?$/);

    // Blank text: no text line.
    await textField(page).fill('   ');
    await c.quote.click();
    const plain = await expectChat(opened, 2);
    expect(linesOf(plain)).toEqual(
      expect.arrayContaining([`Producto: ${p.name}`, 'Cantidad: 3', `Total estimado: ${money(p.price * 3)}`]),
    );
    expect(plain).not.toMatch(/Texto personalizado/);
    expect(alerts).toHaveLength(3);
  });

  // The page as first served (panel prompting) is scanned by tests/platform/accessibility.spec.ts
  // (every route); here the whole page with the panel open and incomplete.
  test('axe-core finds nothing on the page with the panel open', async ({ page }) => {
    await openProducts(page, f.path);
    const c = panelOf(page);
    await selectButton(page, f.catalogue[0].name).click();
    await expectSoftDisabled(c.quote);
    await textField(page).fill('Mi texto');
    expect(await axeViolations(page)).toEqual([]);
  });
}
