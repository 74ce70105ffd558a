import { test, expect } from '@playwright/test';
import { collectAlerts } from '../../support/site';
import {
  ALERTS,
  addPlayer,
  clickSoftDisabled,
  fillClient,
  model,
  openOrder,
  submitPlayer,
  summaryFacts,
} from '../../support/order';

// The add-player form, the roster and when 'Descargar Pedido' may be used (docs/product-rules.md#behaviour, #validation, #messages).

test('the forms carry the limits and input types of docs/product-rules.md#validation', async ({ page }) => {
  const o = await openOrder(page, model('e2e-builder-limits'));
  const limits: Array<[typeof o.clientName, string]> = [
    [o.clientName, '100'],
    [o.clientPhone, '20'],
    [o.clientEmail, '100'],
    [o.playerName, '50'],
    [o.playerNumber, '3'],
    [o.playerSponsor, '100'],
  ];
  for (const [field, max] of limits) await expect(field).toHaveAttribute('maxlength', max);
  await expect(o.clientPhone).toHaveAttribute('type', 'tel');
  await expect(o.clientPhone).toHaveAttribute('placeholder', /^\(?809\)?[- ]?\d{3}-?\d{4}$/);
  await expect(o.clientEmail).toHaveAttribute('type', 'email');
  // Sizes XS..XXXL, M by default.
  await expect(o.playerSize.locator('option')).toHaveText(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
  await expect(o.playerSize).toHaveValue('M');
  // Configuration defaults: number in front yes, different colour no (and its field hidden until on).
  await expect(o.numberInFront).toBeChecked();
  await expect(o.otherColour).not.toBeChecked();
  await expect(o.backgroundColour).toHaveCount(0);
  await o.otherColour.check();
  await expect(o.backgroundColour).toBeVisible();
  await expect(o.backgroundColour).toHaveAttribute('maxlength', '100');
  // A lookup by a field's name finds that field alone, not a flag that speaks of the same thing.
  await expect(page.getByLabel('Número')).toHaveCount(1);
  await expect(page.getByLabel('Color de fondo')).toHaveCount(1);
  await o.backgroundColour.fill('Azul marino');
  expect(await summaryFacts(page)).toMatchObject({ 'Color de fondo': 'Azul marino' });
  await o.otherColour.uncheck();
  await expect(o.backgroundColour).toHaveCount(0);
  expect(await summaryFacts(page)).not.toHaveProperty('Color de fondo');
  // A size guide next to the size picker.
  await page.getByText('Guía de tallas').click();
  await expect(page.getByRole('table').filter({ hasText: 'Pecho (cm)' }).getByRole('row')).toHaveCount(8);
});

test('add player: both alerts with their exact texts; a good add clears the form, resets the size to M and counts', async ({
  page,
}) => {
  const alerts = collectAlerts(page);
  const o = await openOrder(page, model('e2e-builder-add'));

  // Missing fields (empty, blank after trimming, one of the two).
  await o.addButton.click();
  await expect.poll(() => alerts.length).toBe(1);
  await submitPlayer(page, { nombre: '   ', numero: '4' });
  await submitPlayer(page, { nombre: 'Pérez', numero: '  ' });
  await expect
    .poll(() => alerts)
    .toEqual([ALERTS.missingPlayerFields, ALERTS.missingPlayerFields, ALERTS.missingPlayerFields]);
  await expect(o.roster).toHaveCount(0);

  // A good add.
  await submitPlayer(page, { nombre: '  Pérez  ', numero: '10', size: 'XL', patrocinador: 'Colmado La Esquina' });
  await expect(o.roster).toHaveCount(1);
  await expect(o.roster.first()).toContainText('10');
  await expect(o.roster.first()).toContainText('Pérez');
  await expect(o.roster.first()).toContainText('Talla XL');
  await expect(o.roster.first()).toContainText('Patrocinador: Colmado La Esquina');
  await expect(o.playerName).toHaveValue('');
  await expect(o.playerNumber).toHaveValue('');
  await expect(o.playerSponsor).toHaveValue('');
  await expect(o.playerSize).toHaveValue('M');
  await expect(o.playerName).toBeFocused();
  await expect(o.listHeading).toHaveText('Lista de jugadores (1)');
  await expect(o.downloadButton).toHaveText('Descargar Pedido (1 jugadores)');
  expect(await summaryFacts(page)).toMatchObject({ Jugadores: '1' });
  await expect(page.getByRole('status').filter({ hasText: 'Jugador agregado.' })).toBeVisible();
  // The player's name and number each stand once on the page (the roster), found as written.
  await expect(page.getByText('Pérez')).toHaveCount(1);
  await expect(page.getByText('10', { exact: true })).toHaveCount(1);

  // Duplicate number: exact text after trimming; the typed values stay for correction.
  await submitPlayer(page, { nombre: 'Gómez', numero: '10', size: 'S' });
  await submitPlayer(page, { nombre: 'Gómez', numero: ' 10', size: 'S' });
  await expect.poll(() => alerts.slice(3)).toEqual([ALERTS.duplicateNumber, ALERTS.duplicateNumber]);
  await expect(o.roster).toHaveCount(1);
  await expect(o.playerName).toHaveValue('Gómez');
  await expect(o.playerSize).toHaveValue('S');

  // Any text up to 3 characters; '010' and '1O' are not '10'. No sponsor → 'Sin patrocinador'.
  await addPlayer(page, { nombre: 'Gómez', numero: '010' });
  await addPlayer(page, { nombre: 'Ana', numero: '1O', size: 'XXXL' });
  await expect(o.roster).toHaveCount(3);
  // (the size picked before the refused add, S, was kept as well)
  await expect(o.roster.nth(1)).toContainText('Talla S · Sin patrocinador');
  await expect(o.roster.nth(2)).toContainText('Talla XXXL');
  await expect(o.listHeading).toHaveText('Lista de jugadores (3)');
  expect(await summaryFacts(page)).toMatchObject({ Jugadores: '3' });
  expect(alerts).toHaveLength(5);

  // Two players with the same name and different numbers are fine (the number is the key);
  // Enter in a field adds the player too.
  await o.playerName.fill('Pérez');
  await o.playerNumber.fill('11');
  await o.playerNumber.press('Enter');
  await expect(o.roster).toHaveCount(4);

  // Removing one says so (naming no one: the roster is where names stand) and updates every count.
  await page.getByRole('button', { name: 'Eliminar a Gómez (número 010)' }).click();
  await expect(o.roster).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Eliminar a Gómez (número 010)' })).toHaveCount(0);
  // The keyboard stays in the list: on the next row's remove button.
  await expect(page.getByRole('button', { name: 'Eliminar a Ana (número 1O)' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Jugador eliminado.' })).toBeVisible();
  await expect(page.getByText('Gómez')).toHaveCount(0);
  await expect(o.downloadButton).toHaveText('Descargar Pedido (3 jugadores)');
  expect(await summaryFacts(page)).toMatchObject({ Jugadores: '3' });
  // Its number is free again.
  await addPlayer(page, { nombre: 'Castillo', numero: '010' });
  expect(alerts).toHaveLength(5);
});

test("'Descargar Pedido' is shown disabled until there is a player, a name and a phone; a click meanwhile explains why, and so does one with a blank name or phone", async ({
  page,
}) => {
  const alerts = collectAlerts(page);
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  const o = await openOrder(page, model('e2e-builder-disabled'));

  const expectBlocked = async (alert: string, { keyboard = false } = {}) => {
    // Shown disabled (aria-disabled), yet the visitor can click it.
    let before = alerts.length;
    await clickSoftDisabled(o.downloadButton);
    await expect.poll(() => alerts.slice(before)).toEqual([alert]);
    if (!keyboard) return;
    // And from the keyboard (it stays in the tab order).
    before = alerts.length;
    await o.downloadButton.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => alerts.slice(before)).toEqual([alert]);
  };

  // Nothing at all: players come first.
  await expectBlocked(ALERTS.noPlayers, { keyboard: true });
  // Client data without players.
  await fillClient(page, { nombre: 'Los Halcones', telefono: '809-555-1234' });
  await expectBlocked(ALERTS.noPlayers);
  // A player but no client.
  await fillClient(page, { nombre: '', telefono: '' });
  await addPlayer(page, { nombre: 'Pérez', numero: '10' });
  await expectBlocked(ALERTS.missingClient, { keyboard: true });
  // Name only.
  await fillClient(page, { nombre: 'Los Halcones' });
  await expectBlocked(ALERTS.missingClient);
  // Blanks are not empty, so the button is shown enabled; a plain click says they do not count.
  const expectExplained = async (alert: string) => {
    await expect(o.downloadButton).toBeEnabled();
    const before = alerts.length;
    await o.downloadButton.click();
    await expect.poll(() => alerts.slice(before)).toEqual([alert]);
  };
  await fillClient(page, { nombre: '   ', telefono: '809-555-1234' });
  await expectExplained(ALERTS.missingClient);
  await fillClient(page, { nombre: 'Los Halcones', telefono: '   ' });
  await expectExplained(ALERTS.missingClient);
  // The e-mail is optional.
  await fillClient(page, { telefono: '809-555-1234' });
  await expect(o.downloadButton).not.toHaveAttribute('aria-disabled');
  await expect(o.downloadButton).toBeEnabled();
  // Removing the last player blocks it again.
  await page.getByRole('button', { name: 'Eliminar a Pérez (número 10)' }).click();
  await expectBlocked(ALERTS.noPlayers);
  // The blocked clicks downloaded nothing.
  expect(downloads).toEqual([]);
});
