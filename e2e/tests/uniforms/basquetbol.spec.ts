import {
  test,
  expect,
  PATHS,
  PHONE_HREF,
  axeViolationsIn,
  cardActions,
  cardById,
  catalogue,
  distinctCardColumns,
  expectLightboxCycle,
  expectServesImage,
  gridColumnCount,
  lightbox,
  openUniforms,
  shownModel,
  shownModels,
} from '../../support/uniforms';
import { axeViolations } from '../../support/site';
import { documentIsMarked, expectChatLink, expectSaidOnce, markDocument } from '../../support/interactive';
import { basketballModels } from '../../../mf-uniforms/src/features/basketball/data';
import { CROSS_REMOTE } from '../../support/tags';
import { describeSameCommit } from '../../support/environment';

// /uniformes/basquetbol (docs/product-rules.md#pages "Basketball catalogue", #catalogue, #behaviour, #outside-calls, #constants): 200 models; a card
// expands to 'Hacer Pedido'; 'Ver Imagen' (lightbox) and 'Abrir' (new tab) on hover and focus.

const COUNT = 200;
const model = (id: number) => {
  const m = basketballModels.find((x) => x.id === id);
  if (!m) throw new Error(`no basketball model ${id}`);
  return m;
};
/** A model far down the list whose name needs percent-encoding beyond spaces (accents, ñ). */
const accented = basketballModels.find((m) => m.id > 120 && /[^\x20-\x7e]/.test(m.name))!;

