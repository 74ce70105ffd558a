import { artUrl } from '../../common/catalogue/artUrl';
import { catalogueEntries } from '../../common/catalogue/generate';
import type { CatalogueModel } from '../../common/catalogue/types';

/** Softball catalogue: 20 models, ids 1 to 20 (numbers). The only place it is defined. */
export type SoftballModel = CatalogueModel<number>;

export const SOFTBALL_MODEL_COUNT = 20;

export const softballModels: readonly SoftballModel[] = catalogueEntries('softbol', SOFTBALL_MODEL_COUNT).map((e) => ({
  id: e.index,
  name: e.name,
  colors: e.colors,
  image: artUrl('softbol', e.index),
}));
