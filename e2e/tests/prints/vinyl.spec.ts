import { test, expect } from '@playwright/test';
import { openPrintPage, card, cardItems, cardTitles, expectSteps, expectQuote, expectAllChatLinks } from './printPage';
import { anchorTarget } from '../../support/interactive';

const SERVICE = /vinil/i;
const TYPES = ['Adhesivo', 'Removible', 'Textil', 'Reflectivo'];

test('Vinyl: four benefits (100+ colours, up to 7 years), four types × three features, four applications, four steps, closing', async ({
  page,
}) => {
  const { main, section, expectHero } = await openPrintPage(page, '/impresiones/vinyl');

  await expectHero('Corte de Vinil', SERVICE);

  const benefits = section('Beneficios del Vinil');
  await expect(cardTitles(benefits)).toHaveCount(4);
  await expect(benefits).toContainText(/(Más de|\+) ?100 colores/i);
  await expect(benefits).toContainText(/hasta 7 años/i);

  const types = section('Tipos de Vinil');
  await expect(cardTitles(types)).toHaveText(TYPES);
  for (const t of TYPES) {
    const c = card(types, t);
    await expect(cardItems(c), t).toHaveCount(3);
    await expectQuote(c.getByRole('button', { name: /^Cotizar/ }), [SERVICE, t]);
  }

  const applications = section('Aplicaciones');
  await expect(cardTitles(applications)).toHaveCount(4);

  await expect(section('Nuestro Proceso').getByRole('heading', { level: 3 })).toHaveCount(4);
  await expectSteps(section('Nuestro Proceso'), [
    'Diseño y vectorización',
    'Corte de precisión',
    'Depilado y transferencia',
    'Instalación',
  ]);

  const closing = main.getByRole('region').last();
  await expectQuote(closing.getByRole('button', { name: /Solicitar Cotización/ }), [SERVICE]);
  await expect(closing.getByRole('button', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');
  expect(await expectAllChatLinks(main, SERVICE)).toEqual({ named: 6, bare: 0 });
});

test('Vinyl: the hero button to the vinyl types lands on them', async ({ page }) => {
  const { hero, section } = await openPrintPage(page, '/impresiones/vinyl');
  const link = hero('Corte de Vinil').getByRole('button', { name: /Tipos de Vinil/ });
  await expect(await anchorTarget(page, link)).toHaveCount(1);
  await link.click();
  await expect(section('Tipos de Vinil').getByRole('heading', { level: 2 })).toBeInViewport();
});
