import type { RemoteName } from '@estampa/shared/apps/apps';
import { PATHS, type SitePath } from '@estampa/shared/routes/paths';
import type { ExposedBy } from '../federation/remotePages';

/** A remote's name (the apps table, shared/src/apps/apps.js). */
export type { RemoteName };

/** Which app renders a route: the shell's own page, or a remote's exposed module. */
export type RouteRenderer =
  { kind: 'shell'; page: 'home' | 'contact' } | { kind: 'remote'; remote: RemoteName; module: string };

export type NavGroup = 'productos' | 'uniformes' | 'impresiones';

export type Route = {
  path: SitePath;
  /** Label in menus and the footer; absent for pages not in menus. */
  navLabel?: string;
  navGroup?: NavGroup;
  render: RouteRenderer;
};

/** A route rendered by a remote's page: the typecheck refuses a module the remote does not expose. */
const remote = <R extends RemoteName>(r: R, module: ExposedBy<R>): RouteRenderer => ({
  kind: 'remote',
  remote: r,
  module,
});

/**
 * The route table: every public path, its menu entry and which app renders it. Menus, the footer,
 * the server's list of known paths, the 404 decision, the sitemap and the prerendered templates
 * all come from this one list. Each path's title and description are in routeMeta.ts (keyed by
 * path, so none can be missing), read by the prerender only: the header's script, which imports
 * this table, does not carry them.
 */
export const ROUTES: readonly Route[] = [
  { path: PATHS.home, navLabel: 'Inicio', render: { kind: 'shell', page: 'home' } },
  { path: PATHS.tshirts, navLabel: 'T-Shirts', navGroup: 'productos', render: remote('products', 'TshirtsPage') },
  { path: PATHS.polos, navLabel: 'Polo Shirts', navGroup: 'productos', render: remote('products', 'PolosPage') },
  { path: PATHS.combos, navLabel: 'Promociones', navGroup: 'productos', render: remote('products', 'CombosPage') },
  { path: PATHS.mugs, navLabel: 'Tazas', navGroup: 'productos', render: remote('products', 'TazasPage') },
  { path: PATHS.bottles, navLabel: 'Termos', navGroup: 'productos', render: remote('products', 'TermosPage') },
  {
    path: PATHS.schoolUniforms,
    navLabel: 'Uniformes Escolares',
    navGroup: 'productos',
    render: remote('products', 'UniformesEscolaresPage'),
  },
  {
    path: PATHS.basketball,
    navLabel: 'Basquetbol',
    navGroup: 'uniformes',
    render: remote('uniforms', 'BasquetbolPage'),
  },
  { path: PATHS.basketballOrder, render: remote('order', 'PedidoPage') },
  { path: PATHS.football, navLabel: 'Fútbol', navGroup: 'uniformes', render: remote('uniforms', 'FutbolPage') },
  { path: PATHS.softball, navLabel: 'Softbol', navGroup: 'uniformes', render: remote('uniforms', 'SoftbolPage') },
  { path: PATHS.baseball, navLabel: 'Béisbol', navGroup: 'uniformes', render: remote('uniforms', 'BeisbolPage') },
  { path: PATHS.volleyball, navLabel: 'Voleibol', navGroup: 'uniformes', render: remote('uniforms', 'VoleibolPage') },
  { path: PATHS.dtf, navLabel: 'DTF', navGroup: 'impresiones', render: remote('prints', 'DtfPage') },
  {
    path: PATHS.sublimation,
    navLabel: 'Sublimación',
    navGroup: 'impresiones',
    render: remote('prints', 'SublimacionPage'),
  },
  {
    path: PATHS.screenPrinting,
    navLabel: 'Serigrafía',
    navGroup: 'impresiones',
    render: remote('prints', 'SerigrafiaPage'),
  },
  { path: PATHS.banner, navLabel: 'Lona', navGroup: 'impresiones', render: remote('prints', 'LonaPage') },
  { path: PATHS.vinyl, navLabel: 'Vinyl', navGroup: 'impresiones', render: remote('prints', 'VinylPage') },
  { path: PATHS.oneVision, navLabel: 'One Vision', navGroup: 'impresiones', render: remote('prints', 'OneVisionPage') },
  { path: PATHS.coroplast, navLabel: 'Coroplast', navGroup: 'impresiones', render: remote('prints', 'CoroplastPage') },
  { path: PATHS.contact, navLabel: 'Contacto', render: { kind: 'shell', page: 'contact' } },
];

export const NAV_GROUPS: readonly { id: NavGroup; label: string }[] = [
  { id: 'productos', label: 'Productos' },
  { id: 'uniformes', label: 'Uniformes Deportivos' },
  { id: 'impresiones', label: 'Impresiones' },
];

export type MenuLink = { name: string; path: string };

/** The menu links of one dropdown group, in table order. */
export function menuLinks(group: NavGroup): MenuLink[] {
  return ROUTES.filter((r) => r.navGroup === group && r.navLabel).map((r) => ({
    name: r.navLabel as string,
    path: r.path,
  }));
}

const byPath = new Map<string, Route>(ROUTES.map((r) => [r.path, r]));

/** The route for a request path (a trailing slash is tolerated), or undefined for a 404. */
export function findRoute(pathname: string): Route | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(clean || '/');
}

export const NOT_FOUND_TITLE = 'This page has not been generated';
