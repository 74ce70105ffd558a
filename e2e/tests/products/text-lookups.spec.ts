import { test, expect, openProducts, selectButton } from '../../support/products';
import { describeSameCommit } from '../../support/environment';

// A visitor's (or a checker's) lookup of a page's words finds the one place they stand: an
// intro line or a card does not repeat a heading, a field's label or a filter's name.

describeSameCommit('products: lookups by text and label find one element', { app: 'products' }, () => {
  const once: Array<{ path: string; lookups: string[] }> = [
    { path: '/productos/tshirts', lookups: ['XS a 5XL'] },
    { path: '/productos/tazas', lookups: ['Entrega'] },
    { path: '/productos/termos', lookups: ['hasta 20 horas', 'hasta 40 horas'] },
    { path: '/productos/uniformes-escolares', lookups: ['Precios especiales'] },
    { path: '/productos/promociones', lookups: ['Combos Textiles', 'Combos Oficina', 'Combos Eventos'] },
  ];
  for (const { path, lookups } of once) {
    test(`${path}: ${lookups.map((l) => `'${l}'`).join(', ')} each found once`, async ({ page }) => {
      await openProducts(page, path);
      for (const text of lookups) await expect(page.getByText(text), text).toHaveCount(1);
    });
  }

  test("/productos/poloshirts: once a polo is chosen, 'Total estimado' and 'Cantidad' are the panel's alone", async ({
    page,
  }) => {
    await openProducts(page, '/productos/poloshirts');
    await selectButton(page, 'Polo Classic Premium').click();
    await expect(page.getByText('Total estimado')).toHaveCount(1);
    await expect(page.getByText('Cantidad', { exact: true })).toHaveCount(1);
  });

  test("/productos/uniformes-escolares: the school name field is the only thing labelled 'colegio'", async ({
    page,
  }) => {
    await openProducts(page, '/productos/uniformes-escolares');
    await selectButton(page, 'Uniforme Primaria').click();
    await expect(page.getByLabel(/colegio/i)).toHaveCount(1);
    await page.getByLabel(/colegio/i).fill('Colegio San José');
    await expect(page.getByLabel(/colegio/i)).toHaveValue('Colegio San José');
  });
});
