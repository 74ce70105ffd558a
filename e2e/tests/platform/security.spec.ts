import { test, expect, type Response } from '@playwright/test';
import { ROUTES } from '../../support/routes';
import {
  ISLAND_STATE_ATTR,
  collectAlerts,
  contactFormSection,
  openPage,
  recordWindowOpen,
  remoteOrigin,
  whatsappText,
} from '../../support/site';
import { expectChatLink, openInteractive } from '../../support/interactive';
import { cardActions, cardById, lightbox, expectImageLoaded } from '../../support/uniforms';
import { cardOf, configurator, selectButton } from '../../support/products';
import { addPlayer, fillClient, orderPage } from '../../support/order';
import {
  MAP_STUB_TEXT,
  MAP_URL,
  expectNoViolations,
  expectPageHeaders,
  expectTransportSecurity,
  scrollToBottom,
  stubOutsideServices,
  watchPolicyViolations,
} from '../../support/security';
import { orderUrl } from '../../../mf-uniforms/src/features/basketball/orderUrl';
import { basketballModels } from '../../../mf-uniforms/src/features/basketball/data';
import { footballModels } from '../../../mf-uniforms/src/features/football/data';
import { MUGS } from '../../../mf-products/src/features/mugs/data';
import { POLOS } from '../../../mf-products/src/features/polos/data';
import { CROSS_REMOTE, SAME_COMMIT, SMOKE } from '../../support/tags';
import { requireSameCommit } from '../../support/environment';

// The site under its own security headers (serving/security-headers.js): no inline script,
// no eval, frames only from the map, forms only to the site and the chat. Every page and every
// main flow, driven as a visitor would, must run without the browser refusing anything: each
// `securitypolicyviolation` event and each CSP / Permissions-Policy console line fails the test.
// And the headers themselves, as the visitor's browser receives them.

const REMOTES = ['prints', 'products', 'uniforms', 'order'] as const;
const NOT_FOUND_PATH = '/no-existe-esta-pagina';
/** The order page exactly as the basketball catalogue's 'Hacer Pedido' links to it. */
const ORDER_PAGE = orderUrl(basketballModels[0]);
const PAGES = [...ROUTES.map((r) => r.path as string), ORDER_PAGE, NOT_FOUND_PATH];

