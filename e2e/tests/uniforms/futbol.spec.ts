import { type Locator, type Page } from '@playwright/test';
import {
  test,
  expect,
  PATHS,
  axeViolationsIn,
  cardActions,
  cardById,
  catalogue,
  expectCardActionsDescribed,
  expectCatalogueGrid,
  expectImageLoaded,
  expectLightboxCycle,
  expectServesImage,
  lightbox,
  openUniforms,
} from '../../support/uniforms';
import { axeViolations } from '../../support/site';
import { expectChatLink, expectSaidOnce } from '../../support/interactive';
import { footballModels } from '../../../mf-uniforms/src/features/football/data';
import { describeSameCommit } from '../../support/environment';

// /uniformes/futbol (docs/product-rules.md#pages "Football", #catalogue, #behaviour, #constants): 20 models with ids '1'–'20', image view,
// a 3D viewer per model (drag 0.5° per pixel, tilt within −45..45, quick views), favourites and
// a printable catalogue.

const COUNT = 20;
const model = (id: string) => {
  const m = footballModels.find((x) => x.id === id);
  if (!m) throw new Error(`no football model ${id}`);
  return m;
};

/** The 3D viewer of a model: the dialog named with it, its stage and the rotated jersey. */
function viewer(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name, exact: true });
  return {
    dialog,
    stage: dialog.getByRole('img', { name: new RegExp(`^Uniforme de fútbol ${name}, .*Arrastra`) }),
    jersey: dialog.getByTestId('jersey-3d'),
    view: (label: 'Vista Frontal' | 'Vista Trasera' | 'Vista Lateral') =>
      dialog.getByRole('button', { name: label, exact: true }),
    quote: dialog.getByRole('button', { name: /Solicitar Cotización/ }),
    favourite: dialog.getByRole('button', { name: /Agregar a Favoritos/ }),
    close: dialog.getByRole('button', { name: 'Cerrar', exact: true }),
  };
}

/** The rendered rotation: data attributes and the inline transform must agree. */
async function rotation(jersey: Locator) {
  return jersey.evaluate((el: HTMLElement) => ({
    x: Number(el.dataset.rotateX),
    y: Number(el.dataset.rotateY),
    transform: el.style.transform,
  }));
}

async function expectRotation(jersey: Locator, x: number, y: number) {
  await expect.poll(() => rotation(jersey)).toEqual({ x, y, transform: `rotateX(${x}deg) rotateY(${y}deg)` });
}

async function centreOf(el: Locator) {
  const box = await el.boundingBox();
  if (!box) throw new Error('no box');
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2), box };
}

