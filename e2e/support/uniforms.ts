import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ISLAND_STATE_ATTR, islands, waitForIslands } from './site';

/**
 * Helpers for the sports-uniforms remote's pages (mf-uniforms: /uniformes/basquetbol, /futbol,
 * /softbol, /beisbol, /voleibol). Kept apart from site.ts, which the platform tests own.
 */

export { test, expect } from './fixtures';

export const PATHS = {
  basketball: '/uniformes/basquetbol',
  football: '/uniformes/futbol',
  softball: '/uniformes/softbol',
  baseball: '/uniformes/beisbol',
  volleyball: '/uniformes/voleibol',
  order: '/uniformes/basquetbol/pedido',
} as const;

export const PHONE_HREF = 'tel:+18095550100';

/**
 * Opens a uniforms page and waits until its island is alive: settled, and React's root no longer
 * dehydrated. The shell sets `data-island-state` once React has committed the island (its handlers
 * are attached); before that, a click on the prerendered buttons would be lost.
 */
export async function openUniforms(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
  await waitForIslands(page);
  await expect(islands(page, 'uniforms'), 'the uniforms island came to life').toHaveAttribute(
    ISLAND_STATE_ATTR,
    /^(hydrated|rendered)$/,
  );
  return response;
}

/** The models section (a region named 'N MODELOS DISPONIBLES'), its list and its cards. */
export function catalogue(page: Page, count: number) {
  const section = page.getByRole('region', { name: `${count} MODELOS DISPONIBLES`, exact: true });
  const list = section.getByRole('list');
  const cards = list.getByRole('listitem');
  return { section, list, cards };
}

/** What a card shows of its model: id, name and colours, read from its text; image from its <img>. */
export type ShownModel = { id: string; name: string; colors: string; image: string };

/** The card of one model (by its id), inside the models section. */
export function cardById(page: Page, count: number, id: string | number) {
  return catalogue(page, count).cards.filter({ has: page.getByText(new RegExp(`^Modelo ${id} · `)) });
}

function readCard(li: Element) {
  const meta = li.querySelector('[data-part="meta"]')?.textContent ?? '';
  const m = /^Modelo (\S+) · (.+)$/.exec(meta.trim());
  return {
    id: m?.[1] ?? '',
    colors: m?.[2] ?? '',
    name: (li.querySelector('h3')?.textContent ?? '').trim(),
    image: li.querySelector('img')?.getAttribute('src') ?? '',
  };
}

/** Reads every card's id, name, colours and image as shown, in page order. */
export async function shownModels(list: Locator): Promise<ShownModel[]> {
  return list.evaluate((ul, fn) => {
    const read = new Function(`return (${fn})`)() as typeof readCard;
    return Array.from(ul.children).map(read);
  }, readCard.toString());
}

/** Reads one card's id, name, colours and image as shown. */
export async function shownModel(card: Locator): Promise<ShownModel> {
  return card.evaluate((li, fn) => (new Function(`return (${fn})`)() as typeof readCard)(li), readCard.toString());
}

/** The number of columns the grid lays its cards out in (computed grid-template-columns). */
export async function gridColumnCount(list: Locator) {
  return list.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').filter(Boolean).length);
}

/** The number of distinct x positions of the first `n` cards (cards side by side on one row). */
export async function distinctCardColumns(list: Locator, n = 12) {
  return list.evaluate(
    (ul, count) =>
      new Set(
        Array.from(ul.children)
          .slice(0, count)
          .map((li) => Math.round(li.getBoundingClientRect().left)),
      ).size,
    n,
  );
}

/**
 * The card's 'Ver Imagen' and 'Abrir' actions: named as shown, described by the card's title (and
 * 'Abrir' by the new-tab hint) for screen readers; `expectCardActionsDescribed` checks that.
 */
export function cardActions(card: Locator) {
  return {
    view: card.getByRole('button', { name: 'Ver Imagen', exact: true }),
    open: card.getByRole('button', { name: 'Abrir', exact: true }),
    overlay: card.locator('[data-part="overlay"]'),
  };
}

/** A card's actions tell a screen-reader user which model they act on. */
export async function expectCardActionsDescribed(card: Locator, name: string) {
  const { view, open } = cardActions(card);
  await expect(view).toHaveAccessibleDescription(name);
  await expect(open).toHaveAccessibleDescription(`${name} se abre en una pestaña nueva`);
}

/** The lightbox of a model: a modal dialog named with the model. */
export function lightbox(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name, exact: true });
  return {
    dialog,
    image: dialog.getByRole('img', { name: `Imagen ampliada de ${name}`, exact: true }),
    close: dialog.getByRole('button', { name: 'Cerrar imagen', exact: true }),
    openInNewTab: dialog.getByRole('button', { name: 'Abrir en nueva pestaña', exact: true }),
  };
}

/** Waits until an <img> has loaded with real pixels. */
export async function expectImageLoaded(img: Locator) {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), {
      message: 'image loaded',
    })
    .toBeGreaterThan(0);
}

/**
 * The lightbox cycle a visitor goes through on every catalogue page, by mouse and by keyboard:
 * 'Ver Imagen' (described by the card's title) opens a modal named with the model, showing its
 * name once, its image and 'Abrir en nueva pestaña'; the close button closes it, so does a click on the backdrop; Enter opens it again from the keyboard, focus moves into
 * it and stays there on Tab, Escape closes it and focus returns to 'Ver Imagen'.
 */
