import { test, expect } from '@playwright/test';
import { card, openPrintPage } from './printPage';
import { expectChatLink } from '../../support/interactive';

// docs/product-rules.md#improvements: no print page has a dead button. Every control in the page
// body is a link that does something: chat (naming the service; the sample products' 'Cotizar'
// without a message, docs/product-rules.md#outside-calls), the contact page, or a section of the
// same page that exists.

const PAGES = [
  { path: '/impresiones/dtf', service: /DTF/ },
  { path: '/impresiones/sublimacion', service: /sublimaci[oó]n/i },
  { path: '/impresiones/serigrafia', service: /serigraf[ií]a/i },
  { path: '/impresiones/lona', service: /lona/i },
  { path: '/impresiones/vinyl', service: /vinil/i },
  { path: '/impresiones/one-vision', service: /One Vision/ },
  { path: '/impresiones/coroplast', service: /coroplast/i },
];

for (const { path, service } of PAGES) {
  test(`${path}: every button in the page acts (chat naming the service, /contacto, or an existing section)`, async ({
    page,
  }) => {
    const { main } = await openPrintPage(page, path);
    // No <button> without an action: every control here is a link (announced as a button).
    await expect(main.locator('button')).toHaveCount(0);

    const links = main.locator('a[href]');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    let quotes = 0;
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      const name = (await link.innerText()).trim();
      const href = (await link.getAttribute('href')) ?? '';
      if (/^(Cotizar|Solicitar Cotización)\b|WhatsApp/i.test(name)) {
        const text = await expectChatLink(link);
        if (text !== '') expect(text, 'quote message names the service').toMatch(service);
        quotes += 1;
      } else if (/^Contact/i.test(name)) {
        expect(href, name).toBe('/contacto');
      } else if (href.startsWith('#')) {
        const target = page.locator(href);
        await expect(target, `${name} → ${href}`).toHaveCount(1);
        await expect(target.getByRole('heading', { level: 2 }), `${name} → ${href}`).toBeVisible();
      } else {
        throw new Error(`unexpected link "${name}" → ${href}`);
      }
    }
    expect(quotes, 'the hero and the closing section offer a quote or contact').toBeGreaterThanOrEqual(1);
  });
}

test('a quote link really opens the chat in a new tab, leaving the print page in place', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
  );
  const { section } = await openPrintPage(page, '/impresiones/lona');
  const cotizar = card(section('Tipos de Lona'), 'Mesh').getByRole('button', { name: 'Cotizar', exact: true });
  const [tab] = await Promise.all([context.waitForEvent('page'), cotizar.click()]);
  await tab.waitForLoadState('domcontentloaded');
  const text = new URL(tab.url()).searchParams.get('text') ?? '';
  expect(text).toContain('Mesh');
  expect(text).toContain('370 g/m²');
  await expect(page).toHaveURL(/\/impresiones\/lona$/);
});

test.describe('on a 390 px screen, where two buttons take two lines', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const { path } of PAGES) {
    test(`${path}: the closing section's buttons stand centred under its centred text, also once they wrap`, async ({
      page,
    }) => {
      const { main } = await openPrintPage(page, path);
      const closing = main.getByRole('region').last();
      const offsets = await closing.evaluate((section) => {
        const box = section.getBoundingClientRect();
        const rows = new Map<number, { left: number; right: number }>();
        for (const a of section.querySelectorAll('a')) {
          const r = a.getBoundingClientRect();
          const top = Math.round(r.top);
          const row = rows.get(top) ?? { left: Infinity, right: -Infinity };
          rows.set(top, { left: Math.min(row.left, r.left), right: Math.max(row.right, r.right) });
        }
        const centre = box.left + box.width / 2;
        return [...rows.values()].map((row) => Math.abs((row.left + row.right) / 2 - centre));
      });
      expect(offsets.length).toBeGreaterThan(0);
      for (const off of offsets) expect(off, 'a row of buttons off the centre by (px)').toBeLessThan(3);
    });
  }
});
