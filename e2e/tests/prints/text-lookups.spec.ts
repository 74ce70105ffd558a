import { test, expect } from '@playwright/test';
import { describeSameCommit } from '../../support/environment';
import { openPrintPage } from './printPage';

// A lookup of SPEC's words on a print page finds the one place they stand: an intro line, a
// feature or a spec row does not repeat a figure, a type's name or the samples' 'Cotizar'.

describeSameCommit('prints: lookups by text find one element', { app: 'prints' }, () => {
  const once: Array<{ path: string; lookups: string[] }> = [
    { path: '/impresiones/lona', lookups: ['1440 DPI', '5 m x 50 m', '5+ años'] },
    { path: '/impresiones/vinyl', lookups: ['Adhesivo', 'Removible', 'Textil', 'Reflectivo'] },
    { path: '/impresiones/coroplast', lookups: ['3 mm', '4 mm', '5 mm', '6 mm', '1.22 x 2.44 m'] },
    { path: '/impresiones/one-vision', lookups: ['Removible', '60/40', '0.14 mm'] },
  ];
  for (const { path, lookups } of once) {
    test(`${path}: ${lookups.map((l) => `'${l}'`).join(', ')} each found once`, async ({ page }) => {
      await openPrintPage(page, path);
      for (const text of lookups) await expect(page.getByText(text), text).toHaveCount(1);
    });
  }

  for (const path of ['/impresiones/dtf', '/impresiones/sublimacion']) {
    test(`${path}: 'Cotizar' is the four sample products' links alone`, async ({ page }) => {
      await openPrintPage(page, path);
      await expect(page.getByRole('button', { name: 'Cotizar' })).toHaveCount(4);
      await expect(page.getByText('Cotizar')).toHaveCount(4);
    });
  }
});
