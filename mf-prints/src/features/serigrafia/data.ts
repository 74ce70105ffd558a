import type { Highlight, PrintPageCopy, SectionCopy, Step } from '../../common/types';
import { REQUEST_QUOTE, applicationsSection, processSection } from '../../common/sectionCopy';

/**
 * Everything the screen-printing page shows (docs/product-rules.md#pages, print pages). Its four buttons
 * (quote, gallery, contact, portfolio) get the actions docs/product-rules.md#improvements names: chat, the examples
 * section, the contact page, the examples section.
 */
export type SerigrafiaData = PrintPageCopy & {
  advantagesSection: SectionCopy;
  advantages: readonly Highlight[];
  /** The examples section the gallery / portfolio buttons jump to. */
  applicationsSection: SectionCopy;
  applications: readonly Highlight[];
  processSection: SectionCopy;
  /** Shown numbered 01 to 04. */
  steps: readonly Step[];
};

/** The examples section the gallery and portfolio buttons jump to. */
const APPLICATIONS = applicationsSection('serigrafia', 'Algunos de los trabajos que hacemos a diario con serigrafía.');

export const SERIGRAFIA: SerigrafiaData = {
  service: 'serigrafía',
  slug: 'serigrafia',
  hero: {
    id: 'serigrafia-inicio',
    eyebrow: 'Estampado tradicional',
    title: 'Serigrafía',
    lead: 'La técnica clásica para grandes cantidades: colores sólidos, gran cobertura y un estampado que dura tanto como la prenda.',
  },
  heroActions: [REQUEST_QUOTE, { kind: 'anchor', label: 'Ver Galería', target: APPLICATIONS.id }],
  advantagesSection: {
    id: 'serigrafia-ventajas',
    title: 'Ventajas de la Serigrafía',
    subtitle: 'La mejor opción cuando necesitas muchas piezas con el mismo diseño.',
  },
  advantages: [
    {
      icon: 'truck',
      title: 'Ideal para grandes volúmenes',
      description: 'Mientras más piezas produces, menor es el costo por unidad.',
    },
    {
      icon: 'spark',
      title: 'Colores sólidos e intensos',
      description: 'Tintas opacas que cubren con fuerza, incluso sobre telas oscuras.',
    },
    {
      icon: 'shield',
      title: 'Máxima durabilidad',
      description: 'El estampado resiste el uso diario y los lavados durante años.',
    },
    {
      icon: 'star',
      title: 'Tintas especiales',
      description: 'Plastisol, base agua, metálicas y efectos con relieve para un acabado único.',
    },
  ],
  applicationsSection: APPLICATIONS,
  applications: [
    {
      icon: 'check',
      title: 'Camisetas y uniformes corporativos',
      description: 'Tu marca en el equipo de trabajo, con colores idénticos en cada pieza.',
      items: ['Camisetas y polos de empresa', 'Uniformes de personal', 'Chalecos y delantales'],
    },
    {
      icon: 'heart',
      title: 'Eventos y campañas',
      description: 'Grandes cantidades listas a tiempo para tu actividad.',
      items: ['Camisetas para maratones y torneos', 'Campañas y promociones', 'Fiestas patronales y de empresa'],
    },
    {
      icon: 'spark',
      title: 'Bolsos y artículos promocionales',
      description: 'Estampado duradero sobre lona, algodón y materiales gruesos.',
      items: ['Tote bags y bolsos ecológicos', 'Mochilas de cuerda', 'Delantales y gorras'],
    },
  ],
  processSection: processSection('serigrafia', 'Cuatro pasos, del diseño a la prenda estampada.'),
  steps: [
    {
      title: 'Diseño y separación de colores',
      description: 'Preparamos tu arte y separamos cada color en su propio positivo.',
    },
    {
      title: 'Preparación de pantallas',
      description: 'Emulsionamos y revelamos una pantalla por cada color del diseño.',
    },
    { title: 'Impresión', description: 'Estampamos color por color, con registro exacto en cada prenda.' },
    {
      title: 'Curado y entrega',
      description: 'Curamos la tinta con calor para fijarla y revisamos cada pieza antes de entregarla.',
    },
  ],
  closing: {
    id: 'serigrafia-contacto',
    title: '¿Necesitas estampar en cantidad?',
    text: 'Cuéntanos cuántas piezas necesitas y cuántos colores lleva tu diseño, y te preparamos una propuesta.',
    actions: [
      { kind: 'contact', label: 'Contactar' },
      { kind: 'anchor', label: 'Ver Portafolio', target: APPLICATIONS.id },
    ],
  },
};
