import { expect, type Locator, type Page } from '@playwright/test';
import { ISLAND_STATE_ATTR, collectAlerts, islands, waitForIslands, whatsappText } from './site';
import { clickSoftDisabled } from './fixtures';

/**
 * Helpers for the products remote's pages (mf-products: /productos/*). Kept apart from site.ts,
 * which the platform tests own.
 */

export { test, expect, clickSoftDisabled } from './fixtures';

/** The business's chat, as docs/product-rules.md#outside-calls names it (country code 1, area 809). */
export const CHAT_BASE = 'https://wa.me/18095550100';

/** docs/product-rules.md#validation, #messages, word for word (written here again on purpose: the tests are the second source). */
export const ALERTS = {
  polo: 'Por favor selecciona producto, color y talla antes de solicitar cotización.',
  mug: 'Por favor selecciona una taza y color antes de solicitar cotización.',
  bottle: 'Por favor selecciona un termo y color antes de solicitar cotización.',
  school: 'Por favor completa todos los campos antes de solicitar cotización.',
} as const;

/** `$1,200`: dollar sign, comma thousands, no currency code (written here again, not imported). */
export function money(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

type Opened = { url: string; target: string; features: string };

/**
 * Opens a products page and waits until its island is alive: settled and React's
 * island's state set. The shell sets `data-island-state` once React has committed the island (its
 * handlers are attached); before that, a click on the prerendered buttons would be lost.
 *
 * Also records every window.open (URL, target, features) instead of leaving the site, and every
 * alert (auto-accepted).
 */
export async function openProducts(page: Page, path: string) {
  const alerts = collectAlerts(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __opened: Opened[] };
    w.__opened = [];
    window.open = ((url?: string | URL, target?: string, features?: string) => {
      w.__opened.push({ url: String(url), target: String(target), features: String(features) });
      return null;
    }) as typeof window.open;
  });
  // Like openPage, without waiting for every image's 'load': the tests need the DOM and the island.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForIslands(page);
  await expect(islands(page).first(), 'the products island came to life').toHaveAttribute(
    ISLAND_STATE_ATTR,
    /^(hydrated|rendered)$/,
  );
  const opened = () => page.evaluate(() => (window as unknown as { __opened: Opened[] }).__opened);
  return { alerts, opened };
}

/**
 * The chat the page opened as its `count`-th (the latest, when exactly `count` were opened since
 * it loaded): checks it went to a new tab without a handle on this page and returns the decoded
 * message.
 */
export async function expectChat(opened: () => Promise<Opened[]>, count = 1): Promise<string> {
  await expect.poll(async () => (await opened()).length, { message: `${count} chat(s) opened` }).toBe(count);
  const chat = (await opened())[count - 1];
  expect(chat.target).toBe('_blank');
  expect(chat.features).toMatch(/\bnoopener\b/);
  // Spaces must be %20, never '+', so the chat shows the text as written.
  expect(chat.url).not.toContain('+');
  return whatsappText(chat.url);
}

/** Shown disabled: aria-disabled and dimmed, but never natively disabled (it must still answer a click). */
export async function expectSoftDisabled(button: Locator) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).not.toHaveAttribute('disabled');
  const opacity = await button.evaluate((el) => Number(getComputedStyle(el).opacity));
  expect(opacity, 'a disabled-looking button is dimmed').toBeLessThan(0.8);
}

export async function expectActive(button: Locator) {
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await expect(button).toBeEnabled();
  await expect(button).toHaveCSS('opacity', '1');
}

/** A catalogue card (list item) by its heading. */
export function cardOf(scope: Page | Locator, name: string) {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** Locators of a configurator side panel ('Personaliza tu …'). */
export function configurator(page: Page, title: string, quantityLabel: string) {
  const panel = page.getByRole('group', { name: title, exact: true });
  const stepper = panel.getByRole('group', { name: quantityLabel, exact: true });
  return {
    panel,
    colours: panel.getByRole('group', { name: 'Color', exact: true }).getByRole('button'),
    colour: (name: string) =>
      panel.getByRole('group', { name: 'Color', exact: true }).getByRole('button', { name, exact: true }),
    sizes: panel.getByRole('group', { name: 'Talla', exact: true }).getByRole('button'),
    size: (name: string) =>
      panel.getByRole('group', { name: 'Talla', exact: true }).getByRole('button', { name, exact: true }),
    // Named by their signs, described as what they change ('Aumentar cantidad de tazas').
    minus: stepper.getByRole('button', { name: '-', exact: true }),
    plus: stepper.getByRole('button', { name: '+', exact: true }),
    quantity: stepper.locator('output'),
    total: panel.getByRole('status').filter({ hasText: 'Total estimado' }),
    quote: panel.getByRole('button', { name: 'Cotizar por WhatsApp', exact: true }),
  };
}

/** The 'Seleccionar' toggle on the card of this product (its h3; the name describes the toggle). */
export function selectButton(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
    .getByRole('button', { name: 'Seleccionar', exact: true });
}

/** Message lines as a set, to check that each required line is there (order-free). */
export function linesOf(text: string) {
  return text.split('\n').map((l) => l.trim());
}

/**
 * The colour-and-size gate of the polo and school uniform panels, with a product just chosen: the quote
 * is shown disabled with the hint; a click alerts `alert` and opens nothing, and so does a colour alone.
 */
export async function expectColourAndSizeGate(
  c: ReturnType<typeof configurator>,
  alerts: string[],
  alert: string,
  colour: string,
) {
  await expectSoftDisabled(c.quote);
  await expect(c.panel).toContainText('Elige un color y una talla para cotizar.');
  await clickSoftDisabled(c.quote);
  await expect.poll(() => alerts).toEqual([alert]);
  await c.colour(colour).click();
  await expectSoftDisabled(c.quote);
  await clickSoftDisabled(c.quote);
  await expect.poll(() => alerts).toEqual([alert, alert]);
}
