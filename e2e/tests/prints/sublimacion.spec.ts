import { test, expect } from '@playwright/test';
import { describeSameCommit } from '../../support/environment';
import {
  openPrintPage,
  card,
  cardItems,
  cardTitles,
  expectSampleProducts,
  expectSteps,
  expectQuote,
  expectAllChatLinks,
} from './printPage';
import { SUBLIMACION } from '../../../mf-prints/src/features/sublimacion/data';

const SERVICE = /sublimaci[oó]n/i;

// The sample products' prices are compared with this checkout's data: @same-commit.
describeSameCommit('prints: sublimacion', { app: 'prints' }, () => {
  test('Sublimación: hero, six advantages, four products at the catalogue prices, four application groups, four steps, closing chat', async ({
    page,
  }) => {
    const { main, section, expectHero } = await openPrintPage(page, '/impresiones/sublimacion');

    await expectHero('Sublimación', SERVICE);

    await expect(cardTitles(section('Ventajas de la Sublimación'))).toHaveCount(6);

    await expectSampleProducts(
      section('Productos Sublimados'),
      SUBLIMACION.products.map((p) => p.price),
    );

    // Textiles, drinkware, promotional, sports: each with its examples.
    const applications = section('Aplicaciones');
    const groups = ['Textiles', 'Tazas y termos', 'Artículos promocionales', 'Deportes'];
    await expect(cardTitles(applications)).toHaveText(groups);
    for (const g of groups) expect(await cardItems(card(applications, g)).count(), g).toBeGreaterThan(0);

    await expectSteps(section('Nuestro Proceso'), ['Diseño', 'Impresión', 'Sublimación', 'Entrega']);

    const closing = main.getByRole('region').last();
    await expectQuote(closing.getByRole('button', { name: /WhatsApp|Cotiza/ }), [SERVICE]);

    expect(await expectAllChatLinks(main, SERVICE)).toEqual({ named: 2, bare: 4 });
  });
});
