import { readOrderQuery } from '@estampa/shared/order/orderUrl';
import type { SelectedModel } from './types';

/**
 * The selected model from the query string (the order page's URL contract,
 * shared/src/order/orderUrl.js), or null when any of its four parameters is missing or blank.
 * Values are only trimmed and capped: they are escaped wherever they are shown, and the image
 * is checked by safeImageUrl before any use.
 */
export function readSelectedModel(search: string): SelectedModel | null {
  const params = readOrderQuery(search);
  return params && { id: params.modelo, nombre: params.nombre, colores: params.colores, imagen: params.imagen };
}