describeSameCommit('uniforms: basketball', { app: 'uniforms', tags: [CROSS_REMOTE] }, () => {
  test("'200 MODELOS DISPONIBLES': ids 1–200 in order with name, 'A y B' colours and their own art; 5 columns at 1280 px, 4 at 900 px", async ({
    page,
  }) => {
    await openUniforms(page, PATHS.basketball);
    const { section, list, cards } = catalogue(page, COUNT);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('200 MODELOS DISPONIBLES');
    await expect(cards).toHaveCount(COUNT);

    const shown = await shownModels(list);
    expect(shown.map((m) => m.id)).toEqual(Array.from({ length: COUNT }, (_, i) => String(i + 1)));
    expect(shown).toEqual(
      basketballModels.map((m) => ({ id: String(m.id), name: m.name, colors: m.colors, image: m.image })),
    );
    for (const m of shown) {
      expect(m.colors, `model ${m.id} colours`).toMatch(/^\S.* y \S.*$/);
      expect(m.image, `model ${m.id} art`).toBe(`/remotes/uniforms/art/basquetbol/${m.id}.svg`);
    }
    // Varied names (not one name repeated): at least 150 distinct among the 200.
    expect(new Set(shown.map((m) => m.name)).size).toBeGreaterThanOrEqual(150);

    // Images keep their box (no layout shift) and load lazily.
    const first = cards.first().getByRole('img');
    await expect(first).toHaveAttribute('loading', 'lazy');
    await expect(first).toHaveAttribute('width', /^\d+$/);
    await expect(first).toHaveAttribute('height', /^\d+$/);
    await expect(first).toHaveAccessibleName(
      `Uniforme de basquetbol modelo ${model(1).name}, colores ${model(1).colors}`,
    );

    expect(page.viewportSize()?.width).toBe(1280);
    expect(await gridColumnCount(list)).toBe(5);
    expect(await distinctCardColumns(list)).toBe(5);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => gridColumnCount(list)).toBe(4);
    expect(await distinctCardColumns(list)).toBe(4);
    await page.setViewportSize({ width: 600, height: 800 });
    await expect.poll(() => gridColumnCount(list)).toBe(2);
    expect(await distinctCardColumns(list)).toBe(2);
  });

  test('only the images in view are fetched at first; the last model’s image once scrolled to', async ({ page }) => {
    const requested = new Set<string>();
    page.on('request', (r) => {
      const m = /\/art\/basquetbol\/(\d+)\.svg$/.exec(new URL(r.url()).pathname);
      if (m) requested.add(m[1]);
    });
    await openUniforms(page, PATHS.basketball);
    // Settled: nothing more in flight (the lazy images near the screen have been asked for).
    await page.waitForLoadState('networkidle');
    // At 1280×720 the hero fills the first screen; the browser's lazy-load margin adds a few rows.
    expect(requested.size, `art requested after load: ${[...requested].join(', ')}`).toBeLessThanOrEqual(40);
    expect(requested.has('200')).toBe(false);

    const last = cardById(page, COUNT, 200);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.has('200'), { message: 'model 200 art fetched once in view' }).toBe(true);
    await expect
      .poll(() => last.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("clicking a card (anywhere but its image actions) expands it with 'Hacer Pedido'; another card collapses the first; clicking the expanded one collapses it", async ({
    page,
  }) => {
    await openUniforms(page, PATHS.basketball);
    const { section } = catalogue(page, COUNT);
    const a = model(7);
    const b = model(8);
    const cardA = cardById(page, COUNT, a.id);
    const cardB = cardById(page, COUNT, b.id);
    const toggleA = cardA.getByRole('button', { name: a.name, exact: true });
    const toggleB = cardB.getByRole('button', { name: b.name, exact: true });
    const orderLinks = section.getByRole('button', { name: 'Hacer Pedido' });

    await expect(toggleA).toHaveAttribute('aria-expanded', 'false');
    await expect(section.locator('[aria-expanded="true"]')).toHaveCount(0);
    await expect(orderLinks).toHaveCount(0);

    // A click on the card: its centre, where the image actions never are (hover shows them along
    // the picture's top edge, and the band around them lets the click through).
    await cardA.click();
    await expect(toggleA).toHaveAttribute('aria-expanded', 'true');
    await expect(orderLinks).toHaveCount(1);
    await expect(cardA.getByRole('button', { name: 'Hacer Pedido' })).toBeVisible();
    await expect(page.getByRole('dialog'), 'a click on the picture does not open the lightbox').toHaveCount(0);

    // Another card: it expands, the first collapses (at most one expanded).
    await cardB.getByRole('heading', { name: b.name }).click();
    await expect(toggleB).toHaveAttribute('aria-expanded', 'true');
    await expect(toggleA).toHaveAttribute('aria-expanded', 'false');
    await expect(section.locator('[aria-expanded="true"]')).toHaveCount(1);
    await expect(orderLinks).toHaveCount(1);
    await expect(cardB.getByRole('button', { name: 'Hacer Pedido' })).toBeVisible();
    await expect(cardA.getByRole('button', { name: 'Hacer Pedido' })).toHaveCount(0);

    // The expanded card again: it collapses, nothing is expanded.
    // A click on the hovered picture, below the actions' band.
    const box = (await cardB.boundingBox())!;
    await cardB.click({ position: { x: box.width / 2, y: box.width * 0.75 } });
    await expect(toggleB).toHaveAttribute('aria-expanded', 'false');
    await expect(section.locator('[aria-expanded="true"]')).toHaveCount(0);
    await expect(orderLinks).toHaveCount(0);

    // Aimed at one of its parts, as a test or a finger would aim: the image, the colours line.
    await cardA.getByRole('img').click();
    await expect(toggleA).toHaveAttribute('aria-expanded', 'true');
    await cardA.getByText(`Modelo ${a.id} · ${a.colors}`).click();
    await expect(toggleA).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // From the keyboard too: Enter toggles, and the expanded panel is the one it controls.
    await toggleA.focus();
    await page.keyboard.press('Enter');
    await expect(toggleA).toHaveAttribute('aria-expanded', 'true');
    const panelId = await toggleA.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    await expect(page.locator(`[id="${panelId}"]`).getByRole('button', { name: 'Hacer Pedido' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(toggleA).toHaveAttribute('aria-expanded', 'false');
  });

  test("'Hacer Pedido' loads the order page with modelo, nombre, colores, imagen of the card, percent-encoded", async ({
    page,
  }) => {
    await openUniforms(page, PATHS.basketball);
    const m = accented;
    const card = cardById(page, COUNT, m.id);
    await card.getByRole('button', { name: m.name, exact: true }).click();
    const link = card.getByRole('button', { name: 'Hacer Pedido' });
    await expect(link).toBeVisible();

    // What the card shows is what the order page receives.
    const shown = await shownModel(card);
    expect(shown).toEqual({ id: String(m.id), name: m.name, colors: m.colors, image: m.image });

    const href = await link.getAttribute('href');
    await markDocument(page);
    // The URL exactly as the catalogue asked for it (whatever the order page may do with it later).
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === PATHS.order),
      link.click(),
    ]);
    await page.waitForURL((url) => url.pathname === PATHS.order);
    expect(await documentIsMarked(page), 'a full page load, not an in-page change').toBe(false);

    const url = new URL(request.url());
    // 'Hacer Pedido' is a real link to that same URL (it also works opened in a new tab).
    expect(href).toBe(url.pathname + url.search);
    const raw = Object.fromEntries(
      url.search
        .slice(1)
        .split('&')
        .map((pair) => pair.split('=') as [string, string]),
    );
    expect(Object.keys(raw).sort()).toEqual(['colores', 'imagen', 'modelo', 'nombre']);
    // URL-encoded: no raw spaces, no '+' for spaces, and each value decodes back to the card's.
    for (const value of Object.values(raw)) expect(value).not.toMatch(/[ +]/);
    expect(decodeURIComponent(raw.modelo)).toBe(shown.id);
    expect(decodeURIComponent(raw.nombre)).toBe(shown.name);
    expect(decodeURIComponent(raw.colores)).toBe(shown.colors);
    expect(decodeURIComponent(raw.imagen)).toBe(shown.image);
    expect(raw.nombre).toContain('%');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      modelo: shown.id,
      nombre: shown.name,
      colores: shown.colors,
      imagen: shown.image,
    });

    // The order page (another remote) picked the model up.
    const summary = page.getByRole('region', { name: 'Modelo seleccionado' });
    await expect(summary).toContainText(m.name);
    await expect(summary).toContainText(m.colors);
  });

  test("'Hacer Pedido' answers the keys of a button: Space presses it, Enter follows it", async ({ page }) => {
    const m = model(7);
    for (const key of ['Space', 'Enter']) {
      await openUniforms(page, PATHS.basketball);
      const card = cardById(page, COUNT, m.id);
      await card.getByRole('button', { name: m.name, exact: true }).click();
      await card.getByRole('button', { name: 'Hacer Pedido' }).focus();
      await Promise.all([page.waitForURL((url) => url.pathname === PATHS.order), page.keyboard.press(key)]);
      await expect(page.getByRole('region', { name: 'Modelo seleccionado' }), key).toContainText(m.name);
    }
  });

  test("'Ver Imagen' and 'Abrir' show on hover and on keyboard focus only; the lightbox opens and closes by mouse and keyboard", async ({
    page,
  }) => {
    await openUniforms(page, PATHS.basketball);
    const prev = model(11);
    const m = model(12);
    const other = model(13);
    const card = cardById(page, COUNT, m.id);
    const { view, open, overlay } = cardActions(card);
    const otherOverlay = cardActions(cardById(page, COUNT, other.id)).overlay;
    await card.scrollIntoViewIfNeeded();
    await expect(page.getByText('Pasa el cursor o enfoca un modelo para ver o abrir su imagen.')).toBeVisible();
    await expect(page.getByText(/bajo cada modelo/)).toBeHidden();
    await page.mouse.move(1, 1);
    await expect(overlay).toHaveCSS('opacity', '0');

    await card.hover({ position: { x: 20, y: 20 } });
    await expect(overlay).toHaveCSS('opacity', '1');
    await expect(view).toBeVisible();
    await expect(open).toBeVisible();
    await expect(otherOverlay).toHaveCSS('opacity', '0');
    await page.mouse.move(1, 1);
    await expect(overlay).toHaveCSS('opacity', '0');

    // Keyboard: Tab from the previous card lands on this card's 'Ver Imagen', and the actions show.
    await cardById(page, COUNT, prev.id).getByRole('button', { name: prev.name, exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(view).toBeFocused();
    await expect(overlay).toHaveCSS('opacity', '1');
    await page.keyboard.press('Tab');
    await expect(open).toBeFocused();
    await expect(overlay).toHaveCSS('opacity', '1');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: m.name, exact: true })).toBeFocused();

    await expectLightboxCycle(page, card, m);
  });

  test("'Abrir' opens the model's image in a new tab; it answers 200 with an image", async ({ page }) => {
    await openUniforms(page, PATHS.basketball);
    const m = model(3);
    const card = cardById(page, COUNT, m.id);
    const { open } = cardActions(card);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(open).toHaveAttribute('href', m.image);
    const absolute = await expectServesImage(page, m.image);

    await card.hover({ position: { x: 20, y: 20 } });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(absolute);
    // The tab shows the picture itself (an SVG document), not an error page.
    expect(await tab.evaluate(() => document.documentElement.localName)).toBe('svg');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    // A button to the keyboard: Space on the focused 'Abrir' opens the same tab, the card stays shut.
    await open.focus();
    const [byKey] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Space')]);
    await byKey.waitForLoadState();
    expect(byKey.url()).toBe(absolute);
    await byKey.close();
    await expect(card.getByRole('button', { name: m.name, exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('hero quote chat, the three features, contact section with call and message; phone-only pieces hidden on desktop', async ({
    page,
  }) => {
    await openUniforms(page, PATHS.basketball);
    const hero = page.getByRole('region', { name: 'UNIFORMES DE BASQUETBOL', exact: true });
    const quote = await expectChatLink(hero.getByRole('button', { name: /Solicitar Cotización/ }));
    expect(quote).toMatch(/basquetbol/i);

    const features = page.locator('#caracteristicas');
    for (const title of ['Tela Transpirable', 'Sublimación Premium', 'Tallas Personalizadas']) {
      await expect(features.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expectSaidOnce(page, ['Tela Transpirable', 'Sublimación Premium', 'Tallas Personalizadas']);

    const contact = page.locator('#contacto');
    const call = contact.getByRole('button', { name: /Llamar/ });
    await expect(call).toHaveAttribute('href', PHONE_HREF);
    const message = await expectChatLink(contact.getByRole('button', { name: /Enviar Mensaje/ }));
    expect(message.length).toBeGreaterThan(0);
    await expect(contact).toContainText('(809) 555-0100');
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(contact).toContainText('Los Mina, Santo Domingo Este');

    // Phones only: anchor menu, fixed contact bar, 'Ver Catálogo Completo'.
    await expect(page.getByRole('navigation', { name: 'Secciones de la página' })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Contacto rápido' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ver Catálogo Completo' })).toBeHidden();
  });

  test('axe-core: no violations with the grid shown with a card expanded, nor in the lightbox', async ({ page }) => {
    // Two scans, one of 200 cards: about 25 s alone here, more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    await openUniforms(page, PATHS.basketball);
    const m = model(2);
    const card = cardById(page, COUNT, m.id);
    await card.getByRole('button', { name: m.name, exact: true }).click();
    await expect(card.getByRole('button', { name: 'Hacer Pedido' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The modal's own scan: behind its full-screen backdrop the page's contrast can no longer be judged.
    await card.hover({ position: { x: 20, y: 20 } });
    await cardActions(card).view.click();
    await expect(lightbox(page, m.name).image).toBeVisible();
    expect(await axeViolationsIn(page, 'dialog')).toEqual([]);
    // That scan judges the caption against what lies behind the backdrop (axe cannot see
    // ::backdrop), light on a phone: the view's own box carries the backdrop's opaque dark colour.
    const colours = await lightbox(page, m.name).dialog.evaluate((d) => [
      getComputedStyle(d).backgroundColor,
      getComputedStyle(d, '::backdrop').backgroundColor,
    ]);
    expect(colours).toEqual(['rgb(3, 7, 18)', 'rgb(3, 7, 18)']);
  });
});
