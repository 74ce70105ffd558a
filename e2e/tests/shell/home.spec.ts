import { test, expect, type Locator, type Page } from '@playwright/test';
import { openInteractive, expectChatLink } from '../../support/interactive';
import { holdScripts, isMainScript, isShellChunk } from '../../support/site';
import { SMOKE } from '../../support/tags';

/** The twelve sample products by chip (docs/product-rules.md#pages, #constants: twelve cards, seven chips). */
const CARDS_BY_CATEGORY: Record<string, string[]> = {
  Polos: ['Polo Clásico Bordado', 'Polo Dry-Fit'],
  'T-Shirts': ['T-Shirt de Algodón', 'T-Shirt Sublimada'],
  'Tazas & Termos': ['Taza de Cerámica 11 oz', 'Termo de Acero Inoxidable'],
  Gorras: ['Gorra Bordada', 'Gorra Trucker'],
  'Abrigos & Hoodies': ['Hoodie con Capucha', 'Abrigo con Zíper'],
  'Promociones Escolares': ['Polo Escolar con Insignia', 'Kit de Graduación'],
};
const CHIPS = ['Todos', ...Object.keys(CARDS_BY_CATEGORY)];
const ALL_CARDS = Object.values(CARDS_BY_CATEGORY).flat();

function hero(page: Page) {
  return page.getByRole('region', { name: 'Personaliza tu ropa, tu equipo y tu negocio' });
}

function products(page: Page) {
  const section = page.getByRole('region', { name: 'Nuestros Productos' });
  const chips = section.getByRole('group', { name: 'Filtrar productos por categoría' }).getByRole('button');
  return { section, chips, cards: section.getByRole('article'), count: section.getByRole('status') };
}

