import type { Highlight, PrintPageCopy, SectionCopy, Spec, Step } from '../../common/types';
import {
  QUOTE_OR_CONTACT,
  REQUEST_QUOTE,
  applicationsSection,
  processSection,
  specsSection,
} from '../../common/sectionCopy';

/** A coroplast sheet thickness (docs/product-rules.md#catalogue: 3, 4, 5, 6 mm with description and uses). */
export type Thickness = { mm: number; description: string; uses: readonly string[] };

/** Everything the coroplast page shows (docs/product-rules.md#pages, print pages; specs: #constants). */
export type CoroplastData = PrintPageCopy & {
  advantagesSection: SectionCopy;
  advantages: readonly Highlight[];
  thicknessesSection: SectionCopy;
  thicknesses: readonly Thickness[];
  applicationsSection: SectionCopy;
  applications: readonly Highlight[];
  specsSection: SectionCopy;
  specs: readonly Spec[];
  processSection: SectionCopy;
  steps: readonly Step[];
};

export const COROPLAST: CoroplastData = {
  service: 'letreros de coroplast',
  slug: 'coroplast',
  hero: {
    id: 'coroplast-inicio',
    eyebrow: 'Plástico corrugado',
    title: 'Letreros de Coroplast',
    lead: 'Letreros livianos, resistentes al agua y económicos para bienes raíces, obras, campañas y eventos.',
  },
  heroActions: [REQUEST_QUOTE, { kind: 'anchor', label: 'Ver Espesores', target: 'coroplast-espesores' }],
  advantagesSection: {
    id: 'coroplast-ventajas',
    title: 'Ventajas del Coroplast',
    subtitle: 'El material más práctico para letreros temporales y de mediano plazo.',
  },
  advantages: [
    {
      icon: 'truck',
      title: 'Ligero y fácil de instalar',
      description: 'Se transporta y se coloca sin esfuerzo, con estacas, bridas o cinta doble cara.',
    },
    { icon: 'shield', title: 'Resistente al agua', description: 'No se deforma con la lluvia ni la humedad.' },
    {
      icon: 'star',
      title: 'Económico',
      description: 'Más barato que el PVC o el aluminio, ideal para pedidos grandes.',
    },
    {
      icon: 'spark',
      title: 'Impresión a todo color',
      description: 'Impresión directa con colores vivos por una o ambas caras.',
    },
  ],
  thicknessesSection: {
    id: 'coroplast-espesores',
    title: 'Espesores Disponibles',
    subtitle: 'A mayor espesor, más rigidez y resistencia al viento.',
  },
  thicknesses: [
    {
      mm: 3,
      description: 'El más liviano y económico, para uso de corta duración.',
      uses: ['Señalización de eventos', 'Promociones temporales', 'Letreros de interior'],
    },
    {
      mm: 4,
      description: 'El equilibrio entre rigidez y precio; el más pedido.',
      uses: ['Letreros de bienes raíces', 'Campañas y anuncios', 'Señalización de tiendas'],
    },
    {
      mm: 5,
      description: 'Más rigidez para exterior y formatos medianos.',
      uses: ['Letreros de exterior', 'Señalización de obras', 'Rótulos para ferias'],
    },
    {
      mm: 6,
      description: 'El más resistente, para piezas grandes y uso prolongado.',
      uses: ['Letreros de gran formato', 'Vallas de construcción', 'Señalización de larga duración'],
    },
  ],
  applicationsSection: applicationsSection('coroplast', 'Usos más comunes de nuestros letreros.'),
  applications: [
    {
      icon: 'check',
      title: 'Bienes raíces',
      description: 'Anuncia tus propiedades a la vista de todos.',
      items: ['Se vende / Se alquila', 'Proyectos en preventa', 'Casas modelo'],
    },
    {
      icon: 'shield',
      title: 'Construcción y seguridad',
      description: 'Señalización clara en obras y empresas.',
      items: ['Letreros de obra', 'Señales de seguridad', 'Rutas y accesos'],
    },
    {
      icon: 'spark',
      title: 'Campañas publicitarias',
      description: 'Tu mensaje repetido en muchos puntos a bajo costo.',
      items: ['Campañas comunitarias', 'Lanzamientos de productos', 'Ofertas de temporada'],
    },
    {
      icon: 'heart',
      title: 'Eventos y comercios',
      description: 'Piezas livianas para montar y desmontar.',
      items: ['Direccionales de eventos', 'Menús y precios', 'Exhibidores de punto de venta'],
    },
  ],
  specsSection: specsSection('coroplast'),
  specs: [
    { label: 'Material', value: 'Polipropileno corrugado' },
    { label: 'Tamaño de plancha', value: '1.22 x 2.44 m' },
    { label: 'Durabilidad en exterior', value: '2-3 años' },
  ],
  processSection: processSection('coroplast', 'Tu letrero listo en cuatro pasos.'),
  steps: [
    { title: 'Diseño', description: 'Preparamos el arte a la medida del letrero, o adaptamos el tuyo.' },
    { title: 'Impresión', description: 'Imprimimos directo sobre la plancha, por una o por ambas caras.' },
    { title: 'Corte a medida', description: 'Cortamos cada pieza al tamaño y la forma que necesitas.' },
    {
      title: 'Entrega e instalación',
      description: 'Te lo entregamos con estacas o accesorios, o lo instalamos por ti.',
    },
  ],
  closing: {
    id: 'coroplast-cotizar',
    title: '¿Necesitas letreros de coroplast?',
    text: 'Dinos la cantidad, las medidas y el espesor, y te enviamos la cotización por WhatsApp.',
    actions: QUOTE_OR_CONTACT,
  },
};
