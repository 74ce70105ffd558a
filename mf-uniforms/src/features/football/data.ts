import { artUrl } from '../../common/catalogue/artUrl';
import { catalogueEntries } from '../../common/catalogue/generate';
import type { CatalogueModel } from '../../common/catalogue/types';

/** Football catalogue: 20 models, ids '1' to '20' (strings, as docs/product-rules.md#catalogue says). */
export type FootballModel = CatalogueModel<string> & {
  /** Back of the jersey (name and number), shown by the 3D viewer. */
  readonly backImage: string;
  /** Its side (torso, sleeve, collar), on the 3D viewer's side faces. */
  readonly sideImage: string;
};

export const FOOTBALL_MODEL_COUNT = 20;

export const footballModels: readonly FootballModel[] = catalogueEntries('futbol', FOOTBALL_MODEL_COUNT).map((e) => {
  const id = String(e.index);
  return {
    id,
    name: e.name,
    colors: e.colors,
    image: artUrl('futbol', id),
    backImage: artUrl('futbol', id, 'back'),
    sideImage: artUrl('futbol', id, 'side'),
  };
});

export const FOOTBALL_MATERIAL = 'Poliéster sublimado';
export const FOOTBALL_INCLUDES = 'Camiseta + Pantalón';
export const FOOTBALL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] as const;

export const FOOTBALL_FEATURES: readonly string[] = [
  `Tallas de ${FOOTBALL_SIZES[0]} a ${FOOTBALL_SIZES[FOOTBALL_SIZES.length - 1]}`,
  'Tela liviana que seca rápido',
  'Nombre y número de cada jugador incluidos',
  'Colores que no se despegan ni se agrietan',
  'Escudo y patrocinadores sublimados',
];
