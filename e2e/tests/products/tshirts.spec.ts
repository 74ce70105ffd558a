import { test, expect, CHAT_BASE, openProducts } from '../../support/products';
import { axeViolations } from '../../support/site';
import { SAMPLE_TSHIRTS } from '../../../mf-products/src/features/tshirts/data';
import { describeSameCommit } from '../../support/environment';

// /productos/tshirts: hero, six features, twelve sample T-shirts with 'Cotizar' (chat), four
// techniques, chat call to action (docs/product-rules.md#pages, #catalogue "Sample product card", §7).

const PATH = '/productos/tshirts';

describeSameCommit('products: tshirts', { app: 'products' }, () => {
  test('twelve sample T-shirts priced "Desde $N" in the order of docs/product-rules.md#catalogue, each with a "Cotizar" chat link in a new tab; six features, four techniques, call to action', async ({
    page,
  }) => {
    await openProducts(page, PATH);
    const samples = page.getByRole('region', { name: 'Nuestras T-shirts' });
    const cards = samples.getByRole('listitem');
    await expect(cards).toHaveCount(12);
    await expect(cards.getByText(/^Desde \$\d+$/)).toHaveText(SAMPLE_TSHIRTS.map((t) => `Desde $${t.fromPrice}`));

    const links = samples.getByRole('button', { name: 'Cotizar', exact: true });
    await expect(links).toHaveCount(12);
    for (let i = 0; i < 12; i++) {
      const card = cards.nth(i);
      const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
      const link = card.getByRole('button', { name: 'Cotizar', exact: true });
      // Named as shown; described by its T-shirt for screen readers (twelve bare 'Cotizar' would not do).
      await expect(link).toHaveAccessibleDescription(name);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      const href = (await link.getAttribute('href'))!;
      const url = new URL(href);
      expect(url.origin + url.pathname).toBe(CHAT_BASE);
      expect(href).not.toContain('+');
      // docs/product-rules.md#outside-calls: the chat without a message.
      expect(url.searchParams.get('text')).toBeNull();
    }

    // Six features, four techniques (sublimation, DTF, screen printing, embroidery), a chat call to action.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/T-SHIRTS/i);
    const features = page.getByRole('region', { name: '¿Por qué hacer tus T-shirts con nosotros?' });
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(6);
    const techniques = page.getByRole('region', { name: 'Técnicas de personalización' });
    await expect(techniques.getByRole('heading', { level: 3 })).toHaveText([
      'Sublimación',
      'DTF',
      'Serigrafía',
      'Bordado',
    ]);
    const cta = page.getByRole('region', { name: '¿Listo para crear tus T-shirts?' });
    const chat = cta.getByRole('button', { name: /WhatsApp/ });
    await expect(chat).toHaveAttribute('href', new RegExp(`^${CHAT_BASE.replace(/[./]/g, '\\$&')}`));
    await expect(chat).toHaveAttribute('target', '_blank');
  });

  test('on narrow phones (320 and 360 px) each "Desde $N" keeps to one line in the two-column grid', async ({
    page,
  }) => {
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await openProducts(page, PATH);
      const hints = page.getByRole('region', { name: 'Nuestras T-shirts' }).getByText(/^Desde \$\d+$/);
      await expect(hints).toHaveCount(12);
      const lines = await hints.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
      );
      // A hint broken in two is two line-heights tall.
      expect(
        lines.every((n) => n < 1.5),
        `${width} px: ${lines.join(', ')}`,
      ).toBe(true);
    }
  });

  test('"Cotizar" really opens the chat in a new tab and leaves the page where it was', async ({ page, context }) => {
    await context.route(`${CHAT_BASE}**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }),
    );
    await openProducts(page, PATH);
    const link = page
      .getByRole('region', { name: 'Nuestras T-shirts' })
      .getByRole('button', { name: /^Cotizar\b/ })
      .nth(4);
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url().startsWith(CHAT_BASE)).toBe(true);
    expect(page.url()).toMatch(/\/productos\/tshirts$/);
    // Without a handle on this page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test('axe-core finds nothing', async ({ page }) => {
    await openProducts(page, PATH);
    expect(await axeViolations(page)).toEqual([]);
  });
});
