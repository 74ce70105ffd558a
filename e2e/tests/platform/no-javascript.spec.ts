import { test, expect } from '@playwright/test';
import { FALLBACK_TITLE } from '../../../shared/src/islands/fallbackText';
import { ROUTES } from '../../support/routes';
import { CROSS_REMOTE, SMOKE } from '../../support/tags';

test.describe('platform: without JavaScript', { tag: [SMOKE, CROSS_REMOTE] }, () => {
  test.use({ javaScriptEnabled: false });

  test('every route reads with JavaScript off: its main heading, header links and footer', async ({ page }) => {
    // One test over every route (22 pages): past the default 30 s on a slow machine.
    test.setTimeout(90_000);
    for (const route of ROUTES) {
      await page.goto(route.path);
      const h1 = page.locator('main h1');
      await expect(h1, route.path).toHaveCount(1);
      await expect(h1, route.path).not.toHaveText(FALLBACK_TITLE);
      await expect(page.getByRole('contentinfo'), route.path).toContainText('Los Mina');
    }
    await page.goto('/');
    // Menus are plain links, reachable without scripts.
    expect(await page.locator('header a[href="/impresiones/dtf"]').count()).toBeGreaterThan(0);
  });
});
