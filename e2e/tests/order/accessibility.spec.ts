import { test, expect } from '@playwright/test';
import { axeViolations } from '../../support/site';
import { addPlayer, fillClient, model, openOrder, stubModelArt } from '../../support/order';

// axe-core (the site's WCAG tags, support/site.ts) on the order builder in its busy states.

test('axe-core finds nothing on the order page with players, a background colour and the clear confirmation', async ({
  page,
}) => {
  await stubModelArt(page);
  const o = await openOrder(page, model('e2e-a11y-1'));
  await fillClient(page, { nombre: 'Club Los Halcones', telefono: '809-555-1234' });
  await o.otherColour.check();
  await o.backgroundColour.fill('Azul marino');
  await addPlayer(page, { nombre: 'Pérez', numero: '10', size: 'L', patrocinador: 'Colmado La Esquina' });
  await addPlayer(page, { nombre: 'Ana', numero: '7' });
  await page.getByText('Guía de tallas').click();
  expect(await axeViolations(page)).toEqual([]);

  await o.clearButton.click();
  await expect(o.confirmClear).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("axe-core finds nothing with the 'Pegar lista' dialog open showing accepted and rejected rows", async ({
  page,
}) => {
  const o = await openOrder(page, model('e2e-a11y-2'));
  await addPlayer(page, { nombre: 'Pérez', numero: '10' });
  await o.pasteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Pegar lista de jugadores' });
  await dialog
    .getByRole('textbox', { name: 'Filas de jugadores' })
    .fill('Número, Nombre\n23, Ana, L\n10, Gómez\n1234, Largo, ZZ');
  await expect(dialog.getByRole('list', { name: 'Filas rechazadas' }).getByRole('listitem')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
});

test('axe-core finds nothing on the page without model parameters', async ({ page }) => {
  await page.goto('/uniformes/basquetbol/pedido?modelo=1');
  await expect(page.getByRole('button', { name: 'Volver a Uniformes' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