test.describe('platform: security', { tag: [SMOKE, CROSS_REMOTE] }, () => {
  test.beforeEach(async ({ context }) => {
    await stubOutsideServices(context);
  });

  const isTls = (baseURL: string | undefined) => new URL(baseURL ?? 'http://x').protocol === 'https:';
  const scriptOrigins = () => REMOTES.map((r) => remoteOrigin(r));

  test.describe('every page, read to the bottom', () => {
    for (const path of PAGES) {
      test(`${path.split('?')[0]}${path.includes('?') ? ' (with a model)' : ''}: nothing refused`, async ({
        page,
        baseURL,
      }) => {
        const violations = await watchPolicyViolations(page);
        const response = await openInteractive(page, path);
        expect(response?.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
        expectPageHeaders(await response!.allHeaders(), { scriptOrigins: scriptOrigins(), tls: isTls(baseURL) }, path);
        await expect(page.locator(`[${ISLAND_STATE_ATTR}="failed"]`), 'no island failed to start').toHaveCount(0);
        await scrollToBottom(page);
        await expectNoViolations(violations, `violations on ${path}`);
      });
    }
  });

  test.describe('headers a visitor receives', () => {
    test("pages: CSP (scripts from the site and the remotes only, the map's frame, forms to the chat), framing, referrer, isolation, features, nosniff", async ({
      page,
      baseURL,
    }) => {
      const tls = isTls(baseURL);
      const contact = await openInteractive(page, '/contacto');
      // What the policy must allow is read from the page itself: the map frame and the form's target.
      // (The frame gets its address once the map's section comes near the screen.)
      await page.getByRole('region', { name: 'Nuestra Ubicación' }).scrollIntoViewIfNeeded();
      await expect(page.locator('iframe')).toHaveAttribute('src', /^https:/);
      const mapOrigin = new URL((await page.locator('iframe').getAttribute('src')) ?? '').origin;
      const formOrigin = new URL((await page.locator('form[action]').getAttribute('action')) ?? '').origin;
      expect(mapOrigin).toMatch(/^https:/);
      expect(formOrigin).toBe('https://wa.me');
      const expected = { scriptOrigins: scriptOrigins(), frameOrigins: [mapOrigin], formOrigins: [formOrigin], tls };
      expectPageHeaders(await contact!.allHeaders(), expected, '/contacto');

      const notFound = await page.goto(NOT_FOUND_PATH);
      expect(notFound?.status()).toBe(404);
      expectPageHeaders(await notFound!.allHeaders(), expected, NOT_FOUND_PATH);
    });

    test("scripts: the shell's own nosniff and same-site; a remote's remoteEntry.js and chunks nosniff, cross-origin and CORS *", async ({
      page,
      baseURL,
    }) => {
      const tls = isTls(baseURL);
      const responses: Response[] = [];
      page.on('response', (r) => responses.push(r));
      await openPage(page, '/impresiones/dtf');
      const shellOrigin = new URL(page.url()).origin;
      const prints = remoteOrigin('prints');
      const byUrl = (url: string) => responses.find((r) => r.url() === url);
      /** The path of `url` when it is on `origin`, else ''. */
      const pathOn = (origin: string, url: string) => (new URL(url).origin === origin ? new URL(url).pathname : '');

      const main = byUrl(`${shellOrigin}/main.js`);
      expect(main, 'the browser loaded the shell’s /main.js').toBeTruthy();
      // The live entry, or a candidate's (`/_releases/<id>/remoteEntry.js`) under a preview of prints.
      const entry = responses.find((r) => /^\/(?:_releases\/[^/]+\/)?remoteEntry\.js$/.test(pathOn(prints, r.url())));
      expect(entry, 'the browser loaded the prints remote’s remoteEntry.js').toBeTruthy();

      const shellFiles = responses.filter(
        (r) => new URL(r.url()).origin === shellOrigin && r.request().resourceType() !== 'document',
      );
      const remoteFiles = responses.filter((r) => scriptOrigins().includes(new URL(r.url()).origin));
      expect(
        remoteFiles.filter((r) => r.request().resourceType() === 'script').length,
        'remote chunks beside the entry',
      ).toBeGreaterThan(1);

      for (const r of shellFiles) {
        const h = await r.allHeaders();
        const where = r.url();
        expect(r.status(), where).toBeLessThan(400);
        expect(h['x-content-type-options'], `${where}: nosniff`).toBe('nosniff');
        expect(h['cross-origin-resource-policy'], `${where}: CORP`).toBe('same-site');
        expectTransportSecurity(h, tls, where);
      }
      expect((await main!.allHeaders())['content-type']).toMatch(/javascript/);

      for (const r of remoteFiles) {
        const h = await r.allHeaders();
        const where = r.url();
        expect(r.status(), where).toBeLessThan(400);
        expect(h['x-content-type-options'], `${where}: nosniff`).toBe('nosniff');
        expect(h['cross-origin-resource-policy'], `${where}: CORP`).toBe('cross-origin');
        expect(h['access-control-allow-origin'], `${where}: CORS`).toBe('*');
        expectTransportSecurity(h, tls, where);
      }
      expect((await entry!.allHeaders())['content-type']).toMatch(/javascript/);
    });
  });

  test.describe('flows, as a visitor drives them', () => {
    test(
      'home: "Ver Productos", a category chip, the quote link; the header menu to Tazas, whose configurator quotes by WhatsApp',
      { tag: SAME_COMMIT },
      async ({ page }) => {
        requireSameCommit('products');
        const violations = await watchPolicyViolations(page);
        const opened = await recordWindowOpen(page);
        const alerts = collectAlerts(page);
        await openInteractive(page, '/');

        await page.getByRole('button', { name: 'Ver Productos' }).first().click();
        await expect(page).toHaveURL(/#productos$/);
        const section = page.getByRole('region', { name: 'Nuestros Productos' });
        const chips = section.getByRole('group', { name: 'Filtrar productos por categoría' }).getByRole('button');
        await chips.nth(1).click();
        await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
        await expectChatLink(
          page
            .getByRole('main')
            .getByRole('button', { name: /Solicitar Cotización/ })
            .first(),
        );

        // The header's dropdown, then a full page load of another remote's page.
        const nav = page.getByRole('banner').getByRole('navigation', { name: 'Principal' });
        await nav.getByRole('button', { name: 'Productos', exact: true }).click();
        await nav.getByRole('link', { name: 'Tazas', exact: true }).click();
        await page.waitForURL('**/productos/tazas');
        await openPage(page, '/productos/tazas'); // settled islands (the click's load may still be running)

        const mug = MUGS[1];
        const c = configurator(page, 'Personaliza tu Taza', 'Cantidad de tazas');
        await selectButton(page, mug.name).click();
        await c.colour(mug.colors[0]).click();
        await c.plus.click();
        await expect(c.quantity).toHaveText('2');
        await c.quote.click();
        await expect.poll(opened).toHaveLength(1);
        expect(whatsappText((await opened())[0])).toContain(mug.name);
        expect(alerts).toEqual([]);
        await expectNoViolations(violations);
      },
    );

    test(
      "polo configurator: model, colour, size, quantity, 'Cotizar por WhatsApp'",
      { tag: SAME_COMMIT },
      async ({ page }) => {
        requireSameCommit('products');
        const violations = await watchPolicyViolations(page);
        const opened = await recordWindowOpen(page);
        await openPage(page, '/productos/poloshirts');
        const polo = POLOS[1];
        const c = configurator(page, 'Personaliza tu Polo', 'Cantidad de polos');
        await cardOf(page, polo.name).getByRole('heading').click();
        await c.colour(polo.colors[0]).click();
        await c.sizes.first().click();
        await c.plus.click();
        await c.plus.click();
        await c.minus.click();
        await expect(c.quantity).toHaveText('2');
        await c.quote.click();
        await expect.poll(opened).toHaveLength(1);
        expect(whatsappText((await opened())[0])).toContain('Cantidad: 2');
        await expectNoViolations(violations);
      },
    );

    test('contact: the chat link, the map frame from its origin, and the form with JavaScript opens the chat and alerts', async ({
      page,
    }) => {
      const violations = await watchPolicyViolations(page);
      const opened = await recordWindowOpen(page);
      const alerts = collectAlerts(page);
      const mapRequests: string[] = [];
      page.on('request', (r) => {
        if (MAP_URL.test(r.url())) mapRequests.push(r.url());
      });
      await openInteractive(page, '/contacto');

      expect(await expectChatLink(page.getByRole('button', { name: /^Chatear Ahora/ }))).toBe('');

      // The lazy map frame: asked for once its section is near, and its document shown (frame-src let it in).
      const location = page.getByRole('region', { name: 'Nuestra Ubicación' });
      const map = location.locator('iframe');
      await location.scrollIntoViewIfNeeded();
      await expect.poll(() => mapRequests.length, { message: 'the map frame was requested' }).toBeGreaterThan(0);
      await expect(map.contentFrame().getByText(MAP_STUB_TEXT)).toBeVisible();

      const form = contactFormSection(page);
      await form.getByRole('textbox', { name: 'Nombre Completo *' }).fill('Ana Pérez');
      await form.getByRole('textbox', { name: 'Correo Electrónico *' }).fill('ana@example.com');
      await form.getByRole('combobox', { name: 'Servicio de Interés' }).selectOption('dtf');
      await form.getByRole('textbox', { name: 'Mensaje *' }).fill('Hola, quiero 20 camisetas');
      await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
      await expect.poll(() => alerts.length, { message: 'the sent alert' }).toBe(1);
      expect(whatsappText((await opened())[0])).toContain('Hola, quiero 20 camisetas');
      await expect(page).toHaveURL(/\/contacto$/);
      await expectNoViolations(violations);
    });

    test(
      "basketball catalogue: the quote link, 'Ver Imagen' lightbox, a card's 'Hacer Pedido' to the order page",
      { tag: SAME_COMMIT },
      async ({ page }) => {
        requireSameCommit('uniforms');
        const violations = await watchPolicyViolations(page);
        await openPage(page, '/uniformes/basquetbol');
        await expectChatLink(
          page
            .getByRole('region', { name: 'UNIFORMES DE BASQUETBOL', exact: true })
            .getByRole('button', { name: /Solicitar Cotización/ }),
        );

        const m = basketballModels[4];
        const card = cardById(page, basketballModels.length, m.id);
        await card.hover({ position: { x: 20, y: 20 } });
        await cardActions(card).view.click();
        const box = lightbox(page, m.name);
        await expectImageLoaded(box.image);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        await card.getByRole('button', { name: m.name, exact: true }).click();
        await card.getByRole('button', { name: 'Hacer Pedido' }).click();
        await page.waitForURL('**/uniformes/basquetbol/pedido?**');
        await expect(orderPage(page).summary).toContainText(m.name);
        await expectNoViolations(violations);
      },
    );

    test(
      'football: the 3D viewer — drag, the views, favourite, its quote link — and the image view',
      { tag: SAME_COMMIT },
      async ({ page }) => {
        requireSameCommit('uniforms');
        const violations = await watchPolicyViolations(page);
        await openPage(page, '/uniformes/futbol');
        const m = footballModels[2];
        const card = cardById(page, footballModels.length, m.id);
        await card.getByRole('button', { name: 'Vista 3D', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: m.name, exact: true });
        await expect(dialog).toBeVisible();
        const stage = dialog.getByRole('img', { name: /Arrastra/ });
        const b = (await stage.boundingBox())!;
        await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
        await page.mouse.down();
        await page.mouse.move(b.x + b.width / 2 + 80, b.y + b.height / 2 + 20, { steps: 5 });
        await page.mouse.up();
        await expect
          .poll(() => dialog.getByTestId('jersey-3d').evaluate((el: HTMLElement) => el.style.transform))
          .not.toBe('rotateX(0deg) rotateY(0deg)');
        await dialog.getByRole('button', { name: 'Vista Trasera', exact: true }).click();
        await dialog.getByRole('button', { name: /Agregar a Favoritos/ }).click();
        expect(await expectChatLink(dialog.getByRole('button', { name: /Solicitar Cotización/ }))).toContain(m.name);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        await card.hover({ position: { x: 20, y: 20 } });
        await cardActions(card).view.click();
        await expectImageLoaded(lightbox(page, m.name).image);
        await page.keyboard.press('Escape');
        await expectNoViolations(violations);
      },
    );

    test("order builder: client, a player, 'Pegar lista', the download (a blob URL) and the WhatsApp summary", async ({
      page,
    }) => {
      const violations = await watchPolicyViolations(page);
      const opened = await recordWindowOpen(page);
      const alerts = collectAlerts(page);
      await openPage(page, ORDER_PAGE);
      const o = orderPage(page);
      await expect(o.summary).toContainText(basketballModels[0].name);

      await fillClient(page, { nombre: 'Club Los Halcones', telefono: '809-555-1234' });
      await o.otherColour.check();
      await o.backgroundColour.fill('Azul marino');
      await addPlayer(page, { nombre: 'Pérez', numero: '10', size: 'L', patrocinador: 'Colmado La Esquina' });

      await o.pasteButton.click();
      const paste = page.getByRole('dialog', { name: 'Pegar lista de jugadores' });
      await paste.getByRole('textbox', { name: 'Filas de jugadores' }).fill('7, Ana, M\n23, Gómez, XL');
      await expect(paste.getByRole('list', { name: 'Jugadores que se agregarán' }).getByRole('listitem')).toHaveCount(
        2,
      );
      await paste.getByRole('button', { name: 'Confirmar' }).click();
      await expect(o.roster).toHaveCount(3);

      const [download] = await Promise.all([page.waitForEvent('download'), o.downloadButton.click()]);
      expect(download.url()).toMatch(/^blob:/);
      expect(download.suggestedFilename()).toMatch(/^Pedido_Uniforme_.+_\d{4}-\d{2}-\d{2}\.html$/);
      expect(await download.failure()).toBeNull();
      await expect
        .poll(() => alerts)
        .toEqual(['¡Pedido generado exitosamente! El archivo se ha descargado automáticamente.']);

      await o.whatsappButton.click();
      await expect.poll(opened).toHaveLength(1);
      expect(whatsappText((await opened())[0])).toContain('Cliente: Club Los Halcones');
      await expectNoViolations(violations);
    });

    test("404: the page, its menu and 'Volver al inicio'", async ({ page }) => {
      const violations = await watchPolicyViolations(page);
      const response = await openInteractive(page, NOT_FOUND_PATH);
      expect(response?.status()).toBe(404);
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Principal' });
      await nav.getByRole('button', { name: 'Impresiones', exact: true }).click();
      await expect(nav.getByRole('link', { name: 'DTF', exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('main').getByRole('button', { name: 'Volver al inicio' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await openInteractive(page, '/');
      await expectNoViolations(violations);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the contact form still reaches the chat: its GET to wa.me is sent (form-action lets it through)', async ({
      page,
      context,
    }) => {
      const violations = await watchPolicyViolations(page);
      const chats: string[] = [];
      await stubOutsideServices(context, (url) => chats.push(url));
      await page.goto('/contacto');
      const form = contactFormSection(page);
      await form.getByRole('textbox', { name: 'Nombre Completo *' }).fill('Luis');
      await form.getByRole('textbox', { name: 'Correo Electrónico *' }).fill('luis@example.com');
      await form.getByRole('textbox', { name: 'Mensaje *' }).fill('Quiero uniformes para mi equipo');
      // The form opens the chat in a new tab (target=_blank).
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        form.getByRole('button', { name: 'Enviar Mensaje' }).click(),
      ]);
      await tab.waitForLoadState('domcontentloaded');
      expect(chats, 'the form was sent to the chat').toHaveLength(1);
      expect(whatsappText(chats[0])).toBe('Quiero uniformes para mi equipo');
      await expectNoViolations(violations);
    });
  });
});
