import { artUrl } from '../../common/catalogue/artUrl';
import { catalogueEntries } from '../../common/catalogue/generate';
import type { CatalogueModel } from '../../common/catalogue/types';

/** Basketball catalogue: 200 models, ids 1 to 200 (numbers). The only place it is defined. */
export type BasketballModel = CatalogueModel<number>;

export const BASKETBALL_MODEL_COUNT = 200;

export const basketballModels: readonly BasketballModel[] = catalogueEntries('basquetbol', BASKETBALL_MODEL_COUNT).map(
  (e) => ({
    id: e.index,
    name: e.name,
    colors: e.colors,
    image: artUrl('basquetbol', e.index),
  }),
);
