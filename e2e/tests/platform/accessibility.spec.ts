import { test, expect } from '@playwright/test';
import { ROUTES } from '../../support/routes';
import { openPage, axeViolations } from '../../support/site';

test.describe('axe-core (wcag2a/aa, wcag21aa, wcag22aa) finds nothing', () => {
  for (const route of [...ROUTES.map((r) => r.path), '/no-existe']) {
    test(route, async ({ page }) => {
      await openPage(page, route);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
