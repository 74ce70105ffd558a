import { test, expect, type Locator, type Page } from '@playwright/test';
import {
  collectAlerts,
  contactFormSection,
  holdScripts,
  isShellChunk,
  recordWindowOpen,
  whatsappText,
} from '../../support/site';
import { openInteractive, expectChatLink } from '../../support/interactive';
import { SMOKE } from '../../support/tags';

const SENT_ALERT = '¡Mensaje enviado! Nos pondremos en contacto contigo pronto.';
const SERVICE_OPTIONS = [
  ['', 'Selecciona un servicio'],
  ['uniformes', 'Uniformes Deportivos'],
  ['productos', 'Productos Personalizados'],
  ['sublimacion', 'Sublimación'],
  ['dtf', 'DTF'],
  ['serigrafia', 'Serigrafía'],
  ['otros', 'Otros'],
];

test.describe('shell: contact', { tag: SMOKE }, () => {
  // The embedded map comes from an outside service: answer it locally so runs don't depend on it.
  test.beforeEach(async ({ page }) => {
    await page.route(/^https:\/\/(www\.)?google\.[a-z.]+\/maps/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>mapa</title>' }),
    );
  });

  function contactForm(page: Page) {
    const region = contactFormSection(page);
    return {
      region,
      name: region.getByRole('textbox', { name: 'Nombre Completo *' }),
      email: region.getByRole('textbox', { name: 'Correo Electrónico *' }),
      phone: region.getByRole('textbox', { name: 'Teléfono' }),
      service: region.getByRole('combobox', { name: 'Servicio de Interés' }),
      message: region.getByRole('textbox', { name: 'Mensaje *' }),
      counter: region.getByText(/^\d+\/500 caracteres$/),
      submit: region.getByRole('button', { name: 'Enviar Mensaje' }),
    };
  }

  test.describe('contact page content', () => {
    test.beforeEach(async ({ page }) => {
      await openInteractive(page, '/contacto');
    });

    test('hero CONTÁCTANOS and the contact block: phone with hours, e-mail, location, WhatsApp', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('CONTÁCTANOS');
      const info = page.getByRole('region', { name: 'Información de Contacto' });
      const cards = info
        .getByRole('list')
        .first()
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
        'Teléfono',
        'Correo Electrónico',
        'Ubicación',
        'WhatsApp',
      ]);

      const phone = cards.nth(0);
      await expect(phone.getByRole('link', { name: '(809) 555-0100' })).toHaveAttribute('href', 'tel:+18095550100');
      await expect(phone.getByRole('term')).toHaveText(['Lunes a Viernes', 'Sábado', 'Domingo']);
      await expect(phone.getByRole('definition')).toHaveText([/^8:00 [–-] 18:00$/, /^8:00 [–-] 16:00$/, 'Cerrado']);

      await expect(cards.nth(1).getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:\S+@\S+$/);
      // Its name is the address whole, though on phones it breaks after the @ (<wbr>).
      const address = (await cards.nth(1).getByRole('link', { name: /@/ }).getAttribute('href'))!.slice(
        'mailto:'.length,
      );
      await expect(cards.nth(1).getByRole('link', { name: address, exact: true })).toHaveCount(1);
      await expect(cards.nth(1)).toContainText('24 horas');
      await expect(cards.nth(2)).toContainText('Los Mina, Santo Domingo Este');

      // Its name is the label alone; that it opens a new tab is its description.
      const chat = cards.nth(3).getByRole('button', { name: 'Chatear Ahora', exact: true });
      await expect(chat).toHaveAccessibleDescription('se abre en una pestaña nueva');
      expect(await expectChatLink(chat)).toBe('');
    });

    test('"Chatear Ahora" opens the chat in a new tab', async ({ page, context }) => {
      await context.route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
      );
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: /^Chatear Ahora/ }).click(),
      ]);
      await expect(tab).toHaveURL('https://wa.me/18095550100');
      await expect(page).toHaveURL(/\/contacto$/);
    });

    test('social icons, without links', async ({ page }) => {
      const social = page.getByRole('main').getByRole('list', { name: 'Redes sociales' });
      await expect(social.getByRole('listitem')).toHaveCount(3);
      await expect(social).toContainText('Instagram');
      // Each icon is an image named by its network: found by label or by role.
      await expect(social.getByRole('img', { name: /Instagram/ })).toBeVisible();
      await expect(social.getByLabel('Facebook')).toHaveCount(1);
      await expect(social).toContainText('Facebook');
      await expect(social.locator('a')).toHaveCount(0);
    });

    test('the form: labelled fields, service options exactly as docs/product-rules.md#catalogue, counter at 0', async ({
      page,
    }) => {
      const f = contactForm(page);
      await expect(f.region.getByRole('heading', { level: 2 })).toHaveText('Envíanos un Mensaje');
      // A field looked up by its label finds the field alone (no region is named with its words).
      await expect(page.getByLabel('Mensaje')).toHaveCount(1);
      await expect(page.getByLabel('Mensaje')).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(page.getByLabel(/correo/i)).toHaveCount(1);
      await expect(page.getByLabel(/nombre/i)).toHaveCount(1);
      await expect(f.name).toHaveAttribute('required', '');
      await expect(f.email).toHaveAttribute('type', 'email');
      await expect(f.email).toHaveAttribute('required', '');
      await expect(f.phone).toHaveAttribute('type', 'tel');
      expect(await f.phone.getAttribute('required')).toBeNull();
      await expect(f.message).toHaveAttribute('required', '');
      await expect(f.message).toHaveAttribute('maxlength', '500');

      const options = f.service.getByRole('option');
      await expect(options).toHaveText(SERVICE_OPTIONS.map(([, label]) => label));
      for (const [i, [value]] of SERVICE_OPTIONS.entries())
        await expect(options.nth(i)).toHaveAttribute('value', value);
      await expect(f.service).toHaveValue('');

      await expect(f.counter).toHaveText('0/500 caracteres');
      await expect(f.message).toHaveAccessibleDescription('0/500 caracteres');
    });

    test('the counter follows the message live and stops at 500', async ({ page }) => {
      const f = contactForm(page);
      await f.message.pressSequentially('Hola');
      await expect(f.counter).toHaveText('4/500 caracteres');
      await f.message.press('Backspace');
      await expect(f.counter).toHaveText('3/500 caracteres');
      await f.message.press('Enter');
      await expect(f.counter).toHaveText('4/500 caracteres');

      await f.message.fill('x'.repeat(499));
      await expect(f.counter).toHaveText('499/500 caracteres');
      await f.message.press('End');
      await f.message.pressSequentially('yz');
      await expect(f.counter).toHaveText('500/500 caracteres');
      await expect(f.message).toHaveValue(`${'x'.repeat(499)}y`);
      await expect(f.message).toHaveAccessibleDescription('500/500 caracteres');
    });
  });

  // The map is a third-party frame, in the page from the start (loading="lazy") but requested only
  // when its section comes near the screen (or the visitor asks for it); until then, and offline, a
  // placeholder over it holds the address.
  test.describe('the map', () => {
    const MAP_ORIGIN = /^https:\/\/(www\.)?google\.[a-z.]+\//;
    const location = (page: Page) => page.getByRole('region', { name: 'Nuestra Ubicación' });

    /** Every request the page makes to the map's origin, from the first one on. */
    function mapRequests(page: Page) {
      const urls: string[] = [];
      page.on('request', (r) => {
        if (MAP_ORIGIN.test(r.url())) urls.push(r.url());
      });
      return urls;
    }

    /** Lets the browser deliver what its observers saw after the last scroll (two frames and a task). */
    async function afterNextFrames(page: Page) {
      await page.evaluate(
        () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
      );
    }

    /** Where a box sits on the page (not on the screen) and how big it is. */
    async function pageBox(el: Locator) {
      return el.evaluate((node) => {
        const r = node.getBoundingClientRect();
        return { top: Math.round(r.top + window.scrollY), width: Math.round(r.width), height: Math.round(r.height) };
      });
    }

    test('the titled lazy frame is in the page, but nothing is asked of the map’s origin at load; scrolled near, it loads where the placeholder was', async ({
      page,
    }) => {
      const requests = mapRequests(page);
      await openInteractive(page, '/contacto');
      await page.waitForLoadState('networkidle');
      const section = location(page);
      const frame = section.locator('iframe');
      expect(requests, 'no request to the map at load').toEqual([]);
      await expect(frame).toHaveCount(1);
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(frame).toHaveAttribute('title', /Los Mina/);
      await expect(frame).not.toHaveAttribute('src');
      await expect(frame).toHaveAttribute('aria-hidden', 'true');

      // The placeholder: the address, a plain link to the map and the button.
      const placeholder = section.locator('[data-map-placeholder]');
      await expect(placeholder).toContainText('Los Mina, Santo Domingo Este, República Dominicana');
      const link = placeholder.getByRole('link', { name: /^Abrir en Google Maps/ });
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/.*Los\+Mina/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(placeholder.getByRole('button', { name: 'Cargar mapa' })).toBeVisible();
      const before = await pageBox(placeholder);

      await section.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
      await expect(frame).toHaveAttribute('src', /^https:\/\/(www\.)?google\.[a-z.]+\/maps.*Los(\+|%20)Mina/);
      await expect.poll(() => requests.length, { message: 'the map frame was requested' }).toBeGreaterThan(0);
      await expect(frame).not.toHaveAttribute('aria-hidden');
      await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
      await expect(placeholder).toHaveCount(0);
      // Same place, same size: nothing below it moved.
      expect(await pageBox(frame)).toEqual(before);
    });

    test('offline, the placeholder stays when scrolled to; online again, "Cargar mapa" (keyboard) loads the frame', async ({
      page,
      context,
    }) => {
      const requests = mapRequests(page);
      await openInteractive(page, '/contacto');
      const section = location(page);
      const frame = section.locator('iframe');
      await context.setOffline(true);
      const button = section.getByRole('button', { name: 'Cargar mapa' });
      await button.scrollIntoViewIfNeeded();
      await afterNextFrames(page);
      await expect(frame).not.toHaveAttribute('src');
      await expect(section).toContainText('Los Mina, Santo Domingo Este, República Dominicana');
      await expect(section.getByRole('link', { name: /^Abrir en Google Maps/ })).toBeVisible();
      expect(requests).toEqual([]);

      await context.setOffline(false);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(frame).toHaveAttribute('src', /google/);
      await expect(frame).toBeFocused();
      await expect.poll(() => requests.length, { message: 'the map frame was requested' }).toBeGreaterThan(0);
    });
  });

  test.describe('sending the form', () => {
    test('an empty form is stopped by the browser: no chat opens, no alert', async ({ page }) => {
      const opened = await recordWindowOpen(page);
      const alerts = collectAlerts(page);
      await openInteractive(page, '/contacto');
      const f = contactForm(page);

      await f.submit.click();
      await expect(f.name).toBeFocused();
      expect(await f.name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

      // One required field after another: still blocked until all three are valid.
      await f.name.fill('Ana Pérez');
      await f.submit.click();
      await expect(f.email).toBeFocused();
      await f.email.fill('ana-sin-arroba');
      await f.submit.click();
      await expect(f.email).toBeFocused();
      expect(await f.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
      await f.email.fill('ana@example.com');
      await f.submit.click();
      await expect(f.message).toBeFocused();

      expect(await opened()).toEqual([]);
      expect(alerts).toEqual([]);
      await expect(page).toHaveURL(/\/contacto$/);
      await expect(f.name).toHaveValue('Ana Pérez');
    });

    test('a valid form alerts, then opens the chat with the composed message, and clears', async ({ page }) => {
      const opened = await recordWindowOpen(page);
      // Also record when the alert is shown: before the chat opens (a tab opened first would come to
      // the front, and Chromium closes the alert of the tab left behind).
      await page.addInitScript(() => {
        const original = window.alert.bind(window);
        window.alert = (message?: unknown) => {
          (window as unknown as { __opened: string[] }).__opened.push(`alert:${String(message)}`);
          original(message);
        };
      });
      const alerts = collectAlerts(page);
      await openInteractive(page, '/contacto');
      const f = contactForm(page);

      const message = '¿Precio de 50 camisetas & 20 gorras? 100% algodón.\nEntrega en Los Mina #5';
      await f.name.fill('  Ana Pérez ');
      await f.email.fill('ana@example.com');
      await f.phone.fill('809-555-1234');
      await f.service.selectOption({ label: 'Serigrafía' });
      await f.message.fill(message);
      await expect(f.counter).toHaveText(`${message.length}/500 caracteres`);
      await f.submit.click();

      await expect.poll(() => alerts).toEqual([SENT_ALERT]);
      const log = await opened();
      expect(log).toHaveLength(2);
      expect(log[0]).toBe(`alert:${SENT_ALERT}`);
      const text = whatsappText(log[1]);
      expect(log[1]).not.toContain('+');
      expect(text).toContain('Nombre: Ana Pérez\n');
      expect(text).toContain('Correo: ana@example.com');
      expect(text).toContain('Teléfono: 809-555-1234');
      expect(text).toContain('Servicio: Serigrafía');
      expect(text).toContain(message);
      // Name, e-mail, phone and service come before the message.
      expect(text.indexOf('Servicio: Serigrafía')).toBeLessThan(text.indexOf(message));

      for (const field of [f.name, f.email, f.phone, f.message]) await expect(field).toHaveValue('');
      await expect(f.service).toHaveValue('');
      await expect(f.counter).toHaveText('0/500 caracteres');
      await expect(page).toHaveURL(/\/contacto$/);
    });

    test("sent while the page's scripts are still loading: held (no tab opens), then the chat, the alert and a cleared form", async ({
      page,
      context,
    }) => {
      const opened = await recordWindowOpen(page);
      const alerts = collectAlerts(page);
      const release = await holdScripts(page, isShellChunk);
      await page.goto('/contacto', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('banner')).toHaveAttribute('data-js', 'on');
      const f = contactForm(page);
      await f.name.fill('Ana Pérez');
      await f.email.fill('ana@example.com');
      await f.message.fill('Hola, quiero 20 camisetas.');
      await f.submit.click();
      // Held, not lost: the browser's own submission (the chat in a new tab, no alert) did not happen.
      await expect(f.submit).toHaveAttribute('aria-busy', 'true');
      expect(context.pages()).toHaveLength(1);
      expect(alerts).toEqual([]);

      release();
      await expect.poll(() => alerts).toEqual([SENT_ALERT]);
      const log = await opened();
      expect(log).toHaveLength(1);
      expect(whatsappText(log[0])).toContain('Nombre: Ana Pérez\n');
      expect(whatsappText(log[0])).toContain('Hola, quiero 20 camisetas.');
      for (const field of [f.name, f.email, f.message]) await expect(field).toHaveValue('');
      expect(context.pages()).toHaveLength(1);
    });

    test('optional phone and service are left out of the message when empty', async ({ page }) => {
      const opened = await recordWindowOpen(page);
      const alerts = collectAlerts(page);
      await openInteractive(page, '/contacto');
      const f = contactForm(page);
      await f.name.fill('Luis');
      await f.email.fill('luis@example.com');
      await f.message.fill('Quiero uniformes para mi equipo');
      await f.submit.click();

      await expect.poll(() => alerts).toEqual([SENT_ALERT]);
      const [url] = await opened();
      const text = whatsappText(url);
      expect(text).toContain('Nombre: Luis');
      expect(text).toContain('Correo: luis@example.com');
      expect(text).toContain('Quiero uniformes para mi equipo');
      expect(text).not.toContain('Teléfono:');
      expect(text).not.toContain('Servicio:');
    });

    test('in a real browser the chat opens in a new tab and this page keeps its place', async ({ page, context }) => {
      await context.route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
      );
      const alerts = collectAlerts(page);
      await openInteractive(page, '/contacto');
      const f = contactForm(page);
      await f.name.fill('Marta');
      await f.email.fill('marta@example.com');
      await f.service.selectOption('dtf');
      await f.message.fill('Hola');
      const [tab] = await Promise.all([context.waitForEvent('page'), f.submit.click()]);
      await tab.waitForLoadState('domcontentloaded');
      expect(whatsappText(tab.url())).toContain('Servicio: DTF');
      await expect.poll(() => alerts).toEqual([SENT_ALERT]);
      await expect(page).toHaveURL(/\/contacto$/);
      await expect(f.name).toHaveValue('');
    });
  });
});