test.describe('shell: home', { tag: SMOKE }, () => {
  test.beforeEach(async ({ page }) => {
    await openInteractive(page, '/');
  });

  test('hero: "Ver Productos" smooth-scrolls to the products section and moves focus there', async ({ page }) => {
    const { section } = products(page);
    const heading = section.getByRole('heading', { name: 'Nuestros Productos' });
    await expect(heading).not.toBeInViewport();
    await page.evaluate(() => {
      const w = window as unknown as { __scrolls: number[] };
      w.__scrolls = [];
      window.addEventListener('scroll', () => w.__scrolls.push(window.scrollY), { passive: true });
    });

    await hero(page).getByRole('button', { name: 'Ver Productos' }).click();
    await expect(heading).toBeInViewport();
    await expect(section).toBeFocused();
    await expect(page).toHaveURL(/#productos$/);
    // The section's top ends just under the sticky header, not hidden behind it.
    await expect
      .poll(async () => {
        const top = (await section.boundingBox())?.y ?? -1;
        const header = (await page.getByRole('banner').boundingBox())?.height ?? 0;
        return top >= header - 1 && top <= header + 80;
      })
      .toBe(true);
    // Smooth: the page passes through intermediate positions instead of jumping once.
    const scrolls = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
    expect(scrolls.length).toBeGreaterThan(2);
    expect(scrolls[0]).toBeLessThan(scrolls[scrolls.length - 1]);
  });

  test('hero: with reduced motion, "Ver Productos" jumps to the products section without animating', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { section } = products(page);
    await page.evaluate(() => {
      const w = window as unknown as { __scrolls: number[] };
      w.__scrolls = [];
      window.addEventListener('scroll', () => w.__scrolls.push(window.scrollY), { passive: true });
    });
    await hero(page).getByRole('button', { name: 'Ver Productos' }).click();
    await expect(section.getByRole('heading', { name: 'Nuestros Productos' })).toBeInViewport();
    await expect(section).toBeFocused();
    const scrolls = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
    expect(scrolls.length).toBeLessThanOrEqual(2);
  });

  test('hero: five sport catalogue links in the order of the product rules', async ({ page }) => {
    const catalogues = hero(page).getByRole('list', { name: 'Catálogos de uniformes deportivos' }).getByRole('button');
    const expected = [
      ['Basquetbol', '/uniformes/basquetbol'],
      ['Fútbol', '/uniformes/futbol'],
      ['Béisbol', '/uniformes/beisbol'],
      ['Voleibol', '/uniformes/voleibol'],
      ['Softbol', '/uniformes/softbol'],
    ];
    await expect(catalogues).toHaveText(expected.map(([name]) => name));
    for (const [i, [, href]] of expected.entries()) await expect(catalogues.nth(i)).toHaveAttribute('href', href);
  });

  test('hero: the quote link opens the chat (no message) in a new tab without an opener', async ({ page, context }) => {
    const quote = hero(page).getByRole('button', { name: /Solicitar Cotización/ });
    expect(await expectChatLink(quote)).toBe('');
    await expect(quote).toHaveAttribute('href', 'https://wa.me/18095550100');

    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
    );
    const [popup] = await Promise.all([page.waitForEvent('popup'), quote.click()]);
    await expect(popup).toHaveURL('https://wa.me/18095550100');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('chips: Todos is chosen first and shows the twelve cards, each "Personalizable"', async ({ page }) => {
    const { chips, cards, count } = products(page);
    await expect(chips).toHaveText(CHIPS);
    await expect(chips.filter({ hasText: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText('Mostrando 12 productos');
    await expect(cards).toHaveCount(12);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(ALL_CARDS);
    for (let i = 0; i < 12; i++) await expect(cards.nth(i).getByText('Personalizable', { exact: true })).toBeVisible();
  });

  test('chips: each category shows only its cards, and Todos brings all back', async ({ page }) => {
    const { chips, cards, count } = products(page);
    for (const [category, names] of Object.entries(CARDS_BY_CATEGORY)) {
      const chip = chips.filter({ hasText: new RegExp(`^${category.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await expect(chips.and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
      await expect(count, category).toHaveText(`Mostrando ${names.length} productos (${category})`);
      await expect(cards.getByRole('heading', { level: 3 }), category).toHaveText(names);
      for (const name of names)
        await expect(cards.filter({ hasText: name }).getByText('Personalizable', { exact: true })).toBeVisible();
    }
    await chips.filter({ hasText: 'Todos' }).click();
    await expect(count).toHaveText('Mostrando 12 productos');
    await expect(cards).toHaveCount(12);
  });

  test('process: four numbered steps (choose, send design, production, delivery)', async ({ page }) => {
    const steps = page.getByRole('region', { name: 'Nuestro Proceso' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    const titles = ['Elige tu producto', 'Envía tu diseño', 'Producción', 'Entrega'];
    for (const [i, title] of titles.entries()) {
      await expect(steps.nth(i).getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(steps.nth(i)).toContainText(`0${i + 1}`);
    }
  });

  test('three reasons: premium quality, fast delivery, personal attention', async ({ page }) => {
    const reasons = page.getByRole('region', { name: '¿Por Qué Elegirnos?' });
    await expect(reasons.getByRole('heading', { level: 3 })).toHaveText([
      'Calidad Premium',
      'Entrega Rápida',
      'Atención Personalizada',
    ]);
  });

  test('call to action: chat in a new tab and a link to the contact page', async ({ page }) => {
    const cta = page.getByRole('region', { name: '¿Listo para crear algo único?' });
    expect(await expectChatLink(cta.getByRole('button', { name: /WhatsApp/ }))).toBe('');
    const contact = cta.getByRole('button', { name: 'Ir a Contacto' });
    await expect(contact).toHaveAttribute('href', '/contacto');
    await contact.click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CONTÁCTANOS');
  });
});

// No tap is lost (issue 22) on the shell's own pages either: a chip chosen while Home's scripts are
// still on their way is held (shown busy) and takes effect once the page has hydrated.
test.describe('shell: home, a chip chosen before the page has started', { tag: SMOKE }, () => {
  async function chooseGorrasWhileHeld(page: Page) {
    const { chips, cards } = products(page);
    const gorras = chips.filter({ hasText: /^Gorras$/ });
    await gorras.click();
    await expect(gorras).toHaveAttribute('aria-busy', 'true');
    await expect(gorras).toHaveAttribute('aria-pressed', 'false');
    await expect(cards).toHaveCount(12);
    return gorras;
  }
  async function expectGorrasChosen(page: Page, gorras: Locator) {
    const { cards, count } = products(page);
    await expect(gorras).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText('Mostrando 2 productos (Gorras)');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(CARDS_BY_CATEGORY.Gorras);
    await expect(gorras).not.toHaveAttribute('aria-busy');
  }

  test("while Home's own script is loading (the header already started)", async ({ page }) => {
    const release = await holdScripts(page, isShellChunk);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('banner')).toHaveAttribute('data-js', 'on');
    const gorras = await chooseGorrasWhileHeld(page);
    release();
    await expectGorrasChosen(page, gorras);
  });

  test('before main.js has run (only the inline script listens)', async ({ page }) => {
    const release = await holdScripts(page, isMainScript);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const gorras = await chooseGorrasWhileHeld(page);
    release();
    await expectGorrasChosen(page, gorras);
  });
});
