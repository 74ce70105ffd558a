import { test, expect, PATHS } from '../../support/uniforms';
import { expectChatLink, expectSaidOnce } from '../../support/interactive';
import { baseballModels } from '../../../mf-uniforms/src/features/baseball/data';
import { lightboxCatalogueTests } from './lightboxCatalogue';
import { describeSameCommit } from '../../support/environment';

// /uniformes/beisbol (docs/product-rules.md#pages "Softball, baseball, volleyball"): 20 models with a lightbox;
// classic style, durability, MLB quality.

lightboxCatalogueTests({
  path: PATHS.baseball,
  models: baseballModels,
  sport: 'beisbol',
  lightboxModel: baseballModels[19],
});

describeSameCommit('uniforms: baseball', { app: 'uniforms' }, () => {
  test('hero quote chat; features: classic style, durability, MLB quality', async ({ page }) => {
    const hero = page.getByRole('region', { name: 'UNIFORMES DE BÉISBOL', exact: true });
    expect(await expectChatLink(hero.getByRole('button', { name: 'Solicitar Cotización' }))).toMatch(/béisbol/i);
    const features = page.locator('#caracteristicas');
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'Estilo Clásico',
      'Durabilidad',
      'Calidad MLB',
    ]);
    await expectSaidOnce(page, ['Estilo Clásico', 'Durabilidad', 'Calidad MLB']);
  });
});
