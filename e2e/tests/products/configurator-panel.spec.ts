import { type Locator } from '@playwright/test';
import { test, expect, configurator, openProducts, selectButton } from '../../support/products';
import { SCHOOL_UNIFORMS } from '../../../mf-products/src/features/school-uniforms/data';
import { MUGS } from '../../../mf-products/src/features/mugs/data';
import { describeSameCommit } from '../../support/environment';

// The panel 'Personaliza tu …' beside the catalogue on desktops (mf-products/src/common/Configurator.tsx):
// it stays in view while the catalogue scrolls only where the screen holds all of it; on a shorter
// screen it scrolls with the page, so its end ('Cotizar por WhatsApp') is never out of reach, and a
// choice made far down the catalogue brings it back into view with focus on its title.

const position = (panel: Locator) => panel.evaluate((el) => getComputedStyle(el).position);

describeSameCommit('products: the configurator panel on desktops', { app: 'products' }, () => {
  test('on a 1280×720 screen the school uniform panel (taller than the screen) scrolls with the page; choosing the last uniform brings it back with focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openProducts(page, '/productos/uniformes-escolares');
    const { panel, quote } = configurator(page, 'Personaliza tu Uniforme', 'Cantidad de uniformes');
    expect(await position(panel)).toBe('static');

    const last = selectButton(page, SCHOOL_UNIFORMS[SCHOOL_UNIFORMS.length - 1].name);
    await last.scrollIntoViewIfNeeded();
    await expect(panel.getByRole('heading', { name: 'Personaliza tu Uniforme' })).not.toBeInViewport();
    await last.click();
    const title = panel.getByRole('heading', { name: 'Personaliza tu Uniforme' });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    // Scrolling on from the panel's top reaches its end, as on any page.
    await quote.scrollIntoViewIfNeeded();
    await expect(quote).toBeInViewport();
  });

  test('on a screen that holds the whole mug panel it stays beside the catalogue: a choice moves neither the page nor focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1200 });
    await openProducts(page, '/productos/tazas');
    const { panel, quote } = configurator(page, 'Personaliza tu Taza', 'Cantidad de tazas');
    expect(await position(panel)).toBe('sticky');

    const last = selectButton(page, MUGS[MUGS.length - 1].name);
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy({ top: 400, behavior: 'instant' }));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await last.click();
    await expect(panel).toContainText(MUGS[MUGS.length - 1].name);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(last).toBeFocused();
    await expect(quote).toBeInViewport({ ratio: 1 });
  });
});
