import { test, expect } from '@playwright/test';
import { collectAlerts } from '../../support/site';
import { ALERTS, addPlayer, downloadOrder, fillClient, model, openOrder } from '../../support/order';

// On a phone (Pixel 7 project): the whole order fits the screen width and works by touch.

test('on a phone: no sideways scrolling, a player added by tap, the order downloaded', async ({ page }, testInfo) => {
  const alerts = collectAlerts(page);
  const o = await openOrder(page, model('e2e-mobile-1', { nombre: 'Modelo Móvil', colores: 'Negro y Dorado' }));
  await fillClient(page, { nombre: 'Club Los Halcones', telefono: '809-555-1234' });
  await o.playerName.fill('Apellido Muy Largo De Jugador Con Chaqueta Especial');
  await o.playerNumber.fill('99');
  await o.playerSponsor.fill(
    'Ferretería y Colmado La Gran Esquina de Los Mina, Santo Domingo Este, República Dominicana',
  );
  await o.addButton.tap();
  await expect(o.roster).toHaveCount(1);
  await addPlayer(page, { nombre: 'Ana', numero: '7' });

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the screen').toBeLessThanOrEqual(0);
  // The forms stack in one column: the client card is above the add-player card.
  const client = await page.getByRole('region', { name: 'Datos del cliente' }).boundingBox();
  const addCard = await page.getByRole('region', { name: 'Agregar jugador' }).boundingBox();
  expect(client && addCard && addCard.y >= client.y + client.height).toBe(true);

  const got = await downloadOrder(page, testInfo);
  expect(got.dates.map((d) => `Pedido_Uniforme_Modelo_Móvil_${d}.html`)).toContain(got.fileName);
  await expect.poll(() => alerts).toEqual([ALERTS.orderSuccess]);
});

test('on a phone the finishing buttons line up, each as wide as the card', async ({ page }) => {
  await openOrder(page, model('e2e-mobile-2'));
  const finish = page.getByRole('region', { name: 'Finalizar pedido' });
  const actions = finish.getByRole('button');
  await expect(actions).toHaveCount(3);
  const widths = await actions.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
  expect(new Set(widths).size, `widths ${widths.join(', ')}`).toBe(1);
});
