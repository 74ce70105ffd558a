import { artUrl } from '../../common/catalogue/artUrl';
import { catalogueEntries } from '../../common/catalogue/generate';
import type { CatalogueModel } from '../../common/catalogue/types';

/** Volleyball catalogue: 20 models, ids 1 to 20 (numbers). The only place it is defined. */
export type VolleyballModel = CatalogueModel<number>;

export const VOLLEYBALL_MODEL_COUNT = 20;

export const volleyballModels: readonly VolleyballModel[] = catalogueEntries('voleibol', VOLLEYBALL_MODEL_COUNT).map(
  (e) => ({
    id: e.index,
    name: e.name,
    colors: e.colors,
    image: artUrl('voleibol', e.index),
  }),
);