export async function expectLightboxCycle(page: Page, card: Locator, model: { name: string; image: string }) {
  const { view } = cardActions(card);
  const box = lightbox(page, model.name);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectCardActionsDescribed(card, model.name);

  // Mouse: open, look, close with the button.
  await card.hover();
  await view.click();
  await expect(box.dialog).toBeVisible();
  await expect(box.dialog).toHaveAttribute('aria-modal', 'true');
  await expect(box.dialog.getByRole('heading', { name: model.name, exact: true })).toBeVisible();
  // The name once in the dialog (its title), so a lookup of it by text finds one element.
  await expect(box.dialog.getByText(model.name)).toHaveCount(1);
  await expect(box.image).toHaveAttribute('src', model.image);
  await expectImageLoaded(box.image);
  await expect(box.openInNewTab).toHaveAttribute('href', model.image);
  await expect(box.openInNewTab).toHaveAttribute('target', '_blank');
  await expect(box.openInNewTab).toHaveAttribute('rel', /\bnoopener\b/);
  await box.close.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A click on the backdrop, outside the picture, closes it too.
  await view.click();
  await expect(box.dialog).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Keyboard: Enter on 'Ver Imagen', focus inside and trapped, Escape closes, focus returns.
  await view.focus();
  await page.keyboard.press('Enter');
  await expect(box.dialog).toBeVisible();
  await expect(box.close).toBeFocused();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect(await box.dialog.evaluate((d) => d.contains(document.activeElement)), 'focus stays in the dialog').toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(view).toBeFocused();
}

/**
 * The effective background colour behind an element (the first non-transparent background up its
 * ancestors) and its relative luminance (0 black … 1 white).
 */
export async function backgroundLuminance(el: Locator) {
  return el.evaluate((start) => {
    let node: Element | null = start;
    let color = 'rgb(255, 255, 255)';
    while (node) {
      const bg = getComputedStyle(node).backgroundColor;
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(bg);
      if (m && (m[4] === undefined || Number(m[4]) > 0.5)) {
        color = bg;
        break;
      }
      node = node.parentElement;
    }
    const [r, g, b] = (/(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(color) ?? ['', '255', '255', '255'])
      .slice(1)
      .map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return { color, luminance: 0.2126 * r + 0.7152 * g + 0.0722 * b };
  });
}

/** The relative luminance of an element's text colour. */
export async function textLuminance(el: Locator) {
  return el.evaluate((node) => {
    const [r, g, b] = (
      /(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(getComputedStyle(node).color) ?? ['', '0', '0', '0']
    )
      .slice(1)
      .map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });
}

/**
 * A same-origin image URL as served: HTTP 200 with an image content type (requested with the
 * page's own request context, so it goes exactly where a new tab would).
 */
export async function expectServesImage(page: Page, href: string) {
  const url = new URL(href, page.url()).toString();
  const response = await page.request.get(url);
  expect(response.status(), `${url} answers 200`).toBe(200);
  expect(response.headers()['content-type'] ?? '', `${url} is an image`).toMatch(/^image\//);
  expect((await response.body()).length, `${url} has a body`).toBeGreaterThan(100);
  return url;
}

/**
 * axe-core over one part of the page (a dialog), with the same WCAG tags as site.ts's
 * axeViolations; for a second scan once the page around it has been scanned whole.
 */
export async function axeViolationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
}

/**
 * The grid of a catalogue page as docs/product-rules.md#catalogue, #constants describe it: `count` cards, ids 1…count in
 * order, each with the name, 'A y B' colours and art of its model; 5 columns at 1280 px wide and
 * 4 at 900 px.
 */
export async function expectCatalogueGrid(
  page: Page,
  models: ReadonlyArray<{ id: number | string; name: string; colors: string; image: string }>,
  count: number,
  sport: string,
) {
  const { section, list, cards } = catalogue(page, count);
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(`${count} MODELOS DISPONIBLES`);
  await expect(cards).toHaveCount(count);
  const shown = await shownModels(list);
  expect(shown.map((m) => m.id)).toEqual(Array.from({ length: count }, (_, i) => String(i + 1)));
  expect(shown).toEqual(models.map((m) => ({ id: String(m.id), name: m.name, colors: m.colors, image: m.image })));
  for (const m of shown) {
    expect(m.name, `model ${m.id} has a name`).toMatch(/\S/);
    expect(m.colors, `model ${m.id} colours`).toMatch(/^\S.* y \S.*$/);
    expect(m.image, `model ${m.id} art`).toBe(`/remotes/uniforms/art/${sport}/${m.id}.svg`);
  }
  expect(new Set(shown.map((m) => m.name)).size, 'names differ').toBe(count);

  expect(page.viewportSize()?.width).toBe(1280);
  expect(await gridColumnCount(list)).toBe(5);
  expect(await distinctCardColumns(list)).toBe(5);
  await page.setViewportSize({ width: 900, height: 800 });
  await expect.poll(() => gridColumnCount(list)).toBe(4);
  expect(await distinctCardColumns(list)).toBe(4);
}
