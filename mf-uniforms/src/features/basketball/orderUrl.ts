import { orderQuery, type OrderParams } from '@estampa/shared/order/orderUrl';
import { PATHS } from '@estampa/shared/routes/paths';
import type { CatalogueModel } from '../../common/catalogue/types';

export type { OrderParams };

/** The four query parameters the order page reads, from a catalogue model. */
export function orderParams(model: CatalogueModel): OrderParams {
  return { modelo: String(model.id), nombre: model.name, colores: model.colors, imagen: model.image };
}

/** The order page's URL for a model (the contract: shared/src/order/orderUrl.js). */
export function orderUrl(model: CatalogueModel): string {
  return `${PATHS.basketballOrder}${orderQuery(orderParams(model))}`;
}
