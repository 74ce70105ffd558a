import { BUSINESS, shortAddress } from '@estampa/shared/business/identity';
import { PATHS, type SitePath } from '@estampa/shared/routes/paths';

/** A page's document <title> (the site name is added by the template) and meta description. */
export type RouteMeta = { title: string; description: string };

/**
 * Title and description of every path of the route table (routeTable.ts), for the prerendered
 * documents only (no browser code imports this file). A Record over every SitePath: a page
 * without its title and description does not compile.
 */
export const ROUTE_META: Record<SitePath, RouteMeta> = {
  [PATHS.home]: {
    title: `Ropa personalizada, uniformes e impresiones en ${BUSINESS.address.city}`,
    description: `Polos, t-shirts, tazas, termos, gorras, uniformes escolares y deportivos sublimados, e impresiones DTF, serigrafía, lona y vinil en ${shortAddress}. Cotiza por WhatsApp.`,
  },
  [PATHS.tshirts]: {
    title: 'T-Shirts personalizadas',
    description:
      'T-shirts personalizadas con sublimación, DTF, serigrafía y bordado. Precios desde $12. Cotiza por WhatsApp.',
  },
  [PATHS.polos]: {
    title: 'Polo shirts personalizados',
    description: 'Configura tu polo: modelo, color, talla y cantidad, y recibe el total estimado al instante.',
  },
  [PATHS.combos]: {
    title: 'Combos promocionales',
    description: 'Combos promocionales textiles, de oficina, para eventos y lanzamientos con ahorro de hasta 40%.',
  },
  [PATHS.mugs]: {
    title: 'Tazas personalizadas',
    description: 'Tazas personalizadas de 11, 12 y 15 oz con tu diseño, foto o texto. Cotiza por WhatsApp.',
  },
  [PATHS.bottles]: {
    title: 'Termos personalizados',
    description: 'Termos personalizados que mantienen tus bebidas calientes hasta 20 horas y frías hasta 40 horas.',
  },
  [PATHS.schoolUniforms]: {
    title: 'Uniformes escolares',
    description:
      'Uniformes escolares para preescolar, primaria, secundaria y bachillerato con bordado del logo incluido.',
  },
  [PATHS.basketball]: {
    title: 'Uniformes de basquetbol sublimados',
    description: '200 modelos de uniformes de basquetbol sublimados. Elige tu modelo y arma el pedido de tu equipo.',
  },
  [PATHS.basketballOrder]: {
    title: 'Pedido de uniformes de basquetbol',
    description: 'Arma la lista de jugadores de tu equipo y descarga el pedido imprimible.',
  },
  [PATHS.football]: {
    title: 'Uniformes de fútbol sublimados',
    description: '20 modelos de uniformes de fútbol con visor 3D. Camiseta y pantalón en tallas XS a 3XL.',
  },
  [PATHS.softball]: {
    title: 'Uniformes de softbol',
    description: '20 modelos de uniformes de softbol con protección UV y cortes femeninos.',
  },
  [PATHS.baseball]: {
    title: 'Uniformes de béisbol',
    description: '20 modelos de uniformes de béisbol de estilo clásico y calidad MLB.',
  },
  [PATHS.volleyball]: {
    title: 'Uniformes de voleibol',
    description: '20 modelos de uniformes de voleibol flexibles, ventilados y de colores vibrantes.',
  },
  [PATHS.dtf]: {
    title: 'Impresión DTF',
    description: 'Impresión DTF a todo color sobre cualquier tela. Cotiza por WhatsApp.',
  },
  [PATHS.sublimation]: {
    title: 'Sublimación',
    description: 'Sublimación en textiles, tazas, artículos promocionales y uniformes deportivos.',
  },
  [PATHS.screenPrinting]: {
    title: 'Serigrafía',
    description: 'Serigrafía para grandes volúmenes con colores sólidos y duraderos.',
  },
  [PATHS.banner]: {
    title: 'Impresión en lona',
    description: 'Lonas Frontlit, Backlit, Mesh y Blockout a 1440 DPI, hasta 5 m x 50 m.',
  },
  [PATHS.vinyl]: {
    title: 'Corte de vinil',
    description: 'Vinil adhesivo, removible, textil y reflectivo: más de 100 colores y hasta 7 años en exterior.',
  },
  [PATHS.oneVision]: {
    title: 'One Vision (vinil microperforado)',
    description:
      'Vinil microperforado One Vision para vidrieras y vehículos: publicidad por fuera, visibilidad por dentro.',
  },
  [PATHS.coroplast]: {
    title: 'Letreros de coroplast',
    description: 'Letreros de coroplast de 3, 4, 5 y 6 mm, livianos y resistentes a la intemperie.',
  },
  [PATHS.contact]: {
    title: 'Contáctanos',
    description: `Teléfono, WhatsApp, correo, horario y ubicación en ${shortAddress}. Escríbenos y te respondemos en menos de 24 horas.`,
  },
};
