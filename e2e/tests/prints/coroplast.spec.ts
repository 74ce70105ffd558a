import { test, expect } from '@playwright/test';
import {
  openPrintPage,
  card,
  cardItems,
  cardTitles,
  expectSteps,
  expectQuote,
  expectAllChatLinks,
  specPairs,
} from './printPage';
import { anchorTarget } from '../../support/interactive';

const SERVICE = /coroplast/i;
const THICKNESSES = ['3 mm', '4 mm', '5 mm', '6 mm'];

test('Coroplast: four advantages, 3/4/5/6 mm with description and uses, four applications, specs, four steps, closing', async ({
  page,
}) => {
  const { main, section, expectHero } = await openPrintPage(page, '/impresiones/coroplast');

  await expectHero('Letreros de Coroplast', SERVICE);

  await expect(cardTitles(section('Ventajas del Coroplast'))).toHaveCount(4);

  const thicknesses = section('Espesores Disponibles');
  await expect(cardTitles(thicknesses)).toHaveText(THICKNESSES);
  for (const mm of THICKNESSES) {
    const c = card(thicknesses, mm);
    await expect(c.getByText('Usos recomendados', { exact: true })).toBeVisible();
    expect(await cardItems(c).count(), mm).toBeGreaterThan(0);
    // A description paragraph besides the title and the list.
    expect((await c.innerText()).length).toBeGreaterThan(60);
    await expectQuote(c.getByRole('button', { name: /^Cotizar/ }), [SERVICE, mm]);
  }

  await expect(cardTitles(section('Aplicaciones'))).toHaveCount(4);

  const specs = await specPairs(section('Especificaciones Técnicas'));
  const values = Object.values(specs).join(' | ');
  expect(values).toMatch(/polipropileno/i);
  expect(values).toMatch(/\b1\.22 [x×] 2\.44 m\b/);
  expect(values).toMatch(/\b2\s*[-–]\s*3 años\b/);

  await expectSteps(section('Nuestro Proceso'), ['Diseño', 'Impresión', 'Corte a medida', 'Entrega e instalación']);

  const closing = main.getByRole('region').last();
  await expectQuote(closing.getByRole('button', { name: /Solicitar Cotización/ }), [SERVICE]);
  await expect(closing.getByRole('button', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');
  expect(await expectAllChatLinks(main, SERVICE)).toEqual({ named: 6, bare: 0 });
});

test('Coroplast: the hero button to the thicknesses lands on them', async ({ page }) => {
  const { hero, section } = await openPrintPage(page, '/impresiones/coroplast');
  const link = hero('Letreros de Coroplast').getByRole('button', { name: /Espesores/ });
  await expect(await anchorTarget(page, link)).toHaveCount(1);
  await link.click();
  await expect(section('Espesores Disponibles').getByRole('heading', { level: 2 })).toBeInViewport();
});
