import { test, expect, PATHS, axeViolationsIn, backgroundLuminance, cardActions, cardById, catalogue, expectCatalogueGrid, expectLightboxCycle, expectServesImage, lightbox, openUniforms, textLuminance } from '../../support/uniforms';
import { axeViolations } from '../../support/site';
import { expectChatLink } from '../../support/interactive';
import { volleyballModels } from '../../../mf-uniforms/src/features/volleyball/data';

// /uniformes/voleibol (SPEC.md "Softball, baseball, volleyball"): 20 models with a lightbox;
// flexibility, vibrant colours, ventilation; dark theme.

const COUNT = 20;

test.beforeEach(async ({ page }) => {
  await openUniforms(page, PATHS.volleyball);
});

test('20 models, ids 1–20 with names, colours and art; 5 columns at 1280 px, 4 at 900 px', async ({ page }) => {
  await expectCatalogueGrid(page, volleyballModels, COUNT, 'voleibol');
});

test('dark theme: hero, features and models on dark backgrounds with light text; features: flexibility, vibrant colours, ventilation', async ({ page }) => {
  const hero = page.getByRole('region', { name: 'UNIFORMES DE VOLEIBOL', exact: true });
  expect(await expectChatLink(hero.getByRole('link', { name: 'Solicitar Cotización' }))).toMatch(/voleibol/i);
  const features = page.getByRole('region', { name: 'Diseñados para la cancha', exact: true });
  await expect(features.getByRole('heading', { level: 3 })).toHaveText(['Flexibilidad', 'Colores Vibrantes', 'Ventilación']);

  const models = catalogue(page, COUNT);
  for (const [what, section] of [['hero', hero], ['features', features], ['models', models.section]] as const) {
    expect((await backgroundLuminance(section)).luminance, `${what} background is dark`).toBeLessThan(0.1);
    expect(await textLuminance(section.getByRole('heading', { level: section === hero ? 1 : 2 })), `${what} heading is light`).toBeGreaterThan(0.6);
  }
  // The cards and feature cards follow the dark tone (no light card on the dark page).
  const card = models.cards.first();
  expect((await backgroundLuminance(card)).luminance).toBeLessThan(0.1);
  expect(await textLuminance(card.getByRole('heading'))).toBeGreaterThan(0.6);
  const feature = features.getByRole('listitem').first();
  expect((await backgroundLuminance(feature)).luminance).toBeLessThan(0.1);
  expect(await textLuminance(feature.getByRole('heading'))).toBeGreaterThan(0.6);
});

test("lightbox: 'Ver Imagen' opens the model's image, closes by mouse and keyboard; 'Abrir' serves the image", async ({ page }) => {
  const m = volleyballModels[9];
  const card = cardById(page, COUNT, m.id);
  await expectLightboxCycle(page, card, m);
  const { open } = cardActions(card, m.name);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('href', m.image);
  await expectServesImage(page, m.image);
});

test('axe-core: no violations with the dark grid shown, nor in the lightbox', async ({ page }) => {
  const m = volleyballModels[0];
  const card = cardById(page, COUNT, m.id);
  expect(await axeViolations(page)).toEqual([]);

  // The modal's own scan: behind its full-screen backdrop the page's contrast can no longer be judged.
  await card.hover({ position: { x: 20, y: 20 } });
  await cardActions(card, m.name).view.click();
  await expect(lightbox(page, m.name).image).toBeVisible();
  expect(await axeViolationsIn(page, '[role="dialog"]')).toEqual([]);
});
