import type { Page } from '@playwright/test';

/**
 * What the header's dropdowns must list (docs/product-rules.md#pages: 6 product categories, 5 sports,
 * 7 print services, paths from the route table in section 2). Written out here rather than
 * imported from the app, so a wrong entry in the app's route table fails these tests.
 */
export const MENU_GROUPS = [
  {
    label: 'Productos',
    links: [
      { name: 'T-Shirts', href: '/productos/tshirts' },
      { name: 'Polo Shirts', href: '/productos/poloshirts' },
      { name: 'Promociones', href: '/productos/promociones' },
      { name: 'Tazas', href: '/productos/tazas' },
      { name: 'Termos', href: '/productos/termos' },
      { name: 'Uniformes Escolares', href: '/productos/uniformes-escolares' },
    ],
  },
  {
    label: 'Uniformes Deportivos',
    links: [
      { name: 'Basquetbol', href: '/uniformes/basquetbol' },
      { name: 'Fútbol', href: '/uniformes/futbol' },
      { name: 'Softbol', href: '/uniformes/softbol' },
      { name: 'Béisbol', href: '/uniformes/beisbol' },
      { name: 'Voleibol', href: '/uniformes/voleibol' },
    ],
  },
  {
    label: 'Impresiones',
    links: [
      { name: 'DTF', href: '/impresiones/dtf' },
      { name: 'Sublimación', href: '/impresiones/sublimacion' },
      { name: 'Serigrafía', href: '/impresiones/serigrafia' },
      { name: 'Lona', href: '/impresiones/lona' },
      { name: 'Vinyl', href: '/impresiones/vinyl' },
      { name: 'One Vision', href: '/impresiones/one-vision' },
      { name: 'Coroplast', href: '/impresiones/coroplast' },
    ],
  },
] as const;

export type MenuGroupLabel = (typeof MENU_GROUPS)[number]['label'];

/** The main navigation and, for a dropdown, its button and the links a visitor can see in it. */
export function mainNav(page: Page) {
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Principal' });
  const group = (label: MenuGroupLabel) => {
    const button = nav.getByRole('button', { name: label, exact: true });
    const item = nav.getByRole('listitem').filter({ has: page.getByRole('button', { name: label, exact: true }) });
    // Role queries skip hidden elements: a closed dropdown shows no links.
    return { button, item, links: item.getByRole('list').getByRole('link') };
  };
  return { nav, group };
}
