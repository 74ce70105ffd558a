import { type Page } from '@playwright/test';
import {
  test,
  expect,
  ALERTS,
  cardOf,
  clickSoftDisabled,
  configurator,
  expectActive,
  expectChat,
  expectColourAndSizeGate,
  expectSoftDisabled,
  linesOf,
  money,
  openProducts,
  selectButton,
} from '../../support/products';
import { axeViolations } from '../../support/site';
import { SCHOOL_UNIFORMS } from '../../../mf-products/src/features/school-uniforms/data';
import { describeSameCommit } from '../../support/environment';

// /productos/uniformes-escolares: level filter and the panel 'Personaliza tu Uniforme'
// (docs/product-rules.md#pages, #catalogue "School uniform", §4, §5, §7).

const PATH = '/productos/uniformes-escolares';
/** docs/product-rules.md#catalogue, in catalogue order. */
const LEVELS = ['Todos', 'Preescolar', 'Primaria', 'Secundaria', 'Bachillerato'];

const uniform = (id: string) => SCHOOL_UNIFORMS.find((u) => u.id === id)!;
const panelOf = (page: Page) => configurator(page, 'Personaliza tu Uniforme', 'Cantidad de uniformes');
const schoolName = (page: Page) => panelOf(page).panel.getByRole('textbox', { name: 'Nombre del colegio (opcional)' });
const levelBar = (page: Page) => page.getByRole('group', { name: 'Filtrar uniformes por nivel' });
const cards = (page: Page) => page.getByRole('button', { name: 'Seleccionar', exact: true });
/** The names (h3) of the cards shown. */
const cardNames = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: cards(page) })
    .getByRole('heading', { level: 3 });

