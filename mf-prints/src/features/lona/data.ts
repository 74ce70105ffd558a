import type { Highlight, PrintPageCopy, SectionCopy, Spec } from '../../common/types';
import { QUOTE_OR_CONTACT, REQUEST_QUOTE, applicationsSection, specsSection } from '../../common/sectionCopy';

/** A banner material (docs/product-rules.md#catalogue: name, description, weight in g/m², use). */
export type BannerType = { id: string; name: string; description: string; weight: number; use: string };

/** Everything the banner (lona) page shows (docs/product-rules.md#pages, print pages; specs: #constants). */
export type LonaData = PrintPageCopy & {
  featuresSection: SectionCopy;
  features: readonly Highlight[];
  typesSection: SectionCopy;
  types: readonly BannerType[];
  applicationsSection: SectionCopy;
  applications: readonly Highlight[];
  specsSection: SectionCopy;
  specs: readonly Spec[];
};

export const LONA: LonaData = {
  service: 'impresión en lona',
  slug: 'lona',
  hero: {
    id: 'lona-inicio',
    eyebrow: 'Gran formato',
    title: 'Impresión en Lona',
    lead: 'Banners, vallas y letreros en lona de alta resolución, en el tamaño que necesites y listos para el sol y la lluvia.',
  },
  heroActions: [REQUEST_QUOTE, { kind: 'anchor', label: 'Ver Tipos de Lona', target: 'lona-tipos' }],
  featuresSection: {
    id: 'lona-caracteristicas',
    title: 'Características',
    subtitle: 'Publicidad exterior que se ve bien de cerca y de lejos.',
  },
  features: [
    {
      icon: 'star',
      title: 'Alta resolución',
      description: 'Textos nítidos y colores fieles a tu marca, de cerca y a distancia.',
    },
    {
      icon: 'shield',
      title: 'Resistente a la intemperie',
      description: 'Tintas y materiales preparados para el sol, la lluvia y el viento.',
    },
    { icon: 'spark', title: 'Gran formato', description: 'Imprimimos piezas de hasta 5 m de ancho por 50 m de largo.' },
    {
      icon: 'check',
      title: 'Acabados listos para instalar',
      description: 'Dobladillo, ojetes y bolsillos para tubo según dónde la vayas a colocar.',
    },
  ],
  typesSection: {
    id: 'lona-tipos',
    title: 'Tipos de Lona',
    subtitle: 'Cada material tiene su peso y su uso ideal.',
  },
  types: [
    {
      id: 'frontlit',
      name: 'Frontlit',
      weight: 440,
      description: 'La lona clásica de impresión frontal: resistente, económica y de colores vivos.',
      use: 'Vallas, fachadas, banners de eventos y letreros exteriores.',
    },
    {
      id: 'backlit',
      name: 'Backlit',
      weight: 510,
      description: 'Lona translúcida que deja pasar la luz para que tu anuncio luzca también de noche.',
      use: 'Cajas de luz y letreros iluminados desde atrás.',
    },
    {
      id: 'mesh',
      name: 'Mesh',
      weight: 370,
      description: 'Lona microperforada que deja pasar el aire y reduce el efecto vela.',
      use: 'Edificios, andamios, estadios y lugares con mucho viento.',
    },
    {
      id: 'blockout',
      name: 'Blockout',
      weight: 610,
      description: 'Lona gruesa con capa interior opaca que bloquea la luz y permite imprimir por ambas caras.',
      use: 'Banners de doble cara, colgantes y exhibidores.',
    },
  ],
  applicationsSection: applicationsSection('lona', 'Dónde nuestros clientes usan sus lonas.'),
  applications: [
    {
      icon: 'spark',
      title: 'Publicidad exterior',
      description: 'Tu marca a la vista de todos, día y noche.',
      items: ['Vallas publicitarias', 'Fachadas de negocios', 'Letreros de carretera'],
    },
    {
      icon: 'heart',
      title: 'Eventos y ferias',
      description: 'Escenografía y señalización que llegan a tiempo.',
      items: ['Backings para fotos', 'Stands y ferias', 'Conciertos y actividades deportivas'],
    },
    {
      icon: 'check',
      title: 'Negocios y puntos de venta',
      description: 'Promociones que se notan desde la calle.',
      items: ['Banners de ofertas', 'Colmados y tiendas', 'Inauguraciones'],
    },
  ],
  specsSection: specsSection('lona'),
  specs: [
    { label: 'Resolución', value: '1440 DPI' },
    { label: 'Tamaño máximo', value: '5 m x 50 m' },
    { label: 'Durabilidad en exterior', value: '5+ años' },
    { label: 'Acabados', value: 'Dobladillo, ojetes y bolsillos' },
  ],
  closing: {
    id: 'lona-cotizar',
    title: '¿Listo para tu lona?',
    text: 'Envíanos las medidas, el tipo de lona y tu diseño (o la idea), y te cotizamos por WhatsApp.',
    actions: QUOTE_OR_CONTACT,
  },
};
