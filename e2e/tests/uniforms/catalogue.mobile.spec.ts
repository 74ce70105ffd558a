import { type Locator, type Page } from '@playwright/test';
import {
  test,
  expect,
  PATHS,
  PHONE_HREF,
  cardActions,
  cardById,
  catalogue,
  distinctCardColumns,
  gridColumnCount,
  lightbox,
  openUniforms,
} from '../../support/uniforms';
import { expectChatLink } from '../../support/interactive';
import { basketballModels } from '../../../mf-uniforms/src/features/basketball/data';
import { footballModels } from '../../../mf-uniforms/src/features/football/data';

// Phone-only behaviour of the catalogues (Pixel 7, 412 px wide, touch): the basketball anchor
// menu, fixed contact bar and 'Ver Catálogo Completo'; 2-column grids; actions without hover.

const COUNT = 200;

function anchorMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Secciones de la página' });
  return { nav, toggle: nav.getByRole('button', { name: 'Ir a una sección', exact: true }), links: nav.getByRole('link') };
}

/** The bottom edge of whatever is fixed or sticky at the top of the screen (shell header, anchor bar). */
async function topChromeBottom(page: Page) {
  return page.evaluate(() =>
    Math.max(
      0,
      ...Array.from(document.querySelectorAll('body *'))
        .filter((el) => {
          const p = getComputedStyle(el).position;
          const r = el.getBoundingClientRect();
          return (p === 'fixed' || p === 'sticky') && r.top <= 1 + 100 && r.height > 0 && r.height < 200 && r.bottom < window.innerHeight / 2;
        })
        .map((el) => el.getBoundingClientRect().bottom),
    ),
  );
}

/** After an in-page jump: the heading is on screen and not hidden under the sticky header and bar. */
async function expectLandedOn(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const box = await heading.boundingBox();
      return box ? box.y - (await topChromeBottom(page)) : -1;
    }, { message: 'heading below the sticky header and anchor bar' })
    .toBeGreaterThanOrEqual(0);
}

/** Taps the centre of an element with the touchscreen, as a finger would (no actionability checks). */
async function tapCentre(page: Page, el: Locator) {
  await el.scrollIntoViewIfNeeded();
  const box = (await el.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The text of the interactive element on top at the centre of `el` (what a tap there reaches). */
async function topElementAt(el: Locator) {
  await el.scrollIntoViewIfNeeded();
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    const target = top?.closest('a, button');
    return target ? (target.firstChild?.textContent ?? '').trim() : String(top?.tagName);
  });
}

test.beforeEach(async ({ page }) => {
  await openUniforms(page, PATHS.basketball);
});

