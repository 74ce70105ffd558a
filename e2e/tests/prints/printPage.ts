import { expect, type Locator, type Page } from '@playwright/test';
import { ISLAND_STATE_ATTR, islands, openPage } from '../../support/site';
import { expectChatLink } from '../../support/interactive';

/**
 * Helpers for the print-service pages (mf-prints). Every page is a hero (the page's h1) followed
 * by sections named by their h2; cards inside a section are list items titled by an h3.
 */

/** Opens a print page and checks that the remote's island came to life (not just the fragment). */
export async function openPrintPage(page: Page, path: string) {
  await openPage(page, path);
  await expect(islands(page, 'prints')).toHaveAttribute(ISLAND_STATE_ATTR, 'hydrated');
  const main = page.getByRole('main');
  /** The hero: the region named by the page's h1. */
  const hero = (title: string) => main.getByRole('region', { name: title, exact: true });
  return {
    main,
    hero,
    /** The hero is shown and its 'Solicitar Cotización' opens the chat naming the service. */
    expectHero: async (title: string, service: RegExp) => {
      const h = hero(title);
      await expect(h).toBeVisible();
      await expectQuote(h.getByRole('button', { name: /Solicitar Cotización/ }), [service]);
    },
    /** A section by its visible h2. */
    section: (title: string) => main.getByRole('region', { name: title, exact: true }),
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The card titles (h3) of a section, in order. */
export const cardTitles = (region: Locator) => region.getByRole('heading', { level: 3 });

/** One card of a section: the list item holding the h3 with this exact title. */
export function card(region: Locator, title: string) {
  return region.getByRole('listitem').filter({
    has: region.page().getByRole('heading', { level: 3, name: new RegExp(`^(Paso \\d+: )?${escape(title)}$`) }),
  });
}

/** The bullet items of a card (its inner list). */
export const cardItems = (cardLocator: Locator) => cardLocator.getByRole('list').getByRole('listitem');

/**
 * A section's four numbered steps (01 to 04) with these titles, in order; each heading is its title
 * alone (the ordered list gives assistive technology the position).
 */
export async function expectSteps(region: Locator, titles: readonly string[]) {
  const steps = region.getByRole('list').first().locator(':scope > li');
  await expect(steps).toHaveCount(titles.length);
  for (const [i, title] of titles.entries()) {
    await expect(steps.nth(i).getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(steps.nth(i)).toContainText(String(i + 1).padStart(2, '0'));
  }
}

/** A description list's term → definition pairs, as shown. */
export async function specPairs(region: Locator) {
  const terms = await region.getByRole('term').allInnerTexts();
  const definitions = await region.getByRole('definition').allInnerTexts();
  expect(definitions.length).toBe(terms.length);
  return Object.fromEntries(terms.map((t, i) => [t.trim().toLowerCase(), definitions[i].trim()]));
}

/**
 * A 'Cotizar' / quote link: opens the chat in a new tab, and its message names each of `mustName`
 * (strings are matched case-insensitively).
 */
export async function expectQuote(link: Locator, mustName: readonly (string | RegExp)[]) {
  const text = await expectChatLink(link);
  expect(text, 'the quote message is not empty').not.toBe('');
  for (const part of mustName) {
    if (typeof part === 'string')
      expect(text.toLowerCase(), `quote message names "${part}"`).toContain(part.toLowerCase());
    else expect(text, `quote message matches ${part}`).toMatch(part);
  }
  return text;
}

/**
 * Checks a section of sample products: their 'Desde $N' prices in order, and that each card's
 * 'Cotizar' opens the chat without a message (docs/product-rules.md#outside-calls).
 */
export async function expectSampleProducts(region: Locator, prices: readonly number[]) {
  const titles = cardTitles(region);
  await expect(titles).toHaveCount(prices.length);
  const names = (await titles.allInnerTexts()).map((n) => n.trim());
  for (const [i, name] of names.entries()) {
    const c = card(region, name);
    await expect(c, name).toHaveCount(1);
    await expect(c.getByText(/^Desde \$\d+$/)).toHaveText(`Desde $${prices[i]}`);
    const cotizar = c.getByRole('button', { name: 'Cotizar', exact: true });
    await expect(cotizar).toHaveCount(1);
    await expect(cotizar).toHaveAccessibleDescription(name);
    expect(await expectChatLink(cotizar), `${name}: no message`).toBe('');
  }
}

/**
 * Every link in the page body that opens the chat does it right (new tab, noopener); those with a
 * message name the service. How many have a message, and how many open the chat without one.
 */
export async function expectAllChatLinks(main: Locator, service: RegExp) {
  const links = main.locator('a[href^="https://wa.me/"]');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  const counts = { named: 0, bare: 0 };
  for (let i = 0; i < count; i++) {
    const text = await expectChatLink(links.nth(i));
    if (text === '') {
      counts.bare++;
    } else {
      expect(text, 'quote message names the service').toMatch(service);
      counts.named++;
    }
  }
  return counts;
}
