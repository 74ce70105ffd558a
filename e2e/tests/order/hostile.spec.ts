import { test, expect, type Page } from '@playwright/test';
import { checkerMissing, checkHtml } from '../../support/htmlChecker';
import { openPage } from '../../support/site';
import {
  addPlayer,
  documentFacts,
  documentRows,
  downloadOrder,
  fillClient,
  model,
  openDocument,
  openOrder,
  orderPage,
  orderUrl,
  summaryFacts,
} from '../../support/order';

// Hostile input from the URL and from the fields (issue 5, "Safe with hostile input"): shown as
// text everywhere, no script runs on the page or in the saved document, unsafe images replaced.

type Pwned = { __pwned?: unknown };
const pwned = (page: Page) => page.evaluate(() => (window as unknown as Pwned).__pwned);

const HOSTILE = {
  modelo: '"><b>1</b>',
  nombre: '<img src=x onerror=window.__pwned=1>',
  colores: '"><script>window.__pwned=2</script> y Negro',
  imagen: 'javascript:alert(1)',
};

test('hostile query parameters and field values are shown as text, run nothing, and reach the document escaped', async ({
  page,
}, testInfo) => {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    // The success alert is the only dialog allowed (checked below).
    await d.accept();
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  const o = await openOrder(page, HOSTILE);
  // The parameters, exactly as text.
  expect(await summaryFacts(page)).toMatchObject({
    Modelo: HOSTILE.nombre,
    Colores: HOSTILE.colores,
    'ID del modelo': HOSTILE.modelo,
  });
  // The javascript: image is not used: the neutral placeholder is shown instead.
  await expect(o.summary.getByRole('img', { name: 'Imagen del modelo no disponible' })).toBeVisible();
  await expect(
    page.locator('img[src="x"], img[src^="javascript"], [src^="javascript"], [href^="javascript"]'),
  ).toHaveCount(0);
  await expect(page.locator('b', { hasText: /^1$/ })).toHaveCount(0);

  // Hostile field values.
  const client = '<img src=y onerror=window.__pwned=3>';
  const player = '<svg/onload=window.__pwned=4>';
  const sponsor = '</td><script>window.__pwned=5</script>';
  const colour = '" onmouseover="window.__pwned=6" x="';
  await fillClient(page, { nombre: client, telefono: '<i>809</i>', correo: '"><a href=javascript:alert(7)>x</a>' });
  await o.otherColour.check();
  await o.backgroundColour.fill(colour);
  await addPlayer(page, { nombre: player, numero: '<a>', patrocinador: sponsor });
  await expect(o.roster.first()).toContainText(player);
  await expect(o.roster.first()).toContainText(sponsor);
  await expect(page.locator('svg[onload], img[onerror], [onmouseover]')).toHaveCount(0);
  await page.mouse.move(10, 10);
  await o.summary.hover();

  expect(await pwned(page)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // The downloaded document: a safe file name, everything escaped, nothing runs when opened.
  const got = await downloadOrder(page, testInfo);
  expect(got.fileName).toMatch(/^Pedido_Uniforme_[\p{L}\p{N}_-]+_\d{4}-\d{2}-\d{2}\.html$/u);
  expect(got.fileName).toMatch(/^Pedido_Uniforme_img_srcx_onerrorwindow_?_?pwned1_/);
  await expect
    .poll(() => dialogs)
    .toEqual(['¡Pedido generado exitosamente! El archivo se ha descargado automáticamente.']);

  expect(got.html).toContain('&lt;img src=x onerror=window.__pwned=1&gt;');
  expect(got.html).toContain('&lt;/td&gt;&lt;script&gt;window.__pwned=5&lt;/script&gt;');
  expect(got.html).toContain('&lt;svg/onload=window.__pwned=4&gt;');
  // No markup of the visitor's survives as markup (the same words are there, as escaped text).
  expect(got.html).not.toMatch(/<script|<svg|<img src="?[xy]|<a[\s>]|<b>|<i>/i);
  // Escaped into a valid document: no error or warning from the W3C Nu checker (CI has its Java).
  if (!checkerMissing() || process.env.CI) expect((await checkHtml({ order: got.html })).order).toEqual([]);

  const { doc, dialogs: docDialogs } = await openDocument(page, got.file);
  const facts = await documentFacts(doc);
  expect(facts).toMatchObject({
    Modelo: HOSTILE.nombre,
    'Colores originales': HOSTILE.colores,
    'ID del modelo': HOSTILE.modelo,
    Nombre: client,
    Teléfono: '<i>809</i>',
    Correo: '"><a href=javascript:alert(7)>x</a>',
    'Color de fondo solicitado': colour.trim(),
  });
  expect(await documentRows(doc)).toEqual([['1', '<a>', player, 'M', sponsor]]);
  // No model image from a javascript: URL: the document's placeholder instead.
  await expect(doc.getByRole('img', { name: 'Imagen del modelo no disponible' })).toBeVisible();
  await expect(
    doc.locator(
      'script, svg, a, b, i, iframe, [onerror], [onload], [onmouseover], [href^="javascript" i], [src^="javascript" i]',
    ),
  ).toHaveCount(0);
  await doc.locator('dl').first().hover();
  expect(await pwned(doc)).toBeUndefined();
  expect(docDialogs).toEqual([]);
  expect(await pwned(page)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('unsafe or plain-http other-origin image addresses give the placeholder and are never requested', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.endsWith('evil.example')) requested.push(r.url());
  });
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const images = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'vbscript:msgbox(1)',
    'ftp://evil.example/x.png',
    // Plain http on another origin: not fetched (an https one is shown: entry.spec.ts; the saved order keeps either).
    'http://evil.example/modelos/17.jpg',
  ];
  for (const [i, imagen] of images.entries()) {
    await openPage(page, orderUrl(model(`e2e-img-${i}`, { imagen })));
    const o = orderPage(page);
    await expect(o.clientName).toBeVisible();
    await expect(o.summary.getByRole('img', { name: 'Imagen del modelo no disponible' }), imagen).toBeVisible();
    await expect(o.summary.locator('img'), imagen).toHaveCount(0);
  }
  expect(requested).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('non-Latin and very long values: shown whole (within the limits), file name keeps the letters', async ({
  page,
}, testInfo) => {
  page.on('dialog', (d) => d.accept());
  const long = 'Ñ'.repeat(500);
  const o = await openOrder(page, model('e2e-intl', { nombre: 'Дракон 龍 🐉', colores: `مرحبا y ${long}` }));
  const facts = await summaryFacts(page);
  expect(facts.Modelo).toBe('Дракон 龍 🐉');
  // A very long parameter is capped, not allowed to flood the page.
  expect(facts.Colores.startsWith('مرحبا y ÑÑÑ')).toBe(true);
  expect(facts.Colores.length).toBeLessThanOrEqual(100);

  // Field limits hold for typed text (maxlength) too.
  await o.playerName.fill('长'.repeat(80));
  await expect(o.playerName).toHaveValue('长'.repeat(50));
  await o.playerNumber.fill('١٢٣٤');
  await expect(o.playerNumber).toHaveValue('١٢٣');
  await o.addButton.click();
  await expect(o.roster).toHaveCount(1);
  await fillClient(page, { nombre: 'Équipe Ñandú', telefono: '+1 809 555 0100' });

  const got = await downloadOrder(page, testInfo);
  expect(got.dates.map((d) => `Pedido_Uniforme_Дракон_龍_${d}.html`)).toContain(got.fileName);
  const { doc } = await openDocument(page, got.file);
  expect(await documentFacts(doc)).toMatchObject({ Modelo: 'Дракон 龍 🐉', Nombre: 'Équipe Ñandú' });
  expect(await documentRows(doc)).toEqual([['1', '١٢٣', '长'.repeat(50), 'M', 'Sin patrocinador']]);
});
