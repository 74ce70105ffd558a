import { test, expect } from '@playwright/test';
import { openPrintPage, card, cardItems, cardTitles, expectSteps, expectQuote, expectAllChatLinks } from './printPage';
import { anchorTarget } from '../../support/interactive';

const SERVICE = /serigraf[ií]a/i;

test('Serigrafía: hero, four advantages, three applications, four steps numbered 01-04, closing', async ({ page }) => {
  const { main, hero, section } = await openPrintPage(page, '/impresiones/serigrafia');

  await expect(hero('Serigrafía')).toBeVisible();
  await expect(cardTitles(section('Ventajas de la Serigrafía'))).toHaveCount(4);

  const applications = section('Aplicaciones');
  await expect(cardTitles(applications)).toHaveCount(3);
  for (const title of await cardTitles(applications).allInnerTexts())
    expect(await cardItems(card(applications, title.trim())).count(), title).toBeGreaterThan(0);

  await expectSteps(section('Nuestro Proceso'), [
    'Diseño y separación de colores',
    'Preparación de pantallas',
    'Impresión',
    'Curado y entrega',
  ]);
  await expect(main.getByRole('region').last().getByRole('heading', { level: 2 })).toBeVisible();
  expect((await expectAllChatLinks(main, SERVICE)).bare).toBe(0);
});

test('Serigrafía: the four buttons the old site left inert act (docs/product-rules.md#improvements): quote → chat, gallery and portfolio → the examples, contact → /contacto', async ({
  page,
}) => {
  const { main, hero, section } = await openPrintPage(page, '/impresiones/serigrafia');
  const h = hero('Serigrafía');
  await expectQuote(h.getByRole('button', { name: /Solicitar Cotización/ }), [SERVICE]);

  const closing = main.getByRole('region').last();
  await expect(closing.getByRole('button', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');

  const applications = section('Aplicaciones');
  for (const [where, name] of [
    [h, /Galer[ií]a/],
    [closing, /Portafolio/],
  ] as const) {
    const link = where.getByRole('button', { name });
    const target = await anchorTarget(page, link);
    await expect(target).toHaveCount(1);
    // The examples section (the applications).
    expect(await target.getAttribute('aria-labelledby')).toBe(await applications.getAttribute('aria-labelledby'));
  }

  const gallery = h.getByRole('button', { name: /Galer[ií]a/ });
  const hash = (await gallery.getAttribute('href')) as string;
  await gallery.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await expect(applications.getByRole('heading', { level: 2 })).toBeInViewport();

  await closing.getByRole('button', { name: 'Contactar' }).click();
  await expect(page).toHaveURL(/\/contacto$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CONTÁCTANOS');
});
