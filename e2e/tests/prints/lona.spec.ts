import { test, expect } from '@playwright/test';
import { openPrintPage, card, cardItems, cardTitles, expectQuote, expectAllChatLinks, specPairs } from './printPage';
import { anchorTarget } from '../../support/interactive';

const SERVICE = /lona/i;
const BANNERS = [
  ['Frontlit', 440],
  ['Backlit', 510],
  ['Mesh', 370],
  ['Blockout', 610],
] as const;

test('Lona: hero, four features, four banner types with their weights, three applications, specs, closing', async ({
  page,
}) => {
  const { main, section, expectHero } = await openPrintPage(page, '/impresiones/lona');

  await expectHero('Impresión en Lona', SERVICE);

  await expect(cardTitles(section('Características'))).toHaveCount(4);

  const types = section('Tipos de Lona');
  await expect(cardTitles(types)).toHaveText(BANNERS.map(([name]) => name));
  for (const [name, weight] of BANNERS) {
    const c = card(types, name);
    await expect(c.getByText(`${weight} g/m²`, { exact: true })).toBeVisible();
    // Description and ideal use.
    await expect(c.getByText(/^Uso ideal:/)).toBeVisible();
    await expectQuote(c.getByRole('button', { name: /^Cotizar/ }), [SERVICE, name, `${weight} g/m²`]);
  }

  const applications = section('Aplicaciones');
  await expect(cardTitles(applications)).toHaveCount(3);
  for (const title of await cardTitles(applications).allInnerTexts())
    expect(await cardItems(card(applications, title.trim())).count(), title).toBeGreaterThan(0);

  const specs = await specPairs(section('Especificaciones Técnicas'));
  const values = Object.values(specs).join(' | ');
  expect(values).toMatch(/\b1440 DPI\b/);
  expect(values).toMatch(/\b5 m [x×] 50 m\b/);
  expect(values).toMatch(/5\+ años/);

  const closing = main.getByRole('region').last();
  await expectQuote(closing.getByRole('button', { name: /Solicitar Cotización/ }), [SERVICE]);
  await expect(closing.getByRole('button', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');
  expect(await expectAllChatLinks(main, SERVICE)).toEqual({ named: 6, bare: 0 });
});

test('Lona: the hero button to the banner types lands on them', async ({ page }) => {
  const { hero, section } = await openPrintPage(page, '/impresiones/lona');
  const link = hero('Impresión en Lona').getByRole('button', { name: /Tipos de Lona/ });
  const target = await anchorTarget(page, link);
  await expect(target).toHaveCount(1);
  await link.click();
  await expect(section('Tipos de Lona').getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(target.getByRole('heading', { level: 2 })).toHaveText('Tipos de Lona');
});
