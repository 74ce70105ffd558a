import { expect, type Page, type TestInfo } from '@playwright/test';
import fs from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { ORDER_PARAMS, orderQuery, type OrderParams } from '../../shared/src/order/orderUrl';
import { PATHS } from '../../shared/src/routes/paths';
import { openPage } from './site';

/**
 * Helpers for the basketball order builder (remote mf-order, /uniformes/basquetbol/pedido).
 * Kept apart from site.ts, which the platform tests own.
 */

export const ORDER_PATH = PATHS.basketballOrder;

/** docs/product-rules.md#messages, word for word (written here again on purpose: the tests are the second source). */
export const ALERTS = {
  missingPlayerFields: 'Por favor completa todos los campos obligatorios (Apellido/Nombre de Chaqueta y Número)',
  duplicateNumber: 'Este número ya está asignado a otro jugador',
  noPlayers: 'Debes agregar al menos un jugador para generar el pedido',
  missingClient: 'Por favor completa los datos del cliente (Nombre y Teléfono son obligatorios)',
  orderSuccess: '¡Pedido generado exitosamente! El archivo se ha descargado automáticamente.',
  loadingModel: 'Cargando información del modelo...',
} as const;

/** The four parameters of the order page's URL (shared/src/order/orderUrl.js). */
export type ModelParams = OrderParams;
export { ORDER_PARAMS };

/** A model as the catalogue passes it; each test gives its own id so no two tests share a kept order. */
export function model(id: string, overrides: Partial<ModelParams> = {}): ModelParams {
  return {
    modelo: id,
    nombre: `Modelo ${id}`,
    colores: 'Rojo y Negro',
    imagen: `/remotes/uniforms/art/basquetbol/${id}.svg`,
    ...overrides,
  };
}

/** The order page URL as the catalogue writes it (keys left out are missing). */
export function orderUrl(params: Partial<ModelParams>): string {
  return `${ORDER_PATH}${orderQuery(params)}`;
}

const JERSEY_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="140" height="140" viewBox="0 0 140 140"><rect width="140" height="140" fill="#b91c1c"/></svg>';

/**
 * Answers the catalogue's model art (served by the uniforms remote) with a small SVG, so the
 * order page's image behaviour does not depend on whether that remote is built right now.
 */
export async function stubModelArt(page: Page) {
  await page.route('**/remotes/uniforms/art/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: JERSEY_SVG }),
  );
}

/** Answers an external image service's URLs (no internet in CI) with the same small SVG. */
export async function stubImageService(page: Page, origin: string) {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: JERSEY_SVG }),
  );
}

/** Locators of the order builder, by their accessible names. */
export function orderPage(page: Page) {
  const summary = page.getByRole('region', { name: 'Modelo seleccionado' });
  return {
    summary,
    clientName: page.getByRole('textbox', { name: 'Nombre del cliente o equipo', exact: true }),
    clientPhone: page.getByRole('textbox', { name: 'Teléfono', exact: true }),
    clientEmail: page.getByRole('textbox', { name: 'Correo electrónico (opcional)', exact: true }),
    numberInFront: page.getByRole('checkbox', { name: 'Llevar el dorsal también adelante, en el pecho' }),
    otherColour: page.getByRole('checkbox', { name: 'Fondo de un color distinto al del modelo' }),
    backgroundColour: page.getByRole('textbox', { name: 'Color de fondo deseado', exact: true }),
    playerName: page.getByRole('textbox', { name: 'Apellido/Nombre de Chaqueta', exact: true }),
    playerNumber: page.getByRole('textbox', { name: 'Número', exact: true }),
    playerSize: page.getByRole('combobox', { name: 'Talla', exact: true }),
    playerSponsor: page.getByRole('textbox', { name: 'Patrocinador (opcional)', exact: true }),
    addButton: page.getByRole('button', { name: 'Agregar Jugador' }),
    pasteButton: page.getByRole('button', { name: 'Pegar lista' }),
    listHeading: page.getByRole('heading', { name: /^Lista de jugadores \(\d+\)$/ }),
    roster: page.getByRole('list', { name: 'Jugadores del pedido' }).getByRole('listitem'),
    clearButton: page.getByRole('button', { name: 'Vaciar pedido' }),
    confirmClear: page.getByRole('button', { name: 'Sí, vaciar pedido' }),
    downloadButton: page.getByRole('button', { name: /^Descargar Pedido \(\d+ jugadores\)$/ }),
    whatsappButton: page.getByRole('button', { name: 'Enviar resumen por WhatsApp' }),
    backToModels: page.getByRole('button', { name: 'Volver a Modelos' }),
    status: page.getByRole('status').first(),
  };
}

