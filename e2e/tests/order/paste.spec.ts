import { test, expect, type Page } from '@playwright/test';
import { collectAlerts } from '../../support/site';
import {
  ALERTS,
  addPlayer,
  documentRows,
  downloadOrder,
  fillClient,
  model,
  openDocument,
  openOrder,
  summaryFacts,
} from '../../support/order';

// 'Pegar lista' (issue 5): rows from a spreadsheet, each checked with the add-player rules, a
// preview naming every rejected row and why, nothing added until confirmed.

function pasteDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Pegar lista de jugadores' });
  return {
    dialog,
    rows: dialog.getByRole('textbox', { name: 'Filas de jugadores' }),
    accepted: dialog.getByRole('list', { name: 'Jugadores que se agregarán' }).getByRole('listitem'),
    rejected: dialog.getByRole('list', { name: 'Filas rechazadas' }).getByRole('listitem'),
    confirm: dialog.getByRole('button', { name: 'Confirmar' }),
    cancel: dialog.getByRole('button', { name: 'Cancelar' }),
  };
}

/** The roster heading behind the dialog (read by id: the modal hides the page from the accessibility tree). */
const rosterHeading = (page: Page) => page.locator('#pedido-jugadores');

const MIXED = [
  'Número, Nombre, Talla, Patrocinador', // 1: header, skipped
  '23, Pérez, L, Colmado La Esquina', // 2: ok
  '7, Ana', // 3: ok, size M
  '10, Gómez, M', // 4: number already in the roster
  '23, Otro, S', // 5: repeats row 2
  ', Sin Número, M', // 6: no number
  '5, , XL', // 7: no name
  '1234, Largo, ZZ', // 8: number too long and unknown size
  '"8", "Pérez, Jr.", 2XL, "Farmacia, SRL"', // 9: ok, quoted cells, 2XL = XXL
].join('\n');

test('preview: accepted rows, every rejected row with its reasons, nothing added until confirmed', async ({ page }) => {
  const alerts = collectAlerts(page);
  const o = await openOrder(page, model('e2e-paste-preview'));
  await addPlayer(page, { nombre: 'Rosario', numero: '10' });

  await o.pasteButton.click();
  const p = pasteDialog(page);
  await expect(p.dialog).toBeVisible();
  await expect(p.rows).toBeFocused();
  await expect(p.confirm).toBeDisabled();
  // Focus stays inside the modal dialog.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await p.dialog.evaluate((d) => d.contains(document.activeElement)), key).toBe(true);
  }
  await p.rows.fill(MIXED);

  await expect(p.dialog.getByText('Se agregarán 3 jugadores. 5 filas no se agregarán.')).toBeVisible();
  await expect(p.dialog.getByText('La primera fila parece un encabezado y se omitirá.')).toBeVisible();
  await expect(p.accepted).toHaveText([
    '#23 · Pérez · Talla L · Colmado La Esquina',
    '#7 · Ana · Talla M',
    '#8 · Pérez, Jr. · Talla XXL · Farmacia, SRL',
  ]);

  await expect(p.rejected).toHaveCount(5);
  const rejected: Array<[number, string, Array<string | RegExp>]> = [
    [4, '10, Gómez, M', [ALERTS.duplicateNumber]],
    [5, '23, Otro, S', [/se repite.*fila 2/i]],
    [6, ', Sin Número, M', [/falta el número/i]],
    [7, '5, , XL', [/falta el apellido/i]],
    [8, '1234, Largo, ZZ', [/más de 3 caracteres/i, /talla desconocida «ZZ»/i]],
  ];
  for (const [i, [line, text, reasons]] of rejected.entries()) {
    const item = p.rejected.nth(i);
    await expect(item).toContainText(`Fila ${line}:`);
    await expect(item).toContainText(text);
    for (const reason of reasons) await expect(item).toContainText(reason);
  }

  // Nothing added yet.
  await expect(rosterHeading(page)).toHaveText('Lista de jugadores (1)');
  expect(await summaryFacts(page)).toMatchObject({ Jugadores: '1' });

  // Cancel adds nothing and empties the box; so does Escape.
  await p.cancel.click();
  await expect(p.dialog).toHaveCount(0);
  await expect(o.pasteButton).toBeFocused();
  await expect(o.roster).toHaveCount(1);
  await o.pasteButton.click();
  await expect(p.rows).toHaveValue('');
  await p.rows.fill(MIXED);
  await page.keyboard.press('Escape');
  await expect(p.dialog).toHaveCount(0);
  await expect(o.roster).toHaveCount(1);

  // Only rejected rows: nothing to confirm.
  await o.pasteButton.click();
  await p.rows.fill('10, Gómez\n, Nadie');
  await expect(p.dialog.getByText('Se agregarán 0 jugadores. 2 filas no se agregarán.')).toBeVisible();
  await expect(p.confirm).toBeDisabled();

  // Confirm adds exactly the accepted rows, in order, after the existing player.
  await p.rows.fill(MIXED);
  await p.confirm.click();
  await expect(p.dialog).toHaveCount(0);
  await expect(o.roster).toHaveCount(4);
  await expect(
    page.getByRole('status').filter({ hasText: 'Se agregaron 3 jugadores de la lista pegada.' }),
  ).toBeVisible();
  const texts = await o.roster.allInnerTexts();
  expect(texts.map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
    expect.stringMatching(/^Número 10 Rosario Talla M · Sin patrocinador$/),
    expect.stringMatching(/^Número 23 Pérez Talla L · Patrocinador: Colmado La Esquina$/),
    expect.stringMatching(/^Número 7 Ana Talla M · Sin patrocinador$/),
    expect.stringMatching(/^Número 8 Pérez, Jr\. Talla XXL · Patrocinador: Farmacia, SRL$/),
  ]);
  await expect(o.downloadButton).toHaveText('Descargar Pedido (4 jugadores)');
  // The add-player rules still hold against pasted players.
  await addPlayer(page, { nombre: 'Repite', numero: '1' });
  await o.playerName.fill('Otro');
  await o.playerNumber.fill('23');
  await o.addButton.click();
  await expect.poll(() => alerts).toEqual([ALERTS.duplicateNumber]);
});

