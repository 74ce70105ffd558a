import { test, expect } from '@playwright/test';
import { collectAlerts } from '../../support/site';
import { ALERTS, documentRows, downloadOrder, fillClient, model, openDocument, openOrder } from '../../support/order';

// A 100-player order (docs/product-rules.md#constants: no maximum anywhere): 99 players
// pasted, the 100th added by hand, the document generated with all of them. What it costs in
// main-thread time (no task over 50 ms for either action) is measured by `npm run bench`
// (scripts/bench-order.js), not asserted here: CI asserts behaviour, not timing.

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

test('99 pasted players, the 100th added, and a document that lists all 100', async ({ page }, testInfo) => {
  test.slow(); // 100 rows on a busy machine
  const alerts = collectAlerts(page);
  const o = await openOrder(page, model('e2e-hundred', { nombre: 'Modelo Cien' }));

  const rows = Array.from(
    { length: 99 },
    (_, i) => `${i + 1}\tJugador Número ${i + 1}\t${SIZES[i % 7]}\t${i % 3 ? '' : `Patrocinador ${i + 1}`}`,
  );
  await o.pasteButton.click();
  await page.getByRole('textbox', { name: 'Filas de jugadores' }).fill(rows.join('\n'));
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(o.roster).toHaveCount(99);
  await fillClient(page, { nombre: 'Liga Los Mina', telefono: '809-555-1234' });

  await o.playerName.fill('Centésimo');
  await o.playerNumber.fill('100');
  await o.playerSponsor.fill('Colmado La Esquina');
  await o.addButton.click();
  await expect(o.roster).toHaveCount(100);
  await expect(o.downloadButton).toHaveText('Descargar Pedido (100 jugadores)');

  const got = await downloadOrder(page, testInfo);
  await expect.poll(() => alerts).toEqual([ALERTS.orderSuccess]);
  const { doc } = await openDocument(page, got.file);
  const docRows = await documentRows(doc);
  expect(docRows).toHaveLength(100);
  expect(docRows[99]).toEqual(['100', '100', 'Centésimo', 'M', 'Colmado La Esquina']);
});
