import { test, expect } from '@playwright/test';
import { describeSameCommit } from '../../support/environment';
import {
  openPrintPage,
  cardTitles,
  expectSampleProducts,
  expectSteps,
  expectQuote,
  expectAllChatLinks,
} from './printPage';
import { DTF } from '../../../mf-prints/src/features/dtf/data';

const SERVICE = /DTF/;

// The sample products' prices are compared with this checkout's data: @same-commit.
describeSameCommit('prints: dtf', { app: 'prints' }, () => {
  test('DTF: hero, six benefits, four products at the catalogue prices, four steps, closing chat', async ({ page }) => {
    const { main, section, expectHero } = await openPrintPage(page, '/impresiones/dtf');
    await expect(page).toHaveTitle(/DTF/);

    await expectHero('Impresión DTF', SERVICE);

    await expect(cardTitles(section('Beneficios de la Impresión DTF'))).toHaveCount(6);

    const products = section('Productos con Impresión DTF');
    await expectSampleProducts(
      products,
      DTF.products.map((p) => p.price),
    );
    await expect(products.getByRole('img')).toHaveCount(4);

    // Design, print, application, transfer.
    await expectSteps(section('Nuestro Proceso'), ['Diseño', 'Impresión', 'Aplicación', 'Transferencia']);

    const closing = main.getByRole('region').last();
    await expect(closing.getByRole('heading', { level: 2 })).toBeVisible();
    await expectQuote(closing.getByRole('button', { name: /WhatsApp|Cotiza/ }), [SERVICE]);

    // Hero and closing name the service; the 4 products' 'Cotizar' open the chat without a message.
    expect(await expectAllChatLinks(main, SERVICE)).toEqual({ named: 2, bare: 4 });
  });
});
