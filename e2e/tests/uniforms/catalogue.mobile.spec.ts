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
import { describeSameCommit } from '../../support/environment';

// Phone-only behaviour of the catalogues (Pixel 7, 412 px wide, touch): the basketball anchor
// menu, fixed contact bar and 'Ver Catálogo Completo'; 2-column grids; actions without hover.

const COUNT = 200;

function anchorMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Secciones de la página' });
  return {
    nav,
    toggle: nav.getByRole('button', { name: 'Ir a una sección', exact: true }),
    links: nav.getByRole('link'),
  };
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
          return (
            (p === 'fixed' || p === 'sticky') &&
            r.top <= 1 + 100 &&
            r.height > 0 &&
            r.height < 200 &&
            r.bottom < window.innerHeight / 2
          );
        })
        .map((el) => el.getBoundingClientRect().bottom),
    ),
  );
}

/** Waits until the page has stopped scrolling (the same scroll position twice, 200 ms apart). */
async function scrollSettled(page: Page) {
  let last = NaN;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { intervals: [200], message: 'the page stops scrolling' },
    )
    .toBe(true);
}

/**
 * After an in-page jump, once the scroll has ended: the section's heading sits at the
 * top of the screen, just under the sticky header and anchor bar (0–100 px below them: not
 * hidden under them, not further down the screen).
 */
