import { test, expect } from '@playwright/test';
import { openInteractive } from '../../support/interactive';
import { openPage } from '../../support/site';
import { cardActions, cardById, expectImageLoaded, lightbox } from '../../support/uniforms';
import { orderPage } from '../../support/order';
import { expectNoViolations, scrollToBottom, stubOutsideServices, watchPolicyViolations } from '../../support/security';
import { orderUrl } from '../../../mf-uniforms/src/features/basketball/orderUrl';
import { basketballModels } from '../../../mf-uniforms/src/features/basketball/data';
import { CROSS_REMOTE, SAME_COMMIT, SMOKE } from '../../support/tags';
import { requireSameCommit } from '../../support/environment';

// Pixel 7: the pieces only phones get (the collapsible menu, the catalogue's anchor menu and fixed
// contact bar, touch instead of hover) under the site's security headers, as security.spec.ts
// does on the desktop: nothing the browser refuses, no unreadable policy.

test.describe('platform: security on a phone', { tag: [SMOKE, CROSS_REMOTE] }, () => {
  test.beforeEach(async ({ context }) => {
    await stubOutsideServices(context);
  });

  test(
    'phone: the menu to the basketball catalogue, its anchor menu, contact bar and lightbox by touch, read to the bottom',
    { tag: SAME_COMMIT },
    async ({ page }) => {
      requireSameCommit('uniforms');
      const violations = await watchPolicyViolations(page);
      await openInteractive(page, '/');
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Principal' });
      await nav.getByRole('button', { name: 'Menú', exact: true }).tap();
      await nav.getByRole('button', { name: 'Uniformes Deportivos', exact: true }).tap();
      await nav.getByRole('link', { name: 'Basquetbol', exact: true }).tap();
      await page.waitForURL('**/uniformes/basquetbol');
      await openPage(page, '/uniformes/basquetbol');

      const anchors = page.getByRole('navigation', { name: 'Secciones de la página' });
      await anchors.getByRole('button', { name: 'Ir a una sección', exact: true }).tap();
      await anchors.getByRole('link', { name: 'Modelos' }).tap();
      await expect(page).toHaveURL(/#/);
      await expect(
        page.getByRole('group', { name: 'Contacto rápido' }).getByRole('button', { name: /WhatsApp/ }),
      ).toHaveAttribute('href', /^https:\/\/wa\.me\//);

      const m = basketballModels[9];
      const card = cardById(page, basketballModels.length, m.id);
      await cardActions(card).view.tap();
      await expectImageLoaded(lightbox(page, m.name).image);
      await lightbox(page, m.name).close.tap();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await scrollToBottom(page);
      await expectNoViolations(violations);
    },
  );

  for (const path of ['/contacto', '/productos/tazas', orderUrl(basketballModels[0])]) {
    test(`phone: ${path.split('?')[0]} read to the bottom`, async ({ page }) => {
      const violations = await watchPolicyViolations(page);
      await openInteractive(page, path);
      if (path.includes('pedido')) await expect(orderPage(page).clientName).toBeVisible();
      await scrollToBottom(page);
      await expectNoViolations(violations, `violations on ${path}`);
    });
  }
});
