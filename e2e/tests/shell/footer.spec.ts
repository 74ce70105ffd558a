import { test, expect } from '@playwright/test';
import { openPage } from '../../support/site';
import { MENU_GROUPS } from './menu';
import { SMOKE } from '../../support/tags';

const FOOTER_COLUMNS = [
  {
    label: 'Enlaces',
    links: [
      { name: 'Inicio', href: '/' },
      { name: 'Contacto', href: '/contacto' },
    ],
  },
  ...MENU_GROUPS,
];

test.describe('shell: footer', { tag: SMOKE }, () => {
  test('footer: every page link by column, with the right paths', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Pie de página' });
    await expect(nav.getByRole('heading', { level: 2 })).toHaveText(FOOTER_COLUMNS.map((c) => c.label));
    for (const column of FOOTER_COLUMNS) {
      const list = nav.getByRole('list', { name: column.label, exact: true });
      const links = list.getByRole('link');
      await expect(links, column.label).toHaveText(column.links.map((l) => l.name));
      for (const [i, link] of column.links.entries())
        await expect(links.nth(i), link.name).toHaveAttribute('href', link.href);
    }
    await expect(nav.getByRole('link')).toHaveCount(2 + 6 + 5 + 7);
  });

  test('footer: the link lists side by side start at the same height, though one heading takes two lines', async ({
    page,
  }) => {
    await openPage(page, '/');
    const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Pie de página' });
    const tops = await nav
      .getByRole('list')
      .evaluateAll((lists) => lists.map((l) => Math.round(l.getBoundingClientRect().top)));
    // Lists in one row of columns (the desktop shows all five in one row, phones two by two).
    const rows = new Map<number, number[]>();
    for (const top of tops) {
      const row = [...rows.keys()].find((t) => Math.abs(t - top) < 60) ?? top;
      rows.set(row, [...(rows.get(row) ?? []), top]);
    }
    for (const row of rows.values()) expect(new Set(row).size, `list tops ${row.join(', ')}`).toBe(1);
    const headingHeights = await nav.getByRole('heading', { level: 2 }).evaluateAll((hs) =>
      hs.map((h) => {
        // The text's own height: the heading box itself stretches to its row.
        const text = document.createRange();
        text.selectNodeContents(h);
        return text.getBoundingClientRect().height;
      }),
    );
    expect(Math.max(...headingHeights), 'a heading on two lines').toBeGreaterThan(Math.min(...headingHeights) * 1.5);
  });

  test('footer: phone, e-mail, location, opening hours', async ({ page }) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '(809) 555-0100' })).toHaveAttribute('href', 'tel:+18095550100');
    const mail = footer.getByRole('link', { name: /@/ });
    await expect(mail).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(await mail.getAttribute('href')).toBe(`mailto:${(await mail.innerText()).trim()}`);
    await expect(footer.getByText('Los Mina, Santo Domingo Este', { exact: true })).toBeVisible();

    await expect(footer.getByRole('heading', { name: 'Horario' })).toBeVisible();
    await expect(footer.getByRole('term')).toHaveText(['Lunes a Viernes', 'Sábado', 'Domingo']);
    await expect(footer.getByRole('definition')).toHaveText([/^8:00 [–-] 18:00$/, /^8:00 [–-] 16:00$/, 'Cerrado']);
  });

  test('footer: social icons without links, 2024 copyright line and site-builder credit', async ({ page }) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    const social = footer.getByRole('list', { name: 'Redes sociales' });
    const networks = social.getByRole('listitem');
    await expect(networks).toHaveCount(3);
    await expect(networks.nth(0)).toContainText('Instagram');
    await expect(networks.nth(1)).toContainText('Facebook');
    await expect(networks.nth(2)).toContainText(/YouTube|WhatsApp/);
    for (let i = 0; i < 3; i++) await expect(networks.nth(i).locator('svg')).toBeVisible();
    // docs/product-rules.md#pages (footer): icons without links.
    await expect(social.locator('a')).toHaveCount(0);
    await expect(social.getByRole('button')).toHaveCount(0);

    await expect(
      footer.getByText('© 2024 Estampa RD, SRL. Todos los derechos reservados.', { exact: true }),
    ).toBeVisible();
    await expect(footer.getByText(/^Sitio creado por .+/)).toBeVisible();
  });

  test('the same footer on Home, Contact, a print page and the 404 page', async ({ page }) => {
    await openPage(page, '/');
    const reference = await page.getByRole('contentinfo').innerText();
    expect(reference).toContain('Los Mina');
    for (const path of ['/contacto', '/impresiones/dtf', '/esta-pagina-no-existe']) {
      await openPage(page, path);
      expect(await page.getByRole('contentinfo').innerText(), path).toBe(reference);
    }
  });

  test('a footer link is a plain link to its page', async ({ page }) => {
    await openPage(page, '/contacto');
    await page.getByRole('contentinfo').getByRole('link', { name: 'One Vision', exact: true }).click();
    await expect(page).toHaveURL(/\/impresiones\/one-vision$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One Vision');
  });
});
