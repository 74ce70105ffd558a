import { type Page } from '@playwright/test';
import { expect, ALERTS, cardOf } from '../../support/products';
import { drinkwareSuite } from './drinkware';
import { BOTTLES, type Bottle } from '../../../mf-products/src/features/bottles/data';
import { describeSameCommit } from '../../support/environment';

// /productos/termos: six bottles with hot and cold retention on cards and in the panel
// 'Personaliza tu Termo' (docs/product-rules.md#pages, #catalogue "Thermal bottle", §4, §5, §7).

/** Retention as the page shows it (short chips) and as the chips read to screen readers. */
async function expectRetention(scope: ReturnType<Page['locator']>, b: Bottle) {
  expect(b.keepHotHours).toBeGreaterThanOrEqual(8);
  expect(b.keepHotHours).toBeLessThanOrEqual(20);
  expect(b.keepColdHours).toBeGreaterThanOrEqual(16);
  expect(b.keepColdHours).toBeLessThanOrEqual(40);
  await expect(scope).toContainText(`Caliente ${b.keepHotHours} h`);
  await expect(scope).toContainText(`Frío ${b.keepColdHours} h`);
  await expect(scope.getByText(`Mantiene caliente ${b.keepHotHours} horas`, { exact: true })).toHaveCount(1);
  await expect(scope.getByText(`Mantiene frío ${b.keepColdHours} horas`, { exact: true })).toHaveCount(1);
}

describeSameCommit('products: termos', { app: 'products' }, () => {
  drinkwareSuite({
    path: '/productos/termos',
    hero: 'TERMOS PERSONALIZADOS',
    panelTitle: 'Personaliza tu Termo',
    quantityLabel: 'Cantidad de termos',
    // docs/product-rules.md#pages words only the mug prompt; the bottle page says the same of a bottle.
    prompt: 'Selecciona un termo para personalizar',
    alert: ALERTS.bottle,
    textMax: 80,
    catalogue: BOTTLES,
    capacity: (b) => `${b.capacityMl} ml`,
    capacityInRange: (b) => b.capacityMl >= 350 && b.capacityMl <= 1000,
    checkCard: (page, b) => expectRetention(cardOf(page, b.name), b),
    checkPanel: (page, b) => expectRetention(page.getByRole('group', { name: 'Personaliza tu Termo', exact: true }), b),
    // 'Why choose': hot up to 20 hours, cold up to 40 hours, BPA free, laser engraving and sublimation.
    checkSections: async (page) => {
      const reasons = page
        .getByRole('region', { name: '¿Por qué elegir nuestros termos?' })
        .getByRole('heading', { level: 3 });
      await expect(reasons).toHaveCount(4);
      await expect(reasons.nth(0)).toHaveText(/20 horas/);
      await expect(reasons.nth(1)).toHaveText(/40 horas/);
      await expect(reasons.nth(2)).toHaveText(/BPA/);
      await expect(reasons.nth(3)).toHaveText(/láser.*sublimación/i);
    },
    extraLines: (b) => [`Mantiene caliente: ${b.keepHotHours} horas`, `Mantiene frío: ${b.keepColdHours} horas`],
  });
});
