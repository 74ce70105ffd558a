import { test, expect, PATHS, axeViolationsIn, PHONE_HREF, backgroundLuminance, cardActions, cardById, catalogue, expectCatalogueGrid, expectLightboxCycle, expectServesImage, lightbox, openUniforms } from '../../support/uniforms';
import { axeViolations } from '../../support/site';
import { expectChatLink } from '../../support/interactive';
import { softballModels } from '../../../mf-uniforms/src/features/softball/data';

// /uniformes/softbol (SPEC.md "Softball, baseball, volleyball"): 20 models with a lightbox;
// freedom of movement, UV protection, women's cuts; a contact call to action.

const COUNT = 20;

test.beforeEach(async ({ page }) => {
  await openUniforms(page, PATHS.softball);
});

test('20 models, ids 1–20 with names, colours and art; 5 columns at 1280 px, 4 at 900 px', async ({ page }) => {
  await expectCatalogueGrid(page, softballModels, COUNT, 'softbol');
});

test('hero quote chat; features: freedom of movement, UV protection, women’s cuts; contact call to action with chat, call and the contact page', async ({ page }) => {
  const hero = page.getByRole('region', { name: 'UNIFORMES DE SOFTBOL', exact: true });
  expect(await expectChatLink(hero.getByRole('link', { name: 'Solicitar Cotización' }))).toMatch(/softbol/i);
  await expect(hero.getByRole('link', { name: 'Ver Modelos' })).toHaveAttribute('href', '#modelos');

  const features = page.locator('#caracteristicas');
  await expect(features.getByRole('heading', { level: 3 })).toHaveText(['Libertad de Movimiento', 'Protección UV', 'Cortes Femeninos']);

  const cta = page.getByRole('region', { name: '¿Listo para vestir a tu equipo?', exact: true });
  await expect(cta).toBeVisible();
  expect(await expectChatLink(cta.getByRole('link', { name: /WhatsApp/ }))).toMatch(/softbol/i);
  await expect(cta.getByRole('link', { name: /Llamar al \(809\) 555-0100/ })).toHaveAttribute('href', PHONE_HREF);
  await expect(cta.getByRole('link', { name: 'Ir a Contacto' })).toHaveAttribute('href', '/contacto');
  // The call to action comes after the models.
  const [models, ctaBox] = [await catalogue(page, COUNT).section.boundingBox(), await cta.boundingBox()];
  expect(ctaBox!.y).toBeGreaterThan(models!.y);
  // A light page (volleyball is the dark one).
  expect((await backgroundLuminance(catalogue(page, COUNT).section)).luminance).toBeGreaterThan(0.6);
});

test("lightbox: 'Ver Imagen' opens the model's image, closes by mouse and keyboard; 'Abrir' serves the image", async ({ page }) => {
  const m = softballModels[4];
  const card = cardById(page, COUNT, m.id);
  await expectLightboxCycle(page, card, m);
  const { open } = cardActions(card, m.name);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('href', m.image);
  await expectServesImage(page, m.image);
});

test('axe-core: no violations with the grid shown, nor in the lightbox', async ({ page }) => {
  const m = softballModels[0];
  const card = cardById(page, COUNT, m.id);
  expect(await axeViolations(page)).toEqual([]);

  // The modal's own scan: behind its full-screen backdrop the page's contrast can no longer be judged.
  await card.hover({ position: { x: 20, y: 20 } });
  await cardActions(card, m.name).view.click();
  await expect(lightbox(page, m.name).image).toBeVisible();
  expect(await axeViolationsIn(page, '[role="dialog"]')).toEqual([]);
});
