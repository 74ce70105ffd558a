import { test, expect, type Page } from '@playwright/test';
import { openPage } from '../../support/site';
import {
  addPlayer,
  fillClient,
  model,
  openOrder,
  orderPage,
  orderUrl,
  summaryFacts,
  type ModelParams,
} from '../../support/order';

// The roster, client data and configuration are kept in the browser per model (issue 5, "Beyond
// the earlier site"): back after a reload or a closed tab, gone after 'Vaciar pedido'.

async function expectKeptOrder(page: Page) {
  const o = orderPage(page);
  await expect(o.roster).toHaveCount(2);
  await expect(o.roster.nth(0)).toContainText('Pérez');
  await expect(o.roster.nth(0)).toContainText('Talla L · Patrocinador: Farmacia Los Mina');
  await expect(o.roster.nth(1)).toContainText('Ana');
  await expect(o.roster.nth(1)).toContainText('Talla XS · Sin patrocinador');
  await expect(o.clientName).toHaveValue('Club Los Halcones');
  await expect(o.clientPhone).toHaveValue('809-555-1234');
  await expect(o.clientEmail).toHaveValue('halcones@example.com');
  await expect(o.numberInFront).not.toBeChecked();
  await expect(o.otherColour).toBeChecked();
  await expect(o.backgroundColour).toHaveValue('Verde limón');
  await expect(o.downloadButton).toHaveText('Descargar Pedido (2 jugadores)');
  expect(await summaryFacts(page)).toMatchObject({ Jugadores: '2', 'Color de fondo': 'Verde limón' });
}

async function buildOrder(page: Page, m: ModelParams) {
  const o = await openOrder(page, m);
  await fillClient(page, { nombre: 'Club Los Halcones', telefono: '809-555-1234', correo: 'halcones@example.com' });
  await o.numberInFront.uncheck();
  await o.otherColour.check();
  await o.backgroundColour.fill('Verde limón');
  await addPlayer(page, { nombre: 'Pérez', numero: '10', size: 'L', patrocinador: 'Farmacia Los Mina' });
  await addPlayer(page, { nombre: 'Ana', numero: '7', size: 'XS' });
  return o;
}

test('a reload and a closed tab keep roster, client data and configuration of that model only', async ({
  page,
  context,
}) => {
  const a = model('e2e-keep-a');
  await buildOrder(page, a);

  await page.reload();
  await expect(orderPage(page).clientName).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Recuperamos el pedido guardado en este navegador (2 jugadores).' }),
  ).toBeVisible();
  await expectKeptOrder(page);

  // Closing the tab and opening the page again.
  await page.close();
  const again = await context.newPage();
  await openOrder(again, a);
  await expectKeptOrder(again);

  // Another model starts empty, and its visit does not disturb the first one.
  const o = await openOrder(again, model('e2e-keep-b'));
  await expect(o.roster).toHaveCount(0);
  await expect(o.clientName).toHaveValue('');
  await expect(o.numberInFront).toBeChecked();
  await expect(o.otherColour).not.toBeChecked();
  await expect(again.getByText(/Recuperamos el pedido/)).toHaveCount(0);
  await openOrder(again, a);
  await expectKeptOrder(again);

  // Players added after a restore get ids of their own: removing one removes only that one.
  const roster = orderPage(again).roster;
  await addPlayer(again, { nombre: 'Núñez', numero: '3' });
  await again.getByRole('button', { name: 'Eliminar a Pérez (número 10)' }).click();
  await expect(roster).toHaveCount(2);
  await expect(roster.nth(0)).toContainText('Ana');
  await expect(roster.nth(1)).toContainText('Núñez');
});

