import { test, expect, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_ATTR, collectErrors, islandState, islands, waitForIslands } from '../../support/site';
import { configurator, selectButton } from '../../support/products';
import { addPlayer, fillClient, model, orderPage, orderUrl, ALERTS } from '../../support/order';
import {
  buildIdOf,
  buildVariants,
  deployCli,
  freshHosting,
  MUGS_TITLE,
  MUGS_VARIANT,
  ownHashedFiles,
  releasesOf,
  startReleaseSite,
  type Variant,
} from '../../support/releases';
import { footballModels } from '../../../mf-uniforms/src/features/football/data';
import { MUGS } from '../../../mf-products/src/features/mugs/data';
import { DESTRUCTIVE, NEEDS_LOCAL_SERVERS } from '../../support/tags';
import { requireOwnServers } from '../../support/environment';

test.describe('releases', { tag: [NEEDS_LOCAL_SERVERS, DESTRUCTIVE] }, () => {
  // Releases as visitors live them (issue 10): pages of each kind open while new releases of their
  // remotes go live, then used, then navigated; a rollback; a build the contract refuses; a build
  // the smoke check rolls back. Its own hosting folder and servers (support/releases.ts); the
  // variant builds are made once and reused while their inputs are unchanged.
  requireOwnServers('deploys into a hosting folder of its own, on servers of its own');
  test.describe.configure({ mode: 'serial' });

  const TEXT = {
    football: { old: 'UNIFORMES DE FÚTBOL', new: 'UNIFORMES DE FÚTBOL · NUEVA TEMPORADA' },
    mugs: { old: MUGS_TITLE.live, new: MUGS_TITLE.candidate },
    order: { old: 'Pedido de Uniformes de Basquetbol', new: 'Pedido de Uniformes de Basquetbol · Nueva versión' },
  };
  const VARIANTS: Variant[] = [
    {
      name: 'uniforms-b',
      remote: 'uniforms',
      edits: [
        {
          file: 'src/features/football/FutbolPage.tsx',
          from: `title="${TEXT.football.old}"`,
          to: `title="${TEXT.football.new}"`,
        },
      ],
    },
    MUGS_VARIANT,
    {
      name: 'order-b',
      remote: 'order',
      edits: [
        { file: 'src/features/order/data.ts', from: `title: '${TEXT.order.old}',`, to: `title: '${TEXT.order.new}',` },
      ],
    },
    {
      // Renders on the server (its fragment is prerendered), throws in the browser.
      name: 'order-throws',
      remote: 'order',
      edits: [
        {
          file: 'src/features/order/PedidoPage.tsx',
          from: 'export default function PedidoPage() {',
          to: "export default function PedidoPage() {\n  if (typeof window !== 'undefined') throw new Error('Fallo de prueba: la página falla al mostrarse');",
        },
      ],
    },
  ];
  const ROUTES = { football: '/uniformes/futbol', mugs: '/productos/tazas', order: '/uniformes/basquetbol/pedido' };
  const HASHED_JS = /\/[^/]+\.[0-9a-f]{10}\.js$/;

  let site: Awaited<ReturnType<typeof startReleaseSite>>;
  let hosting = '';
  let dists: Record<string, string> = {};
  let firstLive: Record<string, string | null> = {};
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  test.beforeAll(async () => {
    test.setTimeout(600_000); // four builds when nothing is cached (~1.5 min on 2 idle cores)
    dists = await buildVariants(VARIANTS, log);
    hosting = await freshHosting(`e2e-${process.env.E2E_PORT_OFFSET || 100}`, log);
    firstLive = Object.fromEntries(
      ['uniforms', 'products', 'order'].map((app) => [app, releasesOf(hosting, app).live]),
    );
    site = await startReleaseSite(hosting);
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  test.afterEach(async () => {
    const testInfo = test.info();
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('deploy log', { body: lines.join('\n'), contentType: 'text/plain' });
  });

  async function visitor(browser: Browser) {
    return browser.newContext({ baseURL: site.url, locale: 'es-DO', viewport: { width: 1280, height: 720 } });
  }

  /** Waits until every island of the page has settled and returns the first one's state. */
  async function settled(page: Page) {
    await waitForIslands(page);
    return islandState(page);
  }

  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  test('pages open while their remotes switch releases keep working; the next navigation shows the new release; a rollback the old one', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const context = await visitor(browser);
    const errors: string[] = [];

    // 1. The football catalogue, still loading its code when the switch happens: its hashed chunks
    //    wait in the browser until the new release is live, then come from the new live folder.
    const football = await context.newPage();
    errors.push(...collectErrors(football));
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const held: string[] = [];
    await football.route(
      (url) => url.origin === site.remotes.uniforms && HASHED_JS.test(url.pathname),
      async (route) => {
        held.push(route.request().url());
        await gate;
        await route.continue();
      },
    );
    const chunkAnswers: { file: string; status: number }[] = [];
    football.on('response', (r) => {
      const url = new URL(r.url());
      if (url.origin === site.remotes.uniforms && HASHED_JS.test(url.pathname))
        chunkAnswers.push({ file: url.pathname.slice(1), status: r.status() });
    });
    await football.goto(ROUTES.football, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => held.length, { message: 'the page asked for its chunks' }).toBeGreaterThan(0);
    await expect(heading(football)).toHaveText(TEXT.football.old); // the prerendered page, not alive yet

    // 2. The mugs configurator, in use: a mug chosen, two of them.
    const mugs = await context.newPage();
    errors.push(...collectErrors(mugs));
    await mugs.addInitScript(() => {
      const w = window as unknown as { __opened: string[] };
      w.__opened = [];
      window.open = ((url?: string | URL) => (w.__opened.push(String(url)), null)) as typeof window.open;
    });
    await mugs.goto(ROUTES.mugs);
    expect(await settled(mugs)).toBe('hydrated');
    const mug = MUGS[1];
    const panel = configurator(mugs, 'Personaliza tu Taza', 'Cantidad de tazas');
    await selectButton(mugs, mug.name).click();
    await panel.plus.click();
    await expect(panel.quantity).toHaveText('2');

    // 3. The order builder with two players added.
    const order = await context.newPage();
    errors.push(...collectErrors(order));
    const alerts: string[] = [];
    order.on('dialog', async (d) => {
      alerts.push(d.message());
      await d.accept();
    });
    const team = model('9');
    await order.goto(orderUrl(team));
    expect(await settled(order)).toBe('hydrated');
    await addPlayer(order, { nombre: 'Pérez', numero: '7' });
    await addPlayer(order, { nombre: 'Gómez', numero: '11' });

    // The new releases go live, one remote after the other (the team's command, no smoke check).
    const deployB = async (app: string, variant: string) => {
      const done = await deployCli(hosting, ['deploy', app, '--from', dists[variant], '--no-smoke']);
      log(done.out);
      expect(done.code, done.out).toBe(0);
      expect(releasesOf(hosting, app).buildOf(releasesOf(hosting, app).live!)).toBe(buildIdOf(dists[variant]));
    };
    await deployB('uniforms', 'uniforms-b');
    expect((await (await context.request.get('/remotes/uniforms/release.json')).json()).buildId).toBe(
      buildIdOf(dists['uniforms-b']),
    );
    // The football page finishes loading (well within the island's 15 s load timeout): its old
    // build's chunks, served from the new live release.
    openGate();
    await deployB('products', 'products-b');
    await deployB('order', 'order-b');
    expect(await settled(football)).toBe('hydrated');
    const own = ownHashedFiles(dists['uniforms-b']);
    expect(chunkAnswers.length).toBeGreaterThan(0);
    expect(chunkAnswers.filter((c) => c.status !== 200)).toEqual([]);
    expect(
      chunkAnswers.filter((c) => !own.has(c.file)).length,
      'chunks only the old build has, kept for open pages',
    ).toBeGreaterThan(0);
    // … and everything on it works: the 3D viewer and its views, the image view.
    const first = footballModels[0];
    await football
      .getByRole('region', { name: 'UNIFORMES DE FÚTBOL', exact: true })
      .getByRole('button', { name: 'Ver en 3D', exact: true })
      .click();
    const viewer = football.getByRole('dialog', { name: first.name, exact: true });
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Vista Trasera', exact: true }).click();
    await expect(viewer.getByRole('button', { name: 'Vista Trasera', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect
      .poll(() => viewer.getByTestId('jersey-3d').evaluate((el) => (el as HTMLElement).dataset.rotateY))
      .toBe('180');
    await viewer.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(football.getByRole('dialog')).toHaveCount(0);
    const card = football
      .getByRole('listitem')
      .filter({ has: football.getByText(new RegExp(`^Modelo ${first.id} · `)) });
    await card.getByRole('button', { name: 'Ver Imagen', exact: true }).click();
    const picture = football
      .getByRole('dialog', { name: first.name })
      .getByRole('img', { name: `Imagen ampliada de ${first.name}`, exact: true });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    await football.keyboard.press('Escape');

    // The mugs page: colour, one more, the quote names the mug and the quantity.
    await panel.colour(mug.colors[0]).click();
    await panel.plus.click();
    await expect(panel.total).toContainText('(3 × ');
    await panel.quote.click();
    const opened = await mugs.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
    expect(opened).toHaveLength(1);
    const message = new URL(opened[0]).searchParams.get('text') ?? '';
    expect(message).toContain(mug.name);
    expect(message).toContain('3');

    // The order page: the roster is there, a third player joins, the order downloads with all three.
    const o = orderPage(order);
    await expect(o.roster).toHaveCount(2);
    await addPlayer(order, { nombre: 'Díaz', numero: '23' });
    await fillClient(order, { nombre: 'Club Los Mina', telefono: '8095550123' });
    const [download] = await Promise.all([order.waitForEvent('download'), o.downloadButton.click()]);
    const file = testInfo.outputPath('pedido.html');
    await download.saveAs(file);
    const document = fs.readFileSync(file, 'utf8');
    for (const name of ['Pérez', 'Gómez', 'Díaz']) expect(document).toContain(name);
    await expect.poll(() => alerts).toContain(ALERTS.orderSuccess);

    // The next navigation shows the new releases (and the roster is still there).
    await football.unrouteAll();
    for (const [page, route, text, variant] of [
      [football, ROUTES.football, TEXT.football.new, 'uniforms-b'],
      [mugs, ROUTES.mugs, TEXT.mugs.new, 'products-b'],
      [order, orderUrl(team), TEXT.order.new, 'order-b'],
    ] as const) {
      await page.goto(route);
      expect(await settled(page)).toBe('hydrated');
      await expect(heading(page)).toHaveText(text);
      await expect(islands(page).first()).toHaveAttribute(BUILD_ATTR, buildIdOf(dists[variant]));
    }
    await expect(o.roster).toHaveCount(3);

    // A rollback of each, and the next navigation shows the old text again.
    for (const app of ['uniforms', 'products', 'order']) {
      const done = await deployCli(hosting, ['rollback', app]);
      log(done.out);
      expect(done.code, done.out).toBe(0);
      expect(releasesOf(hosting, app).live).toBe(firstLive[app]);
    }
    for (const [page, route, text] of [
      [football, ROUTES.football, TEXT.football.old],
      [mugs, ROUTES.mugs, TEXT.mugs.old],
      [order, orderUrl(team), TEXT.order.old],
    ] as const) {
      await page.goto(route);
      expect(await settled(page)).toBe('hydrated');
      await expect(heading(page)).toHaveText(text);
    }
    await expect(o.roster).toHaveCount(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a build that drops an exposed page is refused before the switch; the live site is unchanged', async ({
    browser,
  }) => {
    // The new uniforms build as a build without FutbolPage would be: not in its Module Federation
    // manifest's exposes, no server bundle, no fragment.
    const dropped = path.join(path.dirname(dists['uniforms-b']), 'without-futbol');
    fs.rmSync(dropped, { recursive: true, force: true });
    fs.cpSync(dists['uniforms-b'], dropped, { recursive: true });
    const manifestFile = path.join(dropped, 'client/mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    fs.writeFileSync(
      manifestFile,
      JSON.stringify({
        ...manifest,
        exposes: manifest.exposes.filter((e: { name: string }) => e.name !== 'FutbolPage'),
      }),
    );
    fs.rmSync(path.join(dropped, 'server/FutbolPage.js'));
    for (const f of fs
      .readdirSync(path.join(dropped, 'client/fragments'))
      .filter((f) => f.startsWith('FutbolPage.html')))
      fs.rmSync(path.join(dropped, 'client/fragments', f));

    const before = releasesOf(hosting, 'uniforms');
    const refused = await deployCli(hosting, ['deploy', 'uniforms', '--from', dropped, '--no-smoke']);
    log(refused.out);
    expect(refused.code, refused.out).toBe(2);
    expect(refused.out).toContain(
      'Refused: /uniformes/futbol needs uniforms/FutbolPage, which the new build does not expose',
    );
    expect(refused.out).toContain('uniforms: deploy refused; nothing was published and the live release is unchanged');
    const after = releasesOf(hosting, 'uniforms');
    expect(after).toEqual(expect.objectContaining({ live: before.live, ids: before.ids }));

    const context = await visitor(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(ROUTES.football);
    expect(await settled(page)).toBe('hydrated');
    await expect(heading(page)).toHaveText(TEXT.football.old);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a build whose page throws when it renders is rolled back by the smoke check; visitors keep the working page', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const before = releasesOf(hosting, 'order');
    const failed = await deployCli(hosting, [
      'deploy',
      'order',
      '--from',
      dists['order-throws'],
      '--site',
      site.url,
      '--smoke-timeout',
      '20',
    ]);
    log(failed.out);
    expect(failed.code, failed.out).toBe(3);
    expect(failed.out).toMatch(
      /Smoke check failed: \/uniformes\/basquetbol\/pedido: (island order\/PedidoPage=failed|page error: .*Fallo de prueba)/,
    );
    expect(failed.out).toContain(`order: rolled back by itself to release ${before.live}`);
    const after = releasesOf(hosting, 'order');
    expect(after.live).toBe(before.live);
    expect(after.ids).toHaveLength(before.ids.length + 1); // the failed release stays for inspection, not live

    const context = await visitor(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(orderUrl(model('12')));
    expect(await settled(page)).toBe('hydrated');
    await expect(heading(page)).toHaveText(TEXT.order.old);
    await expect(orderPage(page).clientName).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
});
