import { test, expect, type Page } from '@playwright/test';
import { collectAlerts, openPage } from '../../support/site';
import {
  ALERTS,
  ORDER_PARAMS,
  ORDER_PATH,
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
  stubImageService,
  stubModelArt,
  submitPlayer,
  summaryFacts,
  type ModelParams,
} from '../../support/order';
import { CROSS_REMOTE } from '../../support/tags';

// How a visitor reaches the order page: from the basketball catalogue, or from the URL alone.

/** From the next page load on, sums the page's layout shifts (read with layoutShift). */
const watchLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => (w.__shift += (e as unknown as { value: number }).value)),
    ).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shift summed so far, once two more frames have been drawn. */
const layoutShift = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return (window as unknown as { __shift: number }).__shift;
  });

test.describe('order: entry', { tag: CROSS_REMOTE }, () => {
  test('from the basketball catalogue: expand a card, "Hacer Pedido", build the order and download it', async ({
    page,
  }, testInfo) => {
    const alerts = collectAlerts(page);
    // Crosses two remotes: mf-uniforms (catalogue) and mf-order. Written against docs/product-rules.md#outside-calls
    // ("Basketball catalogue", sections 4 and 7) before the catalogue existed.
    await openPage(page, '/uniformes/basquetbol');
    const grid = page.getByRole('region', { name: /200 MODELOS DISPONIBLES/i });
    await expect(grid).toBeVisible();
    // Clicking a card expands it (at most one expanded) and shows 'Hacer Pedido'.
    const card = grid.locator('[aria-expanded]').first();
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await expect(grid.getByRole('button', { name: 'Hacer Pedido' })).toHaveCount(0);
    await card.click();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    const order = grid.getByRole('button', { name: 'Hacer Pedido' });
    await expect(order).toHaveCount(1);
    await order.click();

    // A full page load to the order page with the four URL-encoded parameters.
    await page.waitForURL((url) => url.pathname === ORDER_PATH);
    const params = new URL(page.url()).searchParams;
    const chosen = Object.fromEntries(ORDER_PARAMS.map((k) => [k, params.get(k)])) as Record<
      keyof ModelParams,
      string | null
    >;
    for (const [key, value] of Object.entries(chosen)) expect(value, key).toBeTruthy();
    expect(chosen.modelo).toMatch(/^(?:[1-9]\d?|1\d\d|200)$/);
    expect(chosen.colores).toMatch(/^.+ y .+$/);

    const o = orderPage(page);
    await expect(o.clientName).toBeVisible();
    const facts = await summaryFacts(page);
    expect(facts).toMatchObject({
      Modelo: chosen.nombre,
      Colores: chosen.colores,
      'ID del modelo': chosen.modelo,
      Jugadores: '0',
    });
    const art = o.summary.getByRole('img', { name: `Uniforme de basquetbol modelo ${chosen.nombre}` });
    await expect(art).toBeVisible();
    await expect.poll(() => art.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

    // The rest of the visit: client, players (both add-player alerts on the way), download.
    await fillClient(page, { nombre: 'Club Los Halcones', telefono: '809-555-1234' });
    await submitPlayer(page, { nombre: 'Pérez', numero: '' });
    await expect.poll(() => alerts).toEqual([ALERTS.missingPlayerFields]);
    await addPlayer(page, { nombre: 'Pérez', numero: '10', size: 'L', patrocinador: 'Colmado La Esquina' });
    await submitPlayer(page, { nombre: 'Gómez', numero: '10' });
    await expect.poll(() => alerts).toEqual([ALERTS.missingPlayerFields, ALERTS.duplicateNumber]);
    await addPlayer(page, { nombre: 'Gómez', numero: '11' });

    const got = await downloadOrder(page, testInfo);
    const nameInFile = (chosen.nombre as string).trim().replace(/\s+/g, '_');
    expect(got.dates.map((d) => `Pedido_Uniforme_${nameInFile}_${d}.html`)).toContain(got.fileName);
    await expect.poll(() => alerts).toEqual([ALERTS.missingPlayerFields, ALERTS.duplicateNumber, ALERTS.orderSuccess]);
    const { doc } = await openDocument(page, got.file);
    expect(await documentFacts(doc)).toMatchObject({
      Modelo: chosen.nombre,
      'Colores originales': chosen.colores,
      'ID del modelo': chosen.modelo,
      Nombre: 'Club Los Halcones',
      Correo: 'No proporcionado',
    });
    await expect(doc.getByRole('img', { name: new RegExp(chosen.nombre as string) })).toHaveAttribute(
      'src',
      new URL(chosen.imagen as string, page.url()).href,
    );
    expect(await documentRows(doc)).toEqual([
      ['1', '10', 'Pérez', 'L', 'Colmado La Esquina'],
      ['2', '11', 'Gómez', 'M', 'Sin patrocinador'],
    ]);
  });

  test.describe('without the model parameters', () => {
    const full = model('e2e-entry-1');
    const cases: Array<[string, Partial<ModelParams>]> = [
      ['none at all', {}],
      ...ORDER_PARAMS.map((key): [string, Partial<ModelParams>] => {
        const { [key]: _left, ...rest } = full;
        return [`no ${key}`, rest];
      }),
      ['a blank nombre', { ...full, nombre: '   ' }],
    ];

    for (const [label, params] of cases) {
      test(`${label}: 'Cargando información del modelo...' and 'Volver a Uniformes', no builder`, async ({ page }) => {
        await openPage(page, orderUrl(params));
        const back = page.getByRole('button', { name: 'Volver a Uniformes' });
        await expect(back).toBeVisible();
        await expect(back).toHaveAttribute('href', '/uniformes/basquetbol');
        await expect(page.getByText(ALERTS.loadingModel, { exact: true })).toBeVisible();
        await expect(orderPage(page).clientName).toHaveCount(0);
        await expect(orderPage(page).downloadButton).toHaveCount(0);
      });
    }

    test('the first paint already shows the model area alone: no empty screen, nothing moves when the page comes to life', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      // Before the page's scripts run: what the visitor sees from the prerendered HTML.
      await page.route(/\/main(\.[\w-]+)?\.js$/, (route) => route.abort());
      await page.goto(orderUrl({ modelo: '7', nombre: '  ' }));
      await expect(page.getByText(ALERTS.loadingModel, { exact: true })).toBeVisible();
      // The prerendered builder is there, its forms hidden by the URL's mark on <html>.
      const form = page.getByRole('button', { name: 'Agregar Jugador', includeHidden: true });
      await expect(form).toHaveCount(1);
      await expect(form).toBeHidden();
      const before = await page.getByRole('heading', { name: 'Cómo hacer tu pedido' }).boundingBox();
      // The instructions follow the model's card, not a screen of reserved room.
      expect(before!.y).toBeLessThan(844 + 100);

      await page.unroute(/\/main(\.[\w-]+)?\.js$/);
      await watchLayoutShift(page);
      await openPage(page, orderUrl({ modelo: '7', nombre: '  ' }));
      await expect(page.locator('[data-island]')).toHaveAttribute('data-island-state', 'hydrated');
      const after = await page.getByRole('heading', { name: 'Cómo hacer tu pedido' }).boundingBox();
      expect(after!.y).toBe(before!.y);
      expect(await layoutShift(page)).toBe(0);
      await expect(orderPage(page).clientName).toHaveCount(0);
    });

    test("'Volver a Uniformes' goes to the basketball catalogue", async ({ page }) => {
      await openPage(page, ORDER_PATH);
      await page.getByRole('button', { name: 'Volver a Uniformes' }).click();
      await expect(page).toHaveURL(/\/uniformes\/basquetbol$/);
    });
  });

  test('the model’s facts take the loading text’s place without moving what is on screen (slow phone)', async ({
    page,
  }) => {
    // On a slow phone the prerendered builder is painted long before the page has read its model;
    // the loading text keeps the facts' room so nothing visible jumps when they replace it. 4× CPU
    // slowdown, as Lighthouse.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.setViewportSize({ width: 412, height: 823 });
    await watchLayoutShift(page);
    await openPage(page, orderUrl(model('e2e-entry-shift')));
    await expect(orderPage(page).downloadButton).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test("the page says it is loading and still offers 'Volver a Uniformes'", async ({ page }) => {
      await page.goto(orderUrl(model('e2e-entry-nojs')));
      await expect(page.getByText(ALERTS.loadingModel, { exact: true })).toBeVisible();
      // The builder's forms cannot work without JavaScript: they are not shown.
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Agregar Jugador' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Volver a Uniformes' }).click();
      await expect(page).toHaveURL(/\/uniformes\/basquetbol$/);
      await expect(page.getByRole('heading', { name: '200 MODELOS DISPONIBLES' })).toBeVisible();
    });
  });

  test('with the parameters: the summary shows name, colours, id, image and the player count; the back link goes to the models', async ({
    page,
  }) => {
    await stubModelArt(page);
    const m = model('7', { nombre: 'Relámpago Azul', colores: 'Azul y Blanco' });
    const o = await openOrder(page, m);
    expect(await summaryFacts(page)).toEqual({
      Modelo: 'Relámpago Azul',
      Colores: 'Azul y Blanco',
      'ID del modelo': '7',
      Jugadores: '0',
    });
    const img = o.summary.getByRole('img', { name: 'Uniforme de basquetbol modelo Relámpago Azul' });
    await expect(img).toHaveAttribute('src', '/remotes/uniforms/art/basquetbol/7.svg');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText(ALERTS.loadingModel)).toHaveCount(0);
    await expect(o.listHeading).toHaveText('Lista de jugadores (0)');
    await expect(o.downloadButton).toHaveText('Descargar Pedido (0 jugadores)');
    await expect(o.backToModels).toHaveAttribute('href', '/uniformes/basquetbol');
    // Instruction text.
    await expect(page.getByRole('heading', { name: 'Cómo hacer tu pedido' })).toBeVisible();
  });

  test('a model image from an external image service (https) is shown as given, and the CSP lets it load', async ({
    page,
  }) => {
    const imagen = 'https://images.example.com/modelos/7.png';
    await stubImageService(page, 'https://images.example.com');
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await openPage(page, orderUrl(model('e2e-entry-external', { imagen })));
    const img = orderPage(page).summary.getByRole('img', {
      name: 'Uniforme de basquetbol modelo Modelo e2e-entry-external',
    });
    await expect(img).toHaveAttribute('src', imagen);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });

  test('a model image that fails to load is replaced by the neutral placeholder', async ({ page }) => {
    await page.route('**/remotes/uniforms/art/**', (route) => route.fulfill({ status: 404, body: '' }));
    await openPage(page, orderUrl(model('e2e-entry-404')));
    const o = orderPage(page);
    await expect(o.summary.getByRole('img', { name: 'Imagen del modelo no disponible' })).toBeVisible();
    await expect(o.summary.locator('img')).toHaveCount(0);
  });
});