/** Opens the order page for a model and waits until the builder (rendered in the browser) is there. */
export async function openOrder(page: Page, params: Partial<ModelParams>) {
  await openPage(page, orderUrl(params));
  await expect(orderPage(page).clientName).toBeVisible();
  return orderPage(page);
}

/** The model summary's facts as shown (dt → dd). */
export async function summaryFacts(page: Page): Promise<Record<string, string>> {
  return orderPage(page)
    .summary.locator('dl')
    .evaluate((dl) => {
      const facts: Record<string, string> = {};
      dl.querySelectorAll('dt').forEach((dt) => {
        facts[(dt.textContent ?? '').trim()] = (dt.nextElementSibling?.textContent ?? '').trim();
      });
      return facts;
    });
}

export type PlayerInput = { nombre: string; numero: string; size?: string; patrocinador?: string };

/** Fills the add-player form and presses 'Agregar Jugador' (no check of the outcome). */
export async function submitPlayer(page: Page, p: PlayerInput) {
  const o = orderPage(page);
  await o.playerName.fill(p.nombre);
  await o.playerNumber.fill(p.numero);
  if (p.size) await o.playerSize.selectOption(p.size);
  await o.playerSponsor.fill(p.patrocinador ?? '');
  await o.addButton.click();
}

/** Adds a player and waits until the roster shows it. */
export async function addPlayer(page: Page, p: PlayerInput) {
  const o = orderPage(page);
  const before = await o.roster.count();
  await submitPlayer(page, p);
  await expect(o.roster).toHaveCount(before + 1);
}

export { clickSoftDisabled } from './fixtures';

export async function fillClient(page: Page, c: { nombre?: string; telefono?: string; correo?: string }) {
  const o = orderPage(page);
  if (c.nombre !== undefined) await o.clientName.fill(c.nombre);
  if (c.telefono !== undefined) await o.clientPhone.fill(c.telefono);
  if (c.correo !== undefined) await o.clientEmail.fill(c.correo);
}

/** The browser's local date as YYYY-MM-DD (what the file name must carry). */
export async function browserIsoDate(page: Page) {
  return page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
}

export type DownloadedOrder = { fileName: string; html: string; file: string; dates: string[] };

/**
 * Clicks 'Descargar Pedido', waits for the file, copies it into the test's output folder under its
 * suggested name and returns it with the browser's date before and after (a midnight in between
 * makes either acceptable).
 */
export async function downloadOrder(page: Page, testInfo: TestInfo): Promise<DownloadedOrder> {
  const before = await browserIsoDate(page);
  const [download] = await Promise.all([page.waitForEvent('download'), orderPage(page).downloadButton.click()]);
  const fileName = download.suggestedFilename();
  const file = testInfo.outputPath(`${testInfo.testId}-${fileName.replace(/[^\w.-]/g, '_') || 'pedido.html'}`);
  await download.saveAs(file);
  const after = await browserIsoDate(page);
  return { fileName, html: await fs.readFile(file, 'utf8'), file, dates: [...new Set([before, after])] };
}

/**
 * Opens a downloaded order document in a new tab of the same context, as the visitor would
 * (a file:// page), and returns that page with a list of dialogs it raised.
 */
export async function openDocument(page: Page, file: string) {
  const doc = await page.context().newPage();
  const dialogs: string[] = [];
  doc.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await doc.goto(pathToFileURL(file).href);
  return { doc, dialogs };
}

/** Rows of the document's player table as cell texts. */
export async function documentRows(doc: Page) {
  return doc
    .locator('table tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())),
    );
}

/** A definition list entry of the document (dt text → dd text), all of them. */
export async function documentFacts(doc: Page): Promise<Record<string, string>> {
  return doc.locator('dl').evaluateAll((dls) => {
    const facts: Record<string, string> = {};
    for (const dl of dls) {
      dl.querySelectorAll('dt').forEach((dt) => {
        facts[(dt.textContent ?? '').trim()] = (dt.nextElementSibling?.textContent ?? '').trim();
      });
    }
    return facts;
  });
}

/** 'domingo, 22 de noviembre de 2026' for a YYYY-MM-DD day, from Intl (an oracle independent of the app). */
export function spanishLongDate(isoDay: string) {
  const [y, m, d] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat('es-DO', { dateStyle: 'full' }).format(new Date(y, m - 1, d));
}
