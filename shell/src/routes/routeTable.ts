import type { RemoteName } from '@estampa/shared/apps/apps';
import { BUSINESS, shortAddress } from '@estampa/shared/business/identity';
import { PATHS, type SitePath } from '@estampa/shared/routes/paths';

/** A remote's name (the apps table, shared/src/apps/apps.js). */
export type { RemoteName };

/** Which app renders a route: the shell's own page, or a remote's exposed module. */
export type RouteRenderer = { kind: 'shell'; page: 'home' | 'contact' } | { kind: 'remote'; remote: RemoteName; module: string };

export type NavGroup = 'productos' | 'uniformes' | 'impresiones';

export type Route = {
  path: SitePath;
  /** Document <title> (the site name is appended by the template). */
  title: string;
  description: string;
  /** Label in menus and the footer; absent for pages not in menus. */
  navLabel?: string;
  navGroup?: NavGroup;
  render: RouteRenderer;
};

const remote = (r: RemoteName, module: string): RouteRenderer => ({ kind: 'remote', remote: r, module });

/**
 * The route table: every public path, its title and description, its menu entry and which app
 * renders it. Menus, the footer, the server's list of known paths, the 404 decision, the
 * sitemap and the prerendered templates all come from this one list.
 */
export const ROUTES: readonly Route[] = [
  { path: PATHS.home, title: `Ropa personalizada, uniformes e impresiones en ${BUSINESS.address.city}`, description: `Polos, t-shirts, tazas, termos, gorras, uniformes escolares y deportivos sublimados, e impresiones DTF, serigrafía, lona y vinil en ${shortAddress}. Cotiza por WhatsApp.`, navLabel: 'Inicio', render: { kind: 'shell', page: 'home' } },
  { path: PATHS.tshirts, title: 'T-Shirts personalizadas', description: 'T-shirts personalizadas con sublimación, DTF, serigrafía y bordado. Precios desde $12. Cotiza por WhatsApp.', navLabel: 'T-Shirts', navGroup: 'productos', render: remote('products', 'TshirtsPage') },
  { path: PATHS.polos, title: 'Polo shirts personalizados', description: 'Configura tu polo: modelo, color, talla y cantidad, y recibe el total estimado al instante.', navLabel: 'Polo Shirts', navGroup: 'productos', render: remote('products', 'PolosPage') },
  { path: PATHS.combos, title: 'Combos promocionales', description: 'Combos promocionales textiles, de oficina, para eventos y lanzamientos con ahorro de hasta 40%.', navLabel: 'Promociones', navGroup: 'productos', render: remote('products', 'CombosPage') },
  { path: PATHS.mugs, title: 'Tazas personalizadas', description: 'Tazas personalizadas de 11, 12 y 15 oz con tu diseño, foto o texto. Cotiza por WhatsApp.', navLabel: 'Tazas', navGroup: 'productos', render: remote('products', 'TazasPage') },
  { path: PATHS.bottles, title: 'Termos personalizados', description: 'Termos personalizados que mantienen tus bebidas calientes hasta 20 horas y frías hasta 40 horas.', navLabel: 'Termos', navGroup: 'productos', render: remote('products', 'TermosPage') },
  { path: PATHS.schoolUniforms, title: 'Uniformes escolares', description: 'Uniformes escolares para preescolar, primaria, secundaria y bachillerato con bordado del logo incluido.', navLabel: 'Uniformes Escolares', navGroup: 'productos', render: remote('products', 'UniformesEscolaresPage') },
  { path: PATHS.basketball, title: 'Uniformes de basquetbol sublimados', description: '200 modelos de uniformes de basquetbol sublimados. Elige tu modelo y arma el pedido de tu equipo.', navLabel: 'Basquetbol', navGroup: 'uniformes', render: remote('uniforms', 'BasquetbolPage') },
  { path: PATHS.basketballOrder, title: 'Pedido de uniformes de basquetbol', description: 'Arma la lista de jugadores de tu equipo y descarga el pedido imprimible.', render: remote('order', 'PedidoPage') },
  { path: PATHS.football, title: 'Uniformes de fútbol sublimados', description: '20 modelos de uniformes de fútbol con visor 3D. Camiseta y pantalón en tallas XS a 3XL.', navLabel: 'Fútbol', navGroup: 'uniformes', render: remote('uniforms', 'FutbolPage') },
  { path: PATHS.softball, title: 'Uniformes de softbol', description: '20 modelos de uniformes de softbol con protección UV y cortes femeninos.', navLabel: 'Softbol', navGroup: 'uniformes', render: remote('uniforms', 'SoftbolPage') },
  { path: PATHS.baseball, title: 'Uniformes de béisbol', description: '20 modelos de uniformes de béisbol de estilo clásico y calidad MLB.', navLabel: 'Béisbol', navGroup: 'uniformes', render: remote('uniforms', 'BeisbolPage') },
  { path: PATHS.volleyball, title: 'Uniformes de voleibol', description: '20 modelos de uniformes de voleibol flexibles, ventilados y de colores vibrantes.', navLabel: 'Voleibol', navGroup: 'uniformes', render: remote('uniforms', 'VoleibolPage') },
  { path: PATHS.dtf, title: 'Impresión DTF', description: 'Impresión DTF a todo color sobre cualquier tela. Cotiza por WhatsApp.', navLabel: 'DTF', navGroup: 'impresiones', render: remote('prints', 'DtfPage') },
  { path: PATHS.sublimation, title: 'Sublimación', description: 'Sublimación en textiles, tazas, artículos promocionales y uniformes deportivos.', navLabel: 'Sublimación', navGroup: 'impresiones', render: remote('prints', 'SublimacionPage') },
  { path: PATHS.screenPrinting, title: 'Serigrafía', description: 'Serigrafía para grandes volúmenes con colores sólidos y duraderos.', navLabel: 'Serigrafía', navGroup: 'impresiones', render: remote('prints', 'SerigrafiaPage') },
  { path: PATHS.banner, title: 'Impresión en lona', description: 'Lonas Frontlit, Backlit, Mesh y Blockout a 1440 DPI, hasta 5 m x 50 m.', navLabel: 'Lona', navGroup: 'impresiones', render: remote('prints', 'LonaPage') },
  { path: PATHS.vinyl, title: 'Corte de vinil', description: 'Vinil adhesivo, removible, textil y reflectivo: más de 100 colores y hasta 7 años en exterior.', navLabel: 'Vinyl', navGroup: 'impresiones', render: remote('prints', 'VinylPage') },
  { path: PATHS.oneVision, title: 'One Vision (vinil microperforado)', description: 'Vinil microperforado One Vision para vidrieras y vehículos: publicidad por fuera, visibilidad por dentro.', navLabel: 'One Vision', navGroup: 'impresiones', render: remote('prints', 'OneVisionPage') },
  { path: PATHS.coroplast, title: 'Letreros de coroplast', description: 'Letreros de coroplast de 3, 4, 5 y 6 mm, livianos y resistentes a la intemperie.', navLabel: 'Coroplast', navGroup: 'impresiones', render: remote('prints', 'CoroplastPage') },
  { path: PATHS.contact, title: 'Contáctanos', description: `Teléfono, WhatsApp, correo, horario y ubicación en ${shortAddress}. Escríbenos y te respondemos en menos de 24 horas.`, navLabel: 'Contacto', render: { kind: 'shell', page: 'contact' } },
];

export const NAV_GROUPS: readonly { id: NavGroup; label: string }[] = [
  { id: 'productos', label: 'Productos' },
  { id: 'uniformes', label: 'Uniformes Deportivos' },
  { id: 'impresiones', label: 'Impresiones' },
];

export type MenuLink = { name: string; path: string };

/** The menu links of one dropdown group, in table order. */
export function menuLinks(group: NavGroup): MenuLink[] {
  return ROUTES.filter((r) => r.navGroup === group && r.navLabel).map((r) => ({ name: r.navLabel as string, path: r.path }));
}

const byPath = new Map<string, Route>(ROUTES.map((r) => [r.path, r]));

/** The route for a request path (a trailing slash is tolerated), or undefined for a 404. */
export function findRoute(pathname: string): Route | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(clean || '/');
}

export const NOT_FOUND_TITLE = 'This page has not been generated';
