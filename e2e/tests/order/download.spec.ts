import { test, expect } from '@playwright/test';
import { collectAlerts } from '../../support/site';
import {
  ALERTS,
  addPlayer,
  documentFacts,
  documentRows,
  downloadOrder,
  fillClient,
  model,
  openDocument,
  openOrder,
  spanishLongDate,
  stubModelArt,
} from '../../support/order';

// 'Descargar Pedido': the file's name and what the visitor reads in it (docs/product-rules.md#catalogue, #outside-calls).

test('download: file named after the model and today, the document holds client, configuration and every player, then the success alert', async ({
  page,
  baseURL,
}, testInfo) => {
  await stubModelArt(page);
  const alerts = collectAlerts(page);
  const m = model('e2e-download-1', { nombre: 'Relámpago Azul del Este', colores: 'Azul y Blanco' });
  const o = await openOrder(page, m);

  await fillClient(page, { nombre: 'Club Los Halcones', telefono: '809-555-1234' }); // no e-mail
  await o.numberInFront.uncheck();
  await o.otherColour.check();
  await o.backgroundColour.fill('Azul marino');
  await addPlayer(page, { nombre: 'Pérez', numero: '10', size: 'L', patrocinador: 'Colmado La Esquina' });
  await addPlayer(page, { nombre: 'Ana', numero: '7' });
  await addPlayer(page, { nombre: 'De la Cruz Jr.', numero: '00', size: 'XXXL', patrocinador: '   ' });
  await expect(o.downloadButton).toHaveText('Descargar Pedido (3 jugadores)');
  await expect(o.downloadButton).not.toHaveAttribute('aria-disabled');

  const got = await downloadOrder(page, testInfo);

  // File name: 'Pedido_Uniforme_{model name, spaces → underscores}_{YYYY-MM-DD}.html', local date.
  expect(got.dates.map((d) => `Pedido_Uniforme_Relámpago_Azul_del_Este_${d}.html`)).toContain(got.fileName);
  // The success alert comes after the file, once.
  await expect.poll(() => alerts).toEqual([ALERTS.orderSuccess]);
  // The order stays on the page after downloading.
  await expect(o.roster).toHaveCount(3);

  // The raw file: self-contained, no script, a restrictive CSP.
  expect(got.html).toMatch(/^<!DOCTYPE html>/i);
  expect(got.html).not.toMatch(/<script/i);
  expect(got.html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(got.html).toMatch(/@media print/);

  // What the visitor reads when opening it.
  const { doc, dialogs } = await openDocument(page, got.file);
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText('Pedido de Uniformes de Basquetbol');
  await expect(doc.getByText('Estampa RD', { exact: true })).toBeVisible();
  const dates = got.dates.map(spanishLongDate);
  expect(dates.some((d) => got.html.includes(d))).toBe(true);
  await expect(doc.getByText(/^Fecha del pedido:/)).toContainText(new RegExp(dates.join('|')));

  expect(await documentFacts(doc)).toEqual({
    Modelo: 'Relámpago Azul del Este',
    'Colores originales': 'Azul y Blanco',
    'Color de fondo personalizado': 'Azul marino',
    'ID del modelo': 'e2e-download-1',
    Nombre: 'Club Los Halcones',
    Teléfono: '809-555-1234',
    Correo: 'No proporcionado',
    'Número al frente': 'No',
    'Color de fondo distinto': 'Sí',
    'Color de fondo solicitado': 'Azul marino',
  });
  // The model image, made absolute so it still resolves from the saved file.
  await expect(doc.getByRole('img', { name: /Relámpago Azul del Este/ })).toHaveAttribute(
    'src',
    `${baseURL}/remotes/uniforms/art/basquetbol/e2e-download-1.svg`,
  );

  await expect(doc.locator('table thead th')).toHaveText([
    '#',
    'Número',
    'Apellido/Nombre de Chaqueta',
    'Talla',
    'Patrocinador',
  ]);
  expect(await documentRows(doc)).toEqual([
    ['1', '10', 'Pérez', 'L', 'Colmado La Esquina'],
    ['2', '7', 'Ana', 'M', 'Sin patrocinador'],
    ['3', '00', 'De la Cruz Jr.', 'XXXL', 'Sin patrocinador'],
  ]);

  // Summary and footer.
  await expect(doc.getByText(/^Total de uniformes:/)).toHaveText('Total de uniformes: 3');
  await expect(doc.getByText(/^Modelo: /)).toHaveText('Modelo: Relámpago Azul del Este');
  await expect(doc.getByText(/^Configuración: /)).toContainText('Sin número al frente');
  await expect(doc.getByText(/^Configuración: /)).toContainText('Azul marino');
  const footer = doc.locator('footer');
  await expect(footer).toContainText('(809) 555-0100');
  await expect(footer).toContainText('Los Mina');
  await expect(footer).toContainText(/Documento generado el .+ a las \d{2}:\d{2}/);
  // A restrictive Content-Security-Policy: nothing but images and inline style.
  const csp = await doc.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toMatch(/script-src|'unsafe-eval'/);
  expect(dialogs).toEqual([]);
});

test('download with the default configuration and an e-mail: front number yes, same colours, the e-mail shown', async ({
  page,
}, testInfo) => {
  const alerts = collectAlerts(page);
  const o = await openOrder(page, model('e2e-download-2', { nombre: 'Modelo 42' }));
  await fillClient(page, { nombre: '  Liga de Los Mina  ', telefono: '8095550000', correo: 'liga@example.com' });
  // A background colour typed and then switched off does not reach the document.
  await o.otherColour.check();
  await o.backgroundColour.fill('Verde');
  await o.otherColour.uncheck();
  await addPlayer(page, { nombre: 'Núñez', numero: '23', size: 'XS' });

  const got = await downloadOrder(page, testInfo);
  expect(got.dates.map((d) => `Pedido_Uniforme_Modelo_42_${d}.html`)).toContain(got.fileName);
  await expect.poll(() => alerts).toEqual([ALERTS.orderSuccess]);

  const { doc } = await openDocument(page, got.file);
  const facts = await documentFacts(doc);
  expect(facts).toMatchObject({
    Nombre: 'Liga de Los Mina',
    Teléfono: '8095550000',
    Correo: 'liga@example.com',
    'Número al frente': 'Sí',
    'Color de fondo distinto': 'No',
  });
  expect(facts).not.toHaveProperty('Color de fondo solicitado');
  expect(facts).not.toHaveProperty('Color de fondo personalizado');
  expect(got.html).not.toContain('Verde');
  expect(await documentRows(doc)).toEqual([['1', '23', 'Núñez', 'XS', 'Sin patrocinador']]);
  await expect(doc.getByText(/^Total de uniformes:/)).toHaveText('Total de uniformes: 1');
});
