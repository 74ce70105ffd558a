import { test, expect } from '@playwright/test';
import { collectAlerts, recordWindowOpen, whatsappText } from '../../support/site';
import { ALERTS, addPlayer, clickSoftDisabled, fillClient, model, openOrder } from '../../support/order';

// 'Enviar resumen por WhatsApp' (issue 5): a short summary to the chat; the roster stays in the document.

test('sends model, client, player count and sizes to the business chat, not the roster; blocked like the download', async ({
  page,
}) => {
  const opened = await recordWindowOpen(page);
  const alerts = collectAlerts(page);
  const downloads: string[] = [];
  page.on('download', (d) => downloads.push(d.suggestedFilename()));
  const m = model('e2e-wa-1', { nombre: 'Trueno Rojo' });
  const o = await openOrder(page, m);

  // Blocked until the order could be downloaded, with the same alerts.
  await clickSoftDisabled(o.whatsappButton);
  await expect.poll(() => alerts).toEqual([ALERTS.noPlayers]);
  await addPlayer(page, { nombre: 'Pérez', numero: '10' });
  await clickSoftDisabled(o.whatsappButton);
  await expect.poll(() => alerts).toEqual([ALERTS.noPlayers, ALERTS.missingClient]);
  expect(await opened()).toEqual([]);

  await fillClient(page, { nombre: 'Club Los Halcones', telefono: '809-555-1234' });
  await addPlayer(page, { nombre: 'Ana María', numero: '7', size: 'L', patrocinador: 'Colmado Secreto' });
  await addPlayer(page, { nombre: 'Gómez', numero: '3' });
  await expect(o.whatsappButton).not.toHaveAttribute('aria-disabled');
  await o.whatsappButton.click();
  await expect.poll(opened).toHaveLength(1);

  const text = whatsappText((await opened())[0]);
  expect(text).toContain('Modelo: Trueno Rojo (ID e2e-wa-1)');
  expect(text).toContain('Cliente: Club Los Halcones');
  expect(text).toContain('809-555-1234');
  expect(text).toMatch(/Jugadores: 3 uniformes/);
  expect(text).toMatch(/Tallas: M: 2, L: 1\b/);
  // The summary is short: no player names or sponsors.
  for (const detail of ['Pérez', 'Ana María', 'Gómez', 'Colmado Secreto']) expect(text).not.toContain(detail);
  // Nothing downloaded and no alert for sending.
  expect(downloads).toEqual([]);
  expect(alerts).toHaveLength(2);
});
