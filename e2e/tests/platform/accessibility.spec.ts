import { test, expect } from '@playwright/test';
import { ROUTES } from '../../support/routes';
import { openPage, axeViolations } from '../../support/site';
import { CROSS_REMOTE, SMOKE } from '../../support/tags';

test.describe('platform: accessibility', { tag: [SMOKE, CROSS_REMOTE] }, () => {
  test.describe('axe-core (wcag2a/aa, wcag21aa, wcag22aa) finds nothing', () => {
    for (const route of [...ROUTES.map((r) => r.path), '/no-existe']) {
      test(route, async ({ page }) => {
        await openPage(page, route);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
});
