import { expect, ALERTS } from '../../support/products';
import { drinkwareSuite } from './drinkware';
import { MUGS } from '../../../mf-products/src/features/mugs/data';
import { describeSameCommit } from '../../support/environment';

// /productos/tazas: six mugs and the panel 'Personaliza tu Taza' (docs/product-rules.md#pages, #catalogue "Mug", §4, §5, §7).

describeSameCommit('products: tazas', { app: 'products' }, () => {
  drinkwareSuite({
    path: '/productos/tazas',
    hero: 'TAZAS PERSONALIZADAS',
    panelTitle: 'Personaliza tu Taza',
    quantityLabel: 'Cantidad de tazas',
    prompt: 'Selecciona una taza para personalizar',
    alert: ALERTS.mug,
    textMax: 100,
    catalogue: MUGS,
    capacity: (m) => `${m.capacityOz} oz`,
    capacityInRange: (m) => [11, 12, 15].includes(m.capacityOz),
    // Four-step process: Selecciona, Diseña, Imprime, Entrega.
    checkSections: async (page) => {
      const steps = page.getByRole('region', { name: 'Así de fácil es tener tu taza' }).getByRole('listitem');
      await expect(steps).toHaveCount(4);
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
        /Selecciona$/,
        /Diseña$/,
        /Imprime$/,
        /Entrega$/,
      ]);
    },
  });
});
