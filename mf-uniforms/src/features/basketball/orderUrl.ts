import { PATHS } from '@estampa/shared/routes/paths';
import type { CatalogueModel } from '../../common/catalogue/types';

/** The four query parameters the order page reads (SPEC.md section 7). */
export type OrderParams = { modelo: string; nombre: string; colores: string; imagen: string };

export function orderParams(model: CatalogueModel): OrderParams {
  return { modelo: String(model.id), nombre: model.name, colores: model.colors, imagen: model.image };
}

/**
 * The order page's URL for a model: modelo, nombre, colores and imagen, each percent-encoded
 * (spaces as %20, so both URLSearchParams and decodeURIComponent read them back unchanged).
 */
export function orderUrl(model: CatalogueModel): string {
  const params = orderParams(model);
  const query = (Object.keys(params) as Array<keyof OrderParams>).map((key) => `${key}=${encodeURIComponent(params[key])}`).join('&');
  return `${PATHS.basketballOrder}?${query}`;
}
