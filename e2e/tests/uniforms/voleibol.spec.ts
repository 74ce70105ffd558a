import { test, expect, PATHS, backgroundLuminance, catalogue, textLuminance } from '../../support/uniforms';
import { expectChatLink, expectSaidOnce } from '../../support/interactive';
import { volleyballModels } from '../../../mf-uniforms/src/features/volleyball/data';
import { COUNT, lightboxCatalogueTests } from './lightboxCatalogue';
import { describeSameCommit } from '../../support/environment';

// /uniformes/voleibol (docs/product-rules.md#pages "Softball, baseball, volleyball"): 20 models with a lightbox;
// flexibility, vibrant colours, ventilation; dark theme.

lightboxCatalogueTests({
  path: PATHS.volleyball,
  models: volleyballModels,
  sport: 'voleibol',
  lightboxModel: volleyballModels[9],
  grid: 'dark grid',
});

describeSameCommit('uniforms: volleyball', { app: 'uniforms' }, () => {
  test('dark theme: hero, features and models on dark backgrounds with light text; features: flexibility, vibrant colours, ventilation', async ({
    page,
  }) => {
    const hero = page.getByRole('region', { name: 'UNIFORMES DE VOLEIBOL', exact: true });
    expect(await expectChatLink(hero.getByRole('button', { name: 'Solicitar Cotización' }))).toMatch(/voleibol/i);
    const features = page.getByRole('region', { name: 'Diseñados para la cancha', exact: true });
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'Flexibilidad',
      'Colores Vibrantes',
      'Ventilación',
    ]);
    await expectSaidOnce(page, ['Flexibilidad', 'Colores Vibrantes', 'Ventilación']);

    const models = catalogue(page, COUNT);
    for (const [what, section] of [
      ['hero', hero],
      ['features', features],
      ['models', models.section],
    ] as const) {
      expect((await backgroundLuminance(section)).luminance, `${what} background is dark`).toBeLessThan(0.1);
      expect(
        await textLuminance(section.getByRole('heading', { level: section === hero ? 1 : 2 })),
        `${what} heading is light`,
      ).toBeGreaterThan(0.6);
    }
    // The cards and feature cards follow the dark tone (no light card on the dark page).
    const card = models.cards.first();
    expect((await backgroundLuminance(card)).luminance).toBeLessThan(0.1);
    expect(await textLuminance(card.getByRole('heading'))).toBeGreaterThan(0.6);
    const feature = features.getByRole('listitem').first();
    expect((await backgroundLuminance(feature)).luminance).toBeLessThan(0.1);
    expect(await textLuminance(feature.getByRole('heading'))).toBeGreaterThan(0.6);
  });
});
