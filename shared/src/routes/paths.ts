import type { RemoteName } from '../apps/apps';

/**
 * The public URL of every page: the contract between the shell (which owns the route table,
 * titles and which remote renders each path) and the remotes (which link to these pages).
 */
export const PATHS = {
  home: '/',
  contact: '/contacto',
  basketball: '/uniformes/basquetbol',
  basketballOrder: '/uniformes/basquetbol/pedido',
  football: '/uniformes/futbol',
  softball: '/uniformes/softbol',
  baseball: '/uniformes/beisbol',
  volleyball: '/uniformes/voleibol',
  dtf: '/impresiones/dtf',
  sublimation: '/impresiones/sublimacion',
  screenPrinting: '/impresiones/serigrafia',
  banner: '/impresiones/lona',
  vinyl: '/impresiones/vinyl',
  oneVision: '/impresiones/one-vision',
  coroplast: '/impresiones/coroplast',
  tshirts: '/productos/tshirts',
  polos: '/productos/poloshirts',
  combos: '/productos/promociones',
  mugs: '/productos/tazas',
  bottles: '/productos/termos',
  schoolUniforms: '/productos/uniformes-escolares',
} as const;

export type PathKey = keyof typeof PATHS;
export type SitePath = (typeof PATHS)[PathKey];

/**
 * Where a remote's static files (generated art, images) are reachable from the composed site:
 * the shell's server (or nginx/CDN) maps /remotes/<name>/ to that remote's current deployment.
 */
export function remoteAssetUrl(remote: RemoteName, file: string): string {
  return `/remotes/${remote}/${file.replace(/^\/+/, '')}`;
}