async function expectLandedOn(page: Page, heading: Locator) {
  await scrollSettled(page);
  const box = await heading.boundingBox();
  expect(box, 'the heading is rendered').not.toBeNull();
  const offset = box!.y - (await topChromeBottom(page));
  expect(offset, 'the heading is not under the sticky bars').toBeGreaterThanOrEqual(0);
  expect(offset, 'the heading is at the top of the screen').toBeLessThanOrEqual(100);
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

describeSameCommit('uniforms: catalogues on a phone', { app: 'uniforms' }, () => {
  test.beforeEach(async ({ page }) => {
    await openUniforms(page, PATHS.basketball);
  });

  test('the anchor menu toggles (aria-expanded), lists hero, features, models and contact; a link jumps to its section and closes it', async ({
    page,
  }) => {
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

    // A link: the menu closes and the section is at the top of the screen, under the sticky bars.
    await m.toggle.tap();
    await m.nav.getByRole('link', { name: 'Modelos' }).tap();
    await expect(m.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/#modelos$/);
    await expectLandedOn(
      page,
      catalogue(page, COUNT).section.getByRole('heading', { name: '200 MODELOS DISPONIBLES' }),
    );
    // The menu stays at hand (sticky) down the page.
    await expect(m.toggle).toBeInViewport();

    // Back up to the hero.
    await m.toggle.tap();
    await m.nav.getByRole('link', { name: 'Inicio' }).tap();
    await expect(m.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'UNIFORMES DE BASQUETBOL' })).toBeInViewport();

    // Escape closes it too.
    await m.toggle.tap();
    await expect(m.toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(m.toggle).toHaveAttribute('aria-expanded', 'false');
  });

  // Regression: a smooth scroll over the 200 cards once ended hundreds of pixels short of 'Contacto'.
  test("'Contacto' in the anchor menu lands on the contact section", async ({ page }) => {
    const m = anchorMenu(page);
    await m.toggle.tap();
    await m.nav.getByRole('link', { name: 'Contacto' }).tap();
    await expect(m.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/#contacto$/);
    await expectLandedOn(page, page.locator('#contacto').getByRole('heading', { level: 2 }));
  });

  test('a fixed bar at the bottom with WhatsApp and call stays on screen and never covers the end of the page', async ({
    page,
  }) => {
    const bar = page.getByRole('group', { name: 'Contacto rápido' });
    const whatsapp = bar.getByRole('button', { name: /WhatsApp/ });
    const call = bar.getByRole('button', { name: /Llamar/ });
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
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
        acceptNode: (n) => (n.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
      });
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
    const all = hero.getByRole('button', { name: 'Ver Catálogo Completo' });
    await expect(all).toBeVisible();
    await expect(all).toHaveAttribute('href', '#modelos');
    await all.tap();
    await expect(page).toHaveURL(/#modelos$/);
    await expectLandedOn(
      page,
      catalogue(page, COUNT).section.getByRole('heading', { name: '200 MODELOS DISPONIBLES' }),
    );
  });

  test('2-column grids (basketball and football); on touch the image actions show without hover; a tap expands a card', async ({
    page,
  }) => {
    const { list } = catalogue(page, COUNT);
    expect(await gridColumnCount(list)).toBe(2);
    expect(await distinctCardColumns(list)).toBe(2);

    const m = basketballModels[4];
    const card = cardById(page, COUNT, m.id);
    await card.scrollIntoViewIfNeeded();
    const { view, open, overlay } = cardActions(card);
    await expect(overlay).toHaveCSS('opacity', '1');
    await expect(view).toBeInViewport();
    await expect(open).toBeInViewport();
    // The grid's subtitle speaks of taps and of the actions under each model, not of a cursor.
    await expect(page.getByText('“Ver Imagen” y “Abrir”, bajo cada modelo, muestran su imagen.')).toBeVisible();
    await expect(page.getByText(/Pasa el cursor/)).toBeHidden();

    // A tap on the card: its centre is the card, not one of its image actions (on touch screens
    // they sit at the card's foot); on its image too.
    const toggle = card.getByRole('button', { name: m.name, exact: true });
    await card.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByRole('button', { name: 'Hacer Pedido' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await card.getByRole('img').tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await card.getByRole('heading', { name: m.name }).tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await openUniforms(page, PATHS.softball);
    await expect(
      catalogue(page, 20).section.getByText('Toca “Ver Imagen” para ver cada uniforme de softbol en grande.'),
    ).toBeVisible();
    await expect(page.getByText(/Pasa el cursor/)).toBeHidden();

    await openUniforms(page, PATHS.football);
    const football = catalogue(page, footballModels.length);
    await expect(football.cards).toHaveCount(20);
    expect(await gridColumnCount(football.list)).toBe(2);
    expect(await distinctCardColumns(football.list)).toBe(2);
    // Football cards have no card-wide toggle: their 'Ver Imagen' answers a tap.
    const f = footballModels[2];
    const fcard = cardById(page, footballModels.length, f.id);
    await fcard.scrollIntoViewIfNeeded();
    await tapCentre(page, cardActions(fcard).view);
    await expect(lightbox(page, f.name).image).toBeVisible();
  });

  // Regression: on touch screens the card's stretched toggle used to lie over the image actions.
  test('on touch, tapping a basketball card’s ‘Ver Imagen’ opens the lightbox and ‘Abrir’ opens the image, without toggling the card', async ({
    page,
  }) => {
    const m = basketballModels[4];
    const card = cardById(page, COUNT, m.id);
    const toggle = card.getByRole('button', { name: m.name, exact: true });
    const { view, open } = cardActions(card);
    await card.scrollIntoViewIfNeeded();

    // What a finger at the centre of each action would touch.
    expect.soft(await topElementAt(view), "'Ver Imagen' is what a tap on it reaches").toBe('Ver Imagen');
    expect.soft(await topElementAt(open), "'Abrir' is what a tap on it reaches").toBe('Abrir');

    // Wait for whichever reaction the tap gets (lightbox or toggled card), then check which it was.
    await tapCentre(page, view);
    const box = lightbox(page, m.name);
    await expect(box.dialog.or(card.locator('[aria-expanded="true"]'))).toBeVisible();
    expect.soft(await box.dialog.isVisible(), 'the lightbox opened').toBe(true);
    expect.soft(await toggle.getAttribute('aria-expanded'), 'the card did not toggle').toBe('false');
  });

  test('the football 3D viewer turns with a finger drag too (0.5° per pixel)', async ({ page }) => {
    await openUniforms(page, PATHS.football);
    const m = footballModels[0];
    await page
      .getByRole('region', { name: 'UNIFORMES DE FÚTBOL', exact: true })
      .getByRole('button', { name: 'Ver en 3D', exact: true })
      .tap();
    const dialog = page.getByRole('dialog', { name: m.name, exact: true });
    const stage = dialog.getByRole('img', { name: new RegExp(`^Uniforme de fútbol ${m.name}, `) });
    const jersey = dialog.getByTestId('jersey-3d');
    const rotation = () =>
      jersey.evaluate((el: HTMLElement) => ({
        x: Number(el.dataset.rotateX),
        y: Number(el.dataset.rotateY),
        transform: el.style.transform,
      }));
    await expect.poll(rotation).toEqual({ x: 0, y: 0, transform: 'rotateX(0deg) rotateY(0deg)' });

    const b = (await stage.boundingBox())!;
    const x0 = Math.round(b.x + b.width / 2);
    const y0 = Math.round(b.y + b.height / 2);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
    await touch('touchStart', x0, y0);
    for (let i = 1; i <= 4; i++) await touch('touchMove', x0 + 10 * i, y0 + 5 * i);
    await touch('touchEnd', x0 + 40, y0 + 20);
    // Right 40 px → y 20; down 20 px → x 10 (the sign rotation.ts defines, as with the mouse).
    await expect.poll(rotation).toEqual({ x: 10, y: 20, transform: 'rotateX(10deg) rotateY(20deg)' });
    await expect(stage).toHaveAttribute('data-dragging', 'false');
  });
});
