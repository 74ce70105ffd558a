// The tests every 20-model catalogue with a lightbox shares (softball, baseball, volleyball:
// docs/product-rules.md#pages "Softball, baseball, volleyball"). Each page's spec adds what is its own (hero,
// features, theme) and calls this once.
import {
  test,
  expect,
  axeViolationsIn,
  cardActions,
  cardById,
  catalogue,
  expectCatalogueGrid,
  expectLightboxCycle,
  expectServesImage,
  lightbox,
  openUniforms,
} from '../../support/uniforms';
import { axeViolations } from '../../support/site';

type Model = { id: number; name: string; colors: string; image: string };

export const COUNT = 20;

export function lightboxCatalogueTests(o: {
  path: string;
  models: readonly Model[];
  /** The sport's name in the art URLs (/remotes/uniforms/art/<sport>/…). */
  sport: string;
  /** The model the lightbox test opens. */
  lightboxModel: Model;
  /** 'dark grid' on the dark page. */
  grid?: string;
}) {
  test.beforeEach(async ({ page }) => {
    await openUniforms(page, o.path);
  });

  test('20 models, ids 1–20 with names, colours and art; 5 columns at 1280 px, 4 at 900 px', async ({ page }) => {
    await expectCatalogueGrid(page, o.models, COUNT, o.sport);
  });

  test("the grid's hint speaks of the cursor here (the image actions show on hover), not of a tap", async ({
    page,
  }) => {
    const grid = catalogue(page, COUNT).section;
    await expect(grid.getByText(/^Pasa el cursor o enfoca un uniforme de .+ y elige “Ver Imagen”/)).toBeVisible();
    await expect(grid.getByText(/^Toca “Ver Imagen”/)).toBeHidden();
  });

  test("lightbox: 'Ver Imagen' opens the model's image, closes by mouse and keyboard; 'Abrir' serves the image", async ({
    page,
  }) => {
    const m = o.lightboxModel;
    const card = cardById(page, COUNT, m.id);
    await expectLightboxCycle(page, card, m);
    const { open } = cardActions(card);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('href', m.image);
    await expectServesImage(page, m.image);
  });

  test(`axe-core: no violations with the ${o.grid ?? 'grid'} shown, nor in the lightbox`, async ({ page }) => {
    const m = o.models[0];
    const card = cardById(page, COUNT, m.id);
    expect(await axeViolations(page)).toEqual([]);

    // The modal's own scan: behind its full-screen backdrop the page's contrast can no longer be judged.
    await card.hover({ position: { x: 20, y: 20 } });
    await cardActions(card).view.click();
    await expect(lightbox(page, m.name).image).toBeVisible();
    expect(await axeViolationsIn(page, 'dialog')).toEqual([]);
  });
}
