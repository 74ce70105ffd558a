import { remoteSeo, type PageSeo } from '@estampa/shared/seo/remoteSeo';
import { jerseySvg } from '../common/art/jerseySvg';
import type { CatalogueModel, Sport } from '../common/catalogue/types';
import { basketballModels } from '../features/basketball/data';
import { footballModels } from '../features/football/data';
import { softballModels } from '../features/softball/data';
import { baseballModels } from '../features/baseball/data';
import { volleyballModels } from '../features/volleyball/data';

/**
 * Build-time only (bundled as dist/server/seo.js; no page imports it): each catalogue's
 * link-preview card, drawn with the jersey art of its first model. Sports uniforms carry no
 * price on the site (docs/product-rules.md#pages), so these pages have no Product data; the shell adds breadcrumbs.
 */
function cataloguePage(sport: Sport, models: readonly CatalogueModel[], title: string, subtitle: string): PageSeo {
  return {
    card: { title, subtitle: `${models.length} modelos. ${subtitle}`, art: jerseySvg(models[0], { sport }) },
    jsonLd: () => [],
  };
}

export default remoteSeo({
  BasquetbolPage: cataloguePage(
    'basquetbol',
    basketballModels,
    'Uniformes de basquetbol sublimados',
    'Elige el tuyo y arma el pedido de tu equipo.',
  ),
  FutbolPage: cataloguePage(
    'futbol',
    footballModels,
    'Uniformes de fútbol sublimados',
    'Camiseta y pantalón, con visor 3D.',
  ),
  SoftbolPage: cataloguePage('softbol', softballModels, 'Uniformes de softbol', 'Protección UV y cortes femeninos.'),
  BeisbolPage: cataloguePage('beisbol', baseballModels, 'Uniformes de béisbol', 'Estilo clásico y calidad MLB.'),
  VoleibolPage: cataloguePage(
    'voleibol',
    volleyballModels,
    'Uniformes de voleibol',
    'Flexibles, ventilados y de colores vivos.',
  ),
});