describeSameCommit('products: school uniforms', { app: 'products' }, () => {
  test('six uniforms with the prices of the catalogue (checked against docs/product-rules.md#catalogue by catalogue.rules.test.ts); cards show level badge, price, description, the first two pieces and the first two features; sizes by level', async ({
    page,
  }) => {
    await openProducts(page, PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UNIFORMES ESCOLARES');
    // The sports (900) and gala (2200) uniforms are the ones for every level.
    expect(SCHOOL_UNIFORMS.filter((u) => u.schoolType === 'Todos').map((u) => u.price)).toEqual([900, 2200]);
    await expect(cards(page)).toHaveCount(6);
    for (const u of SCHOOL_UNIFORMS) {
      const card = cardOf(page, u.name);
      await expect(card).toContainText(u.schoolType === 'Todos' ? 'Todos los niveles' : u.schoolType);
      await expect(card).toContainText(money(u.price));
      await expect(card).toContainText(u.description);
      await expect(card).toContainText(u.pieces[0]);
      await expect(card).toContainText(u.pieces[1]);
      for (const hidden of u.pieces.slice(2)) await expect(card).not.toContainText(hidden);
      for (const shown of u.features.slice(0, 2)) await expect(card).toContainText(shown);
      for (const hidden of u.features.slice(2)) await expect(card).not.toContainText(hidden);
    }
    const c = panelOf(page);
    await expect(c.panel).toContainText('Selecciona un uniforme para personalizar');
    await expect(c.quote).toHaveCount(0);

    // Sizes: child sizes 2T–16 for the lower levels, XS–XXL or S–XXXL for the older ones.
    const expectRange = async (id: string, first: string, last: string) => {
      await selectButton(page, uniform(id).name).click();
      await expect(c.panel).toContainText(uniform(id).name);
      await expect(c.sizes.first()).toHaveText(first);
      await expect(c.sizes.last()).toHaveText(last);
      await expect(c.sizes).toHaveText([...uniform(id).sizes]);
    };
    await expectRange('school-1', '2T', '8');
    await expectRange('school-2', '6', '16');
    await expectRange('school-3', 'XS', 'XXL');
    await expectRange('school-4', 'S', 'XXXL');
  });

  test('level filter: Todos by default; a level shows its uniforms plus those marked Todos', async ({ page }) => {
    await openProducts(page, PATH);
    const bar = levelBar(page);
    await expect(bar.getByRole('button')).toHaveText(LEVELS);
    await expect(bar.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Mostrando 6 uniformes')).toBeVisible();

    for (const level of LEVELS.slice(1)) {
      await bar.getByRole('button', { name: level, exact: true }).click();
      await expect(bar.getByRole('button', { name: level, exact: true })).toHaveAttribute('aria-pressed', 'true');
      const expected = SCHOOL_UNIFORMS.filter((u) => u.schoolType === level || u.schoolType === 'Todos');
      // Each level has its own uniform(s) besides the two for every level.
      expect(expected.length, level).toBeGreaterThan(2);
      await expect(cards(page)).toHaveCount(expected.length);
      await expect(page.getByText(`Mostrando ${expected.length} uniformes (${level})`)).toBeVisible();
      await expect(cardNames(page)).toHaveText(expected.map((u) => u.name));
    }
    await bar.getByRole('button', { name: 'Todos' }).click();
    await expect(cards(page)).toHaveCount(6);
  });

  test('selecting clears colour and size and sets quantity 1; quantity never below 1; school name (max 50) kept', async ({
    page,
  }) => {
    await openProducts(page, PATH);
    const c = panelOf(page);
    const [a, b] = [uniform('school-3'), uniform('school-6')];
    await cardOf(page, a.name).getByRole('heading').click();
    await expect(selectButton(page, a.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(c.panel).toContainText(`${money(a.price)} por uniforme`);
    for (const piece of a.pieces) await expect(c.panel).toContainText(piece);
    for (const feature of a.features) await expect(c.panel).toContainText(feature);

    const name = schoolName(page);
    await expect(name).toHaveAttribute('maxlength', '50');
    await expect(c.panel).toContainText('0/50 caracteres');
    await name.fill('N'.repeat(50));
    await name.press('End');
    await page.keyboard.type('Z');
    await expect(name).toHaveValue('N'.repeat(50));
    await expect(c.panel).toContainText('50/50 caracteres');
    await name.fill('Colegio San José');
    await expect(c.panel).toContainText('16/50 caracteres');

    await c.minus.click();
    await expect(c.quantity).toHaveText('1');
    await c.colour(a.colors[0]).click();
    await c.size('M').click();
    await expectActive(c.quote);
    for (let i = 0; i < 4; i++) await c.plus.click();
    await expect(c.quantity).toHaveText('5');
    await expect(c.total).toContainText('Total estimado: $8,000');

    await selectButton(page, b.name).click();
    await expect(c.panel).toContainText(b.name);
    await expect(c.panel.locator('[aria-pressed="true"]')).toHaveCount(0);
    await expectSoftDisabled(c.quote);
    await expect(c.quantity).toHaveText('1');
    await expect(c.total).toContainText('Total estimado: $2,200');
    await expect(name).toHaveValue('Colegio San José');
  });

  test('quote shown disabled until colour and size, a click then alerts and opens nothing; complete → chat with every detail, school name only when given', async ({
    page,
  }) => {
    const { alerts, opened } = await openProducts(page, PATH);
    const c = panelOf(page);
    const first = uniform('school-2');
    await selectButton(page, first.name).click();
    await expectColourAndSizeGate(c, alerts, ALERTS.school, first.colors[0]);
    await selectButton(page, first.name).click();
    await c.size('10').click();
    await schoolName(page).fill('Liceo Los Mina');
    await expectSoftDisabled(c.quote);
    await clickSoftDisabled(c.quote);
    await expect.poll(() => alerts).toEqual([ALERTS.school, ALERTS.school, ALERTS.school]);
    expect(await opened()).toEqual([]);
    await c.colour(first.colors[0]).click();
    await expectActive(c.quote);

    // Complete, chosen from a filtered list.
    await levelBar(page).getByRole('button', { name: 'Bachillerato', exact: true }).click();
    const u = uniform('school-4');
    await selectButton(page, u.name).click();
    await expectSoftDisabled(c.quote);
    await schoolName(page).fill('  Colegio Santa Teresa & Asociados  ');
    await c.colour(u.colors[3]).click();
    await c.size('XXXL').click();
    await c.plus.click();
    await c.plus.click();
    await expect(c.total).toContainText('Total estimado: $5,400');
    await c.quote.click();

    const lines = linesOf(await expectChat(opened, 1));
    expect(lines[0]).toMatch(/^¡Hola!/);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Producto: ${u.name}`,
        `Color: ${u.colors[3]}`,
        'Talla: XXXL',
        'Cantidad: 3',
        ...u.pieces.map((piece) => `- ${piece}`),
        'Precio unitario: $1,800',
        'Total estimado: $5,400',
        'Nombre del colegio: Colegio Santa Teresa & Asociados',
      ]),
    );
    const question = lines.at(-1)!;
    expect(question).toMatch(/personalización/i);
    expect(question).toMatch(/entrega.*\?$/i);

    // Without a school name: no school line.
    await schoolName(page).fill('');
    await c.quote.click();
    const plain = await expectChat(opened, 2);
    expect(linesOf(plain)).toEqual(
      expect.arrayContaining([`Producto: ${u.name}`, 'Cantidad: 3', 'Total estimado: $5,400']),
    );
    expect(plain).not.toMatch(/colegio:/i);
    expect(alerts).toHaveLength(3);
  });

  // The page as first served (panel prompting) is scanned by tests/platform/accessibility.spec.ts
  // (every route); here the whole page, filtered, with the panel open and incomplete.
  test('axe-core finds nothing on the page with the panel open', async ({ page }) => {
    await openProducts(page, PATH);
    await levelBar(page).getByRole('button', { name: 'Preescolar', exact: true }).click();
    await selectButton(page, uniform('school-1').name).click();
    await panelOf(page).colour(uniform('school-1').colors[0]).click();
    await expect(panelOf(page).panel).toContainText('Elige una talla para cotizar.');
    expect(await axeViolations(page)).toEqual([]);
  });
});
