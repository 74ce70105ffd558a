import { test, expect, PATHS, axeViolationsIn, cardActions, cardById, expectCatalogueGrid, expectLightboxCycle, expectServesImage, lightbox, openUniforms } from '../../support/uniforms';
import { axeViolations } from '../../support/site';
import { expectChatLink } from '../../support/interactive';
import { baseballModels } from '../../../mf-uniforms/src/features/baseball/data';

// /uniformes/beisbol (SPEC.md "Softball, baseball, volleyball"): 20 models with a lightbox;
// classic style, durability, MLB quality.

const COUNT = 20;

test.beforeEach(async ({ page }) => {
  await openUniforms(page, PATHS.baseball);
});

test('20 models, ids 1–20 with names, colours and art; 5 columns at 1280 px, 4 at 900 px', async ({ page }) => {
  await expectCatalogueGrid(page, baseballModels, COUNT, 'beisbol');
});

test('hero quote chat; features: classic style, durability, MLB quality', async ({ page }) => {
  const hero = page.getByRole('region', { name: 'UNIFORMES DE BÉISBOL', exact: true });
  expect(await expectChatLink(hero.getByRole('link', { name: 'Solicitar Cotización' }))).toMatch(/béisbol/i);
  const features = page.locator('#caracteristicas');
  await expect(features.getByRole('heading', { level: 3 })).toHaveText(['Estilo Clásico', 'Durabilidad', 'Calidad MLB']);
});

test("lightbox: 'Ver Imagen' opens the model's image, closes by mouse and keyboard; 'Abrir' serves the image", async ({ page }) => {
  const m = baseballModels[19];
  const card = cardById(page, COUNT, m.id);
  await expectLightboxCycle(page, card, m);
  const { open } = cardActions(card, m.name);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('href', m.image);
  await expectServesImage(page, m.image);
});

test('axe-core: no violations with the grid shown, nor in the lightbox', async ({ page }) => {
  const m = baseballModels[0];
  const card = cardById(page, COUNT, m.id);
  expect(await axeViolations(page)).toEqual([]);

  // The modal's own scan: behind its full-screen backdrop the page's contrast can no longer be judged.
  await card.hover({ position: { x: 20, y: 20 } });
  await cardActions(card, m.name).view.click();
  await expect(lightbox(page, m.name).image).toBeVisible();
  expect(await axeViolationsIn(page, '[role="dialog"]')).toEqual([]);
});
