import { test, expect } from '@playwright/test';
import { openPrintPage, card, cardItems, cardTitles, expectQuote, expectAllChatLinks, specPairs } from './printPage';
import { anchorTarget } from '../../support/interactive';

const SERVICE = /One Vision/;

test('One Vision: four features, three applications with benefits, four advantages, specs (60/40, 0.14 mm, 3-5 years, removable), closing', async ({
  page,
}) => {
  const { main, section, expectHero } = await openPrintPage(page, '/impresiones/one-vision');

  await expectHero('One Vision', SERVICE);

  await expect(cardTitles(section('Características'))).toHaveCount(4);

  const applications = section('Aplicaciones');
  await expect(cardTitles(applications)).toHaveCount(3);
  for (const title of await cardTitles(applications).allInnerTexts()) {
    const c = card(applications, title.trim());
    await expect(c.getByText('Beneficios', { exact: true })).toBeVisible();
    expect(await cardItems(c).count(), title).toBeGreaterThan(0);
  }

  await expect(cardTitles(section('Ventajas'))).toHaveCount(4);

  const specs = await specPairs(section('Especificaciones Técnicas'));
  const values = Object.values(specs).join(' | ');
  expect(values).toMatch(/\b60\/40\b/);
  expect(values).toMatch(/\b0\.14 mm\b/);
  expect(values).toMatch(/\b3\s*[-–]\s*5 años\b/);
  expect(Object.entries(specs).some(([term, value]) => /adhesivo/.test(term) && /removible/i.test(value))).toBe(true);

  const closing = main.getByRole('region').last();
  await expectQuote(closing.getByRole('button', { name: /Solicitar Cotización/ }), [SERVICE]);
  await expect(closing.getByRole('button', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');
  expect(await expectAllChatLinks(main, SERVICE)).toEqual({ named: 2, bare: 0 });
});

test('One Vision: the hero button to the applications lands on them', async ({ page }) => {
  const { hero, section } = await openPrintPage(page, '/impresiones/one-vision');
  const link = hero('One Vision').getByRole('button', { name: /Aplicaciones/ });
  await expect(await anchorTarget(page, link)).toHaveCount(1);
  await link.click();
  await expect(section('Aplicaciones').getByRole('heading', { level: 2 })).toBeInViewport();
});
