import { test, expect, PATHS, PHONE_HREF, backgroundLuminance, catalogue } from '../../support/uniforms';
import { expectChatLink, expectSaidOnce } from '../../support/interactive';
import { softballModels } from '../../../mf-uniforms/src/features/softball/data';
import { COUNT, lightboxCatalogueTests } from './lightboxCatalogue';
import { describeSameCommit } from '../../support/environment';

// /uniformes/softbol (docs/product-rules.md#pages "Softball, baseball, volleyball"): 20 models with a lightbox;
// freedom of movement, UV protection, women's cuts; a contact call to action.

lightboxCatalogueTests({
  path: PATHS.softball,
  models: softballModels,
  sport: 'softbol',
  lightboxModel: softballModels[4],
});

describeSameCommit('uniforms: softball', { app: 'uniforms' }, () => {
  test('hero quote chat; features: freedom of movement, UV protection, women’s cuts; contact call to action with chat, call and the contact page', async ({
    page,
  }) => {
    const hero = page.getByRole('region', { name: 'UNIFORMES DE SOFTBOL', exact: true });
    expect(await expectChatLink(hero.getByRole('button', { name: 'Solicitar Cotización' }))).toMatch(/softbol/i);
    await expect(hero.getByRole('button', { name: 'Ver Modelos' })).toHaveAttribute('href', '#modelos');

    const features = page.locator('#caracteristicas');
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'Libertad de Movimiento',
      'Protección UV',
      'Cortes Femeninos',
    ]);
    await expectSaidOnce(page, ['Libertad de Movimiento', 'Protección UV', 'Cortes Femeninos']);

    const cta = page.getByRole('region', { name: '¿Listo para vestir a tu equipo?', exact: true });
    await expect(cta).toBeVisible();
    expect(await expectChatLink(cta.getByRole('button', { name: /WhatsApp/ }))).toMatch(/softbol/i);
    await expect(cta.getByRole('button', { name: /Llamar al \(809\) 555-0100/ })).toHaveAttribute('href', PHONE_HREF);
    await expect(cta.getByRole('button', { name: 'Ir a Contacto' })).toHaveAttribute('href', '/contacto');
    // The call to action comes after the models.
    const [models, ctaBox] = [await catalogue(page, COUNT).section.boundingBox(), await cta.boundingBox()];
    expect(ctaBox!.y).toBeGreaterThan(models!.y);
    // A light page (volleyball is the dark one).
    expect((await backgroundLuminance(catalogue(page, COUNT).section)).luminance).toBeGreaterThan(0.6);
  });
});
