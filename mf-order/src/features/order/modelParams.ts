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

/**
 * What the order's purchase intents (download, WhatsApp summary) are counted for in field data: the
 * basketball model, `basquetbol-<id>`. The id comes from the URL, where anyone can write anything:
 * only a catalogue-shaped id (a number) is used, anything else counts for the sport alone.
 */
export function orderIntentItem(model: SelectedModel | undefined): string {
  // Not read yet (the prerendered page): the sport alone, like an id that is not the catalogue's.
  return model && /^\d{1,4}$/.test(model.id) ? `basquetbol-${model.id}` : 'basquetbol';
}