test('the anchor menu toggles (aria-expanded), lists hero, features, models and contact, and each link jumps there and closes it', async ({ page }) => {
  const m = anchorMenu(page);
  await expect(m.toggle).toBeVisible();
  await expect(m.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(m.links).toHaveCount(0);

  await m.toggle.tap();
  await expect(m.toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(m.links).toHaveText(['Inicio', 'Características', 'Modelos', 'Contacto']);
  const hrefs = await m.links.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['#inicio', '#caracteristicas', '#modelos', '#contacto']);
  for (const href of hrefs) await expect(page.locator(href!)).toHaveCount(1);
  const controlled = await m.toggle.getAttribute('aria-controls');
  await expect(page.locator(`[id="${controlled}"]`)).toBeVisible();

  // Tapping the button again closes it.
  await m.toggle.tap();
  await expect(m.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(m.links).toHaveCount(0);

  // A link: the menu closes and the section is on screen, not under the sticky bars.
  await m.toggle.tap();
  await m.nav.getByRole('link', { name: 'Modelos' }).tap();
  await expect(m.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/#modelos$/);
  await expectLandedOn(page, catalogue(page, COUNT).section.getByRole('heading', { name: '200 MODELOS DISPONIBLES' }));
  // The menu stays at hand (sticky) down the page.
  await expect(m.toggle).toBeInViewport();

  await m.toggle.tap();
  await m.nav.getByRole('link', { name: 'Contacto' }).tap();
  await expect(m.toggle).toHaveAttribute('aria-expanded', 'false');
  await expectLandedOn(page, page.locator('#contacto').getByRole('heading', { level: 2 }));

  // Escape closes it too.
  await m.toggle.tap();
  await expect(m.toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(m.toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a fixed bar at the bottom with WhatsApp and call stays on screen and never covers the end of the page', async ({ page }) => {
  const bar = page.getByRole('group', { name: 'Contacto rápido' });
  const whatsapp = bar.getByRole('link', { name: /WhatsApp/ });
  const call = bar.getByRole('link', { name: /Llamar/ });
  await expect(bar).toBeVisible();
  expect(await expectChatLink(whatsapp)).toMatch(/basquetbol/i);
  await expect(call).toHaveAttribute('href', PHONE_HREF);

  const viewport = page.viewportSize()!;
  const atBottom = async () => {
    const box = await bar.boundingBox();
    return box ? Math.round(box.y + box.height) : -1;
  };
  expect(await atBottom()).toBe(viewport.height);
  await expect(whatsapp).toBeInViewport();
  await expect(call).toBeInViewport();

  // Half-way down the page: still there.
  await cardById(page, COUNT, 100).scrollIntoViewIfNeeded();
  await expect.poll(atBottom).toBe(viewport.height);
  await expect(call).toBeInViewport();

  // At the very end, the last lines of the page (the footer's) are above the bar.
  // (Off-screen cards take their real height as they render, so scroll until the end stays put.)
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return Math.round(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
      }),
    )
    .toBe(true);
  const barTop = (await bar.boundingBox())!.y;
  const lastText = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, { acceptNode: (n) => (n.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT) });
    let last: Node | null = null;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement!;
      if (el.closest('[role="group"][aria-label="Contacto rápido"]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.getClientRects().length === 0) continue;
      last = n;
    }
    const range = document.createRange();
    range.selectNodeContents(last!);
    const r = range.getBoundingClientRect();
    return { text: last!.textContent!.trim(), bottom: r.bottom };
  });
  expect(lastText.bottom, `"${lastText.text}" is not hidden under the bar`).toBeLessThanOrEqual(barTop + 0.5);
});

test("'Ver Catálogo Completo' shows on phones and jumps to the models", async ({ page }) => {
  const hero = page.getByRole('region', { name: 'UNIFORMES DE BASQUETBOL', exact: true });
  const all = hero.getByRole('link', { name: 'Ver Catálogo Completo' });
  await expect(all).toBeVisible();
  await expect(all).toHaveAttribute('href', '#modelos');
  await all.tap();
  await expect(page).toHaveURL(/#modelos$/);
  await expectLandedOn(page, catalogue(page, COUNT).section.getByRole('heading', { name: '200 MODELOS DISPONIBLES' }));
});

test('2-column grids (basketball and football); on touch the image actions show without hover; a tap expands a card', async ({ page }) => {
  const { list } = catalogue(page, COUNT);
  expect(await gridColumnCount(list)).toBe(2);
  expect(await distinctCardColumns(list)).toBe(2);

  const m = basketballModels[4];
  const card = cardById(page, COUNT, m.id);
  await card.scrollIntoViewIfNeeded();
  const { view, open, overlay } = cardActions(card, m.name);
  await expect(overlay).toHaveCSS('opacity', '1');
  await expect(view).toBeInViewport();
  await expect(open).toBeInViewport();

  await card.getByRole('heading', { name: m.name }).tap();
  await expect(card.getByRole('button', { name: m.name, exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('link', { name: 'Hacer Pedido' })).toBeVisible();

  await openUniforms(page, PATHS.football);
  const football = catalogue(page, footballModels.length);
  await expect(football.cards).toHaveCount(20);
  expect(await gridColumnCount(football.list)).toBe(2);
  expect(await distinctCardColumns(football.list)).toBe(2);
  // Football cards have no card-wide toggle: their 'Ver Imagen' answers a tap.
  const f = footballModels[2];
  const fcard = cardById(page, footballModels.length, f.id);
  await fcard.scrollIntoViewIfNeeded();
  await tapCentre(page, cardActions(fcard, f.name).view);
  await expect(lightbox(page, f.name).image).toBeVisible();
});

// APP BUG (mf-uniforms ModelGrid, touch screens): under `@media (hover: none)` the card's image
// actions become `position: static`, so their `z-index: 2` no longer applies and the basketball
// card's stretched toggle (`[data-part="toggle"]::after`, absolute, z-index 1) lies on top of them.
// A tap on 'Ver Imagen' or 'Abrir' expands/collapses the card instead: on phones the basketball
// lightbox and 'Abrir' cannot be reached by touch. Remove test.fail() once fixed.
test('on touch, tapping a basketball card’s ‘Ver Imagen’ opens the lightbox and ‘Abrir’ opens the image, without toggling the card', async ({ page }) => {
  test.fail();
  const m = basketballModels[4];
  const card = cardById(page, COUNT, m.id);
  const toggle = card.getByRole('button', { name: m.name, exact: true });
  const { view, open } = cardActions(card, m.name);
  await card.scrollIntoViewIfNeeded();

  // What a finger at the centre of each action would touch.
  expect.soft(await topElementAt(view), "'Ver Imagen' is what a tap on it reaches").toBe('Ver Imagen');
  expect.soft(await topElementAt(open), "'Abrir' is what a tap on it reaches").toBe('Abrir');

  await tapCentre(page, view);
  await expect.soft(lightbox(page, m.name).image).toBeVisible({ timeout: 3000 });
  await expect.soft(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 3000 });
});
