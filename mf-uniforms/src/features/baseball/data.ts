import { artUrl } from '../../common/catalogue/artUrl';
import { catalogueEntries } from '../../common/catalogue/generate';
import type { CatalogueModel } from '../../common/catalogue/types';

/** Baseball catalogue: 20 models, ids 1 to 20 (numbers). The only place it is defined. */
export type BaseballModel = CatalogueModel<number>;

export const BASEBALL_MODEL_COUNT = 20;

export const baseballModels: readonly BaseballModel[] = catalogueEntries('beisbol', BASEBALL_MODEL_COUNT).map((e) => ({
  id: e.index,
  name: e.name,
  colors: e.colors,
  image: artUrl('beisbol', e.index),
}));