test('a spreadsheet copy (tab-separated) of a whole team: the list scrolls and the document lists every player', async ({
  page,
}, testInfo) => {
  const alerts = collectAlerts(page);
  const o = await openOrder(page, model('e2e-paste-team', { nombre: 'Modelo Equipo' }));
  const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
  const team = Array.from({ length: 15 }, (_, i) => [
    String(i + 1),
    `Jugador ${i + 1}`,
    sizes[i % sizes.length],
    i % 2 ? '' : `Patrocinador ${i + 1}`,
  ]);
  await o.pasteButton.click();
  const p = pasteDialog(page);
  await p.rows.fill(['Número\tNombre\tTalla\tPatrocinador', ...team.map((r) => r.join('\t'))].join('\n'));
  await expect(p.dialog.getByText('Se agregarán 15 jugadores.', { exact: true })).toBeVisible();
  await expect(p.rejected).toHaveCount(0);
  await p.confirm.click();
  await expect(o.roster).toHaveCount(15);
  // Fifteen players added at once still have ids of their own: removing one removes only that one.
  await page.getByRole('button', { name: 'Eliminar a Jugador 8 (número 8)' }).click();
  await expect(o.roster).toHaveCount(14);
  await expect(page.getByRole('button', { name: /^Eliminar a Jugador (7|9) / })).toHaveCount(2);
  await addPlayer(page, { nombre: 'Jugador 8', numero: '8', size: sizes[7 % sizes.length], patrocinador: '' });
  // (re-added at the end: the document lists the roster in its order)

  // The list scrolls once it grows past about 384 px.
  const box = await page
    .getByRole('list', { name: 'Jugadores del pedido' })
    .evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight }));
  expect(box.client).toBeLessThanOrEqual(386);
  expect(box.scroll).toBeGreaterThan(box.client);

  await fillClient(page, { nombre: 'Liga', telefono: '809-555-0000' });
  const got = await downloadOrder(page, testInfo);
  await expect.poll(() => alerts).toEqual([ALERTS.orderSuccess]);
  const { doc } = await openDocument(page, got.file);
  const expected = [...team.filter(([n]) => n !== '8'), team[7]];
  expect(await documentRows(doc)).toEqual(
    expected.map(([n, name, size, sponsor], i) => [String(i + 1), n, name, size, sponsor || 'Sin patrocinador']),
  );
  await expect(doc.getByText(/^Total de uniformes:/)).toHaveText('Total de uniformes: 15');
});