test("'Vaciar pedido' asks first, then starts over for this model and the reload stays empty", async ({ page }) => {
  // Another model's order, which must survive.
  const other = model('e2e-clear-other');
  await openOrder(page, other);
  await addPlayer(page, { nombre: 'Rosario', numero: '5' });

  const m = model('e2e-clear');
  const o = await buildOrder(page, m);

  // Cancel keeps everything.
  await o.clearButton.click();
  const question = page.getByRole('group', { name: /¿Vaciar el pedido\?/ });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toHaveCount(0);
  await expectKeptOrder(page);

  await o.clearButton.click();
  await o.confirmClear.click();
  await expect(o.roster).toHaveCount(0);
  await expect(o.listHeading).toHaveText('Lista de jugadores (0)');
  await expect(o.clientName).toHaveValue('');
  await expect(o.clientPhone).toHaveValue('');
  await expect(o.clientEmail).toHaveValue('');
  await expect(o.numberInFront).toBeChecked();
  await expect(o.otherColour).not.toBeChecked();
  await expect(o.backgroundColour).toHaveCount(0);
  await expect(o.downloadButton).toHaveText('Descargar Pedido (0 jugadores)');
  await expect(o.downloadButton).toHaveAttribute('aria-disabled', 'true');
  expect(await summaryFacts(page)).toEqual({
    Modelo: m.nombre,
    Colores: m.colores,
    'ID del modelo': m.modelo,
    Jugadores: '0',
  });
  await expect(page.getByRole('status').filter({ hasText: 'Pedido vaciado. Puedes empezar de nuevo.' })).toBeVisible();
  // The numbers are free again.
  await addPlayer(page, { nombre: 'Pérez', numero: '10' });
  await page.getByRole('button', { name: 'Eliminar a Pérez (número 10)' }).click();

  await page.reload();
  await expect(o.clientName).toBeVisible();
  await expect(o.roster).toHaveCount(0);
  await expect(o.clientName).toHaveValue('');
  await expect(o.otherColour).not.toBeChecked();
  await expect(page.getByText(/Recuperamos el pedido/)).toHaveCount(0);

  // The other model's order is untouched.
  await openPage(page, orderUrl(other));
  await expect(o.roster).toHaveCount(1);
  await expect(o.roster.first()).toContainText('Rosario');
});

test('a kept order that is corrupt or tampered with is ignored or cleaned, never shown raw', async ({ page }) => {
  const m = model('e2e-keep-corrupt');
  await openOrder(page, m);
  const key = await page.evaluate(() => Object.keys(localStorage).find((k) => k.includes('pedido')) ?? null);
  // Nothing is kept for a blank order.
  expect(key).toBeNull();
  await addPlayer(page, { nombre: 'Pérez', numero: '10' });
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('e2e-keep-corrupt')));
  expect(stored).toHaveLength(1);

  // Not JSON at all: the page still opens, empty.
  await page.evaluate((k) => localStorage.setItem(k, '{not json'), stored[0]);
  await page.reload();
  await expect(orderPage(page).clientName).toBeVisible();
  await expect(orderPage(page).roster).toHaveCount(0);

  // Hand-edited: a duplicate number, an unknown size and markup; only valid players come back, as text.
  await page.evaluate((k) => {
    const players = [
      { id: '1', apellidoONombre: '<b>Negrita</b>', numero: '1', patrocinador: '', size: 'M' },
      { id: '2', apellidoONombre: 'Repetido', numero: '1', patrocinador: '', size: 'M' },
      { id: '3', apellidoONombre: 'Gigante', numero: '2', patrocinador: '', size: 'XXXXL' },
    ];
    localStorage.setItem(
      k,
      JSON.stringify({
        v: 1,
        savedAt: new Date().toISOString(),
        players,
        client: { nombre: 'Club', telefono: '809', correo: '' },
        config: { numeroAdelante: true, colorDistinto: false, colorFondo: '' },
      }),
    );
  }, stored[0]);
  await page.reload();
  await expect(orderPage(page).clientName).toHaveValue('Club');
  await expect(orderPage(page).roster).toHaveCount(1);
  await expect(orderPage(page).roster.first()).toContainText('<b>Negrita</b>');
  await expect(page.locator('b', { hasText: 'Negrita' })).toHaveCount(0);
});

// Two tabs of the same model: each follows the other's changes (storage event), so a player
// added in a second tab survives when that tab is closed and the first goes on.
test('a player added in a second tab of the same model is not lost when the first tab goes on', async ({ context }) => {
  const m = model('e2e-keep-two-tabs');
  const first = await context.newPage();
  await openOrder(first, m);
  const second = await context.newPage();
  await openOrder(second, m);
  await addPlayer(second, { nombre: 'Desde la segunda', numero: '1' });
  await second.close();

  await addPlayer(first, { nombre: 'Desde la primera', numero: '2' });
  await first.reload();
  await expect(orderPage(first).clientName).toBeVisible();
  await expect(orderPage(first).roster).toHaveCount(2, { timeout: 3_000 });
  await expect(orderPage(first).roster).toContainText(['Desde la segunda', 'Desde la primera']);
});