describeSameCommit('uniforms: football', { app: 'uniforms' }, () => {
  test('20 models, ids 1–20 with names, colours and art; 5 columns at 1280 px, 4 at 900 px; each card opens its 3D view', async ({
    page,
  }) => {
    await openUniforms(page, PATHS.football);
    expect(footballModels.map((m) => m.id)).toEqual(Array.from({ length: COUNT }, (_, i) => String(i + 1)));
    await expectCatalogueGrid(page, footballModels, COUNT, 'futbol');
    const { cards } = catalogue(page, COUNT);
    await expect(cards.getByRole('button', { name: 'Vista 3D', exact: true })).toHaveCount(COUNT);
    await expect(cards.getByRole('button', { name: 'Ver Imagen', exact: true })).toHaveCount(COUNT);
    await expect(cards.getByRole('button', { name: 'Abrir', exact: true })).toHaveCount(COUNT);
    // Each card's actions are named as shown and described by the model they act on.
    const last = cardById(page, COUNT, footballModels[COUNT - 1].id);
    await expect(last.getByRole('button', { name: 'Vista 3D', exact: true })).toHaveAccessibleDescription(
      footballModels[COUNT - 1].name,
    );
    await expectCardActionsDescribed(last, footballModels[COUNT - 1].name);
  });

  test("hero 'Ver en 3D' opens the viewer on model 1 facing front; the 3D view shows colours, material, what is included, sizes XS to 3XL and both faces", async ({
    page,
  }) => {
    await openUniforms(page, PATHS.football);
    const first = model('1');
    const hero = page.getByRole('region', { name: 'UNIFORMES DE FÚTBOL', exact: true });
    const open3d = hero.getByRole('button', { name: 'Ver en 3D', exact: true });
    // The hero's button is the one of that name on the page (the cards' say 'Vista 3D').
    await expect(page.getByRole('button', { name: 'Ver en 3D' })).toHaveCount(1);
    await open3d.click();

    const v = viewer(page, first.name);
    await expect(v.dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(v.dialog).toHaveAttribute('aria-modal', 'true');
    await expectRotation(v.jersey, 0, 0);
    await expect(v.view('Vista Frontal')).toHaveAttribute('aria-pressed', 'true');

    const facts = v.dialog.getByRole('definition');
    await expect(facts).toHaveText([first.colors, 'Poliéster sublimado', 'Camiseta + Pantalón']);
    await expect(v.dialog.getByRole('term')).toHaveText(['Colores', 'Material', 'Incluye']);
    await expect(v.dialog.getByRole('listitem').filter({ hasText: /XS a 3XL/ })).toHaveCount(1);
    // The view's own words are the view's alone: a lookup across the whole page finds each once.
    await expectSaidOnce(page, ['Poliéster sublimado', 'Camiseta + Pantalón', 'XS a 3XL']);
    for (const name of [
      'Solicitar Cotización',
      'Agregar a Favoritos',
      'Vista Frontal',
      'Vista Trasera',
      'Vista Lateral',
    ])
      await expect(page.getByRole('button', { name }), name).toHaveCount(1);

    // Front and back art, and the side drawing on both sides, all loaded.
    const faces = v.jersey.locator('img');
    await expect(faces).toHaveCount(4);
    await expect(faces.nth(0)).toHaveAttribute('src', first.image);
    await expect(faces.nth(1)).toHaveAttribute('src', `/remotes/uniforms/art/futbol/${first.id}-back.svg`);
    for (const i of [2, 3])
      await expect(faces.nth(i)).toHaveAttribute('src', `/remotes/uniforms/art/futbol/${first.id}-side.svg`);
    for (const i of [0, 1, 2, 3]) await expectImageLoaded(faces.nth(i));

    // Focus is in the dialog and stays there all the way round with Tab and Shift+Tab.
    await expect(v.close).toBeFocused();
    const inside = () => v.dialog.evaluate((d) => d.contains(document.activeElement));
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `Tab ${i + 1} stays in the viewer`).toBe(true);
    }
    await v.close.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await inside(), 'Shift+Tab from the first element wraps to the last').toBe(true);
    await expect(v.close).not.toBeFocused();

    // Escape closes and gives focus back to the hero button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(open3d).toBeFocused();
  });

  test('mouse drag turns the jersey 0.5° per pixel (right → +y, down → +x), tilt clamped to −45..45; releasing or leaving the area ends the drag', async ({
    page,
  }) => {
    await openUniforms(page, PATHS.football);
    const m = model('4');
    await cardById(page, COUNT, m.id).getByRole('button', { name: 'Vista 3D', exact: true }).click();
    const v = viewer(page, m.name);
    await expect(v.stage).toBeVisible();
    await expectRotation(v.jersey, 0, 0);
    const c = await centreOf(v.stage);
    // The stage must be large enough for the moves below to stay inside it.
    expect(c.box.height).toBeGreaterThan(260);

    // Drag right 60 px and up 20 px: y = 60 × 0.5 = 30, x = −20 × 0.5 = −10 (as rotation.ts defines the sign).
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await expect(v.stage).toHaveAttribute('data-dragging', 'true');
    await page.mouse.move(c.x + 60, c.y - 20, { steps: 4 });
    await expectRotation(v.jersey, -10, 30);
    await expect(v.view('Vista Frontal')).toHaveAttribute('aria-pressed', 'false');

    // Down 120 px: −10 + 60 = 50, clamped to 45; then up 20 px from the clamp: 35.
    await page.mouse.move(c.x + 60, c.y + 100, { steps: 4 });
    await expectRotation(v.jersey, 45, 30);
    await page.mouse.move(c.x + 60, c.y + 80, { steps: 2 });
    await expectRotation(v.jersey, 35, 30);
    // Far up: clamped at −45. Horizontal turning is not clamped: left 160 px → 30 − 80 = −50.
    await page.mouse.move(c.x - 100, c.y - 120, { steps: 8 });
    await expectRotation(v.jersey, -45, -50);

    // Releasing ends the drag: moving with the button up changes nothing.
    await page.mouse.up();
    await expect(v.stage).toHaveAttribute('data-dragging', 'false');
    await page.mouse.move(c.x + 80, c.y + 80, { steps: 4 });
    await expectRotation(v.jersey, -45, -50);

    // Leaving the area ends the drag: back inside with the button still down changes nothing.
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await page.mouse.move(c.x + 40, c.y, { steps: 2 });
    await expectRotation(v.jersey, -45, -30);
    await page.mouse.move(c.box.x + c.box.width + 30, c.y);
    await expect(v.stage).toHaveAttribute('data-dragging', 'false');
    await page.mouse.move(c.x - 60, c.y + 40, { steps: 4 });
    await expectRotation(v.jersey, -45, -30);
    await page.mouse.up();

    // A fresh drag works again.
    await page.mouse.move(c.x, c.y);
    await page.mouse.down();
    await page.mouse.move(c.x + 20, c.y + 30, { steps: 2 });
    await expectRotation(v.jersey, -30, -20);
    await page.mouse.up();

    // Started where a hover lands (the stage's exact centre, between pixels when its width is not
    // whole), a drag of 100 px still turns exactly 50°: positions count in whole pixels.
    await v.stage.hover();
    await page.mouse.down();
    await page.mouse.move(c.box.x + c.box.width / 2 + 100, c.box.y + c.box.height / 2);
    await expectRotation(v.jersey, -30, 30);
    await page.mouse.up();
  });

  test("quick views 'Vista Frontal' (0,0), 'Vista Trasera' (0,180), 'Vista Lateral' (0,90); arrow keys turn it; another model opens facing front", async ({
    page,
  }) => {
    await openUniforms(page, PATHS.football);
    const m = model('9');
    const card = cardById(page, COUNT, m.id);
    const open3d = card.getByRole('button', { name: 'Vista 3D', exact: true });
    await open3d.click();
    const v = viewer(page, m.name);
    await expectRotation(v.jersey, 0, 0);

    // Arrow keys on the focused stage: 15° a press.
    await v.stage.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expectRotation(v.jersey, 15, 30);

    await v.view('Vista Trasera').click();
    await expectRotation(v.jersey, 0, 180);
    await expect(v.view('Vista Trasera')).toHaveAttribute('aria-pressed', 'true');
    await expect(v.view('Vista Frontal')).toHaveAttribute('aria-pressed', 'false');
    await v.view('Vista Lateral').click();
    await expectRotation(v.jersey, 0, 90);
    await expect(v.view('Vista Lateral')).toHaveAttribute('aria-pressed', 'true');
    await expect(v.view('Vista Trasera')).toHaveAttribute('aria-pressed', 'false');
    // Side on, the front and back are edge-on: what shows is the jersey's side, not an empty stage.
    const widestFace = () =>
      v.jersey.evaluate((el) => {
        const stage = el.parentElement!.getBoundingClientRect().width;
        return Math.max(...[...el.querySelectorAll('img')].map((img) => img.getBoundingClientRect().width)) / stage;
      });
    await expect.poll(widestFace).toBeGreaterThan(0.15);
    await v.view('Vista Frontal').click();
    await expectRotation(v.jersey, 0, 0);
    await expect(v.view('Vista Frontal')).toHaveAttribute('aria-pressed', 'true');

    // Turned, closed with the mouse, another model: it opens facing front.
    await v.view('Vista Trasera').click();
    await expectRotation(v.jersey, 0, 180);
    await v.close.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(open3d).toBeFocused();
    const other = model('10');
    await cardById(page, COUNT, other.id).getByRole('button', { name: 'Vista 3D', exact: true }).click();
    const w = viewer(page, other.name);
    await expect(w.dialog).toBeVisible();
    await expectRotation(w.jersey, 0, 0);
  });

  test("'Solicitar Cotización' in the 3D view opens the chat naming the model", async ({ page }) => {
    await openUniforms(page, PATHS.football);
    for (const id of ['2', '17']) {
      const m = model(id);
      await cardById(page, COUNT, m.id).getByRole('button', { name: 'Vista 3D', exact: true }).click();
      const v = viewer(page, m.name);
      const text = await expectChatLink(v.quote);
      expect(text).toContain(m.name);
      expect(text).toContain(m.colors);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test("'Agregar a Favoritos' toggles, shows on the card, and is remembered across reloads", async ({ page }) => {
    await openUniforms(page, PATHS.football);
    const m = model('6');
    const card = cardById(page, COUNT, m.id);
    const badge = card.getByText('Favorito', { exact: true });
    const open3d = card.getByRole('button', { name: 'Vista 3D', exact: true });
    await expect(catalogue(page, COUNT).section.getByText('Favorito', { exact: true })).toHaveCount(0);

    await open3d.click();
    const v = viewer(page, m.name);
    await expect(v.favourite).toHaveAttribute('aria-pressed', 'false');
    await v.favourite.click();
    await expect(v.favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(v.dialog).toContainText('Este modelo está en tus favoritos.');
    await page.keyboard.press('Escape');
    await expect(badge).toBeVisible();
    await expect(catalogue(page, COUNT).section.getByText('Favorito', { exact: true }), 'only that card').toHaveCount(
      1,
    );

    await openUniforms(page, PATHS.football);
    await expect(badge, 'remembered after a reload').toBeVisible();
    await open3d.click();
    await expect(v.favourite).toHaveAttribute('aria-pressed', 'true');
    // Toggle off: gone from the card, and stays gone after a reload.
    await v.favourite.click();
    await expect(v.favourite).toHaveAttribute('aria-pressed', 'false');
    await expect(v.dialog).not.toContainText('Este modelo está en tus favoritos.');
    await page.keyboard.press('Escape');
    await expect(badge).toHaveCount(0);
    await openUniforms(page, PATHS.football);
    await expect(cardById(page, COUNT, m.id).getByRole('heading', { name: m.name })).toBeVisible();
    await expect(catalogue(page, COUNT).section.getByText('Favorito', { exact: true })).toHaveCount(0);
    await open3d.click();
    await expect(v.favourite).toHaveAttribute('aria-pressed', 'false');
  });

  test("image view: 'Ver Imagen' opens and closes by mouse and keyboard; 'Abrir en nueva pestaña' and 'Abrir' point at an image that loads", async ({
    page,
  }) => {
    await openUniforms(page, PATHS.football);
    const m = model('13');
    const card = cardById(page, COUNT, m.id);
    await expectLightboxCycle(page, card, m);
    await expectServesImage(page, m.image);
    const { open } = cardActions(card);
    await expect(open).toHaveAttribute('href', m.image);
    await expect(open).toHaveAttribute('target', '_blank');
  });

  test("'Catálogo PDF' prints a sheet of the 20 models with their images; on paper only that sheet shows", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __prints: Array<{ images: number; loaded: number; items: number }> };
      w.__prints = [];
      window.print = () => {
        const sheet = document.querySelector('[data-print-only]');
        const images = Array.from(sheet?.querySelectorAll('img') ?? []);
        w.__prints.push({
          images: images.length,
          loaded: images.filter((i) => i.complete && i.naturalWidth > 0).length,
          items: sheet?.querySelectorAll('li').length ?? 0,
        });
      };
    });
    await openUniforms(page, PATHS.football);
    const prints = () => page.evaluate(() => (window as unknown as { __prints: unknown[] }).__prints);
    const button = page
      .getByRole('region', { name: 'UNIFORMES DE FÚTBOL', exact: true })
      .getByRole('button', { name: 'Catálogo PDF', exact: true });
    expect(await prints()).toEqual([]);
    // No sheet until asked: each model's name is in the page once (its card), not twice.
    await expect(page.locator('[data-print-only]')).toHaveCount(0);
    await expect(page.getByText(footballModels[0].name)).toHaveCount(1);
    await button.click();
    await expect.poll(prints, { message: 'window.print called once' }).toHaveLength(1);
    // Printed once every image of the sheet had loaded.
    expect(await prints()).toEqual([{ images: COUNT, loaded: COUNT, items: COUNT }]);
    await expect(button).toBeEnabled();

    // The print view: the catalogue sheet alone, with the 20 models.
    const sheet = page.getByRole('region', { name: /^Catálogo de Uniformes de Fútbol/ });
    await expect(sheet).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    const items = sheet.getByRole('listitem');
    await expect(items).toHaveCount(COUNT);
    await expect(items.getByRole('heading')).toHaveText(footballModels.map((m) => `${m.id}. ${m.name}`));
    for (const [i, m] of footballModels.entries()) await expect(items.nth(i)).toContainText(m.colors);
    await expect(sheet).toContainText('Poliéster sublimado');
    await expect(sheet).toContainText('(809) 555-0100');
    await expect(catalogue(page, COUNT).section).toBeHidden();
    await expect(page.getByRole('region', { name: 'UNIFORMES DE FÚTBOL', exact: true })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(sheet).toBeHidden();
    await expect(catalogue(page, COUNT).section).toBeVisible();
  });

  test('axe-core: no violations with the grid (and a favourite) shown, nor in the 3D viewer, nor in the image view', async ({
    page,
  }) => {
    // Three scans, one of the whole grid: about 30 s on a busy machine, the default limit.
    test.setTimeout(60_000);
    // A favourite, so its badge on the card is scanned too.
    await page.addInitScript(() => localStorage.setItem('estampa:uniformes:futbol:favoritos', JSON.stringify(['1'])));
    await openUniforms(page, PATHS.football);
    const m = model('1');
    const card = cardById(page, COUNT, m.id);
    await expect(card.getByText('Favorito', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The modals' own scans: behind a modal's backdrop the page's contrast can no longer be judged.
    await card.getByRole('button', { name: 'Vista 3D', exact: true }).click();
    const v = viewer(page, m.name);
    await v.view('Vista Lateral').click();
    await expectRotation(v.jersey, 0, 90);
    expect(await axeViolationsIn(page, 'dialog')).toEqual([]);
    await page.keyboard.press('Escape');

    await card.hover({ position: { x: 20, y: 20 } });
    await cardActions(card).view.click();
    await expect(lightbox(page, m.name).image).toBeVisible();
    expect(await axeViolationsIn(page, 'dialog')).toEqual([]);
  });
});
