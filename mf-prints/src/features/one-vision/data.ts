import type { Highlight, OptionItem, PrintPageCopy, SectionCopy, Spec } from '../../common/types';
import { QUOTE_OR_CONTACT, REQUEST_QUOTE, applicationsSection, specsSection } from '../../common/sectionCopy';

/** Everything the One Vision page shows (docs/product-rules.md#pages, print pages; specs: #constants). */
export type OneVisionData = PrintPageCopy & {
  featuresSection: SectionCopy;
  features: readonly Highlight[];
  applicationsSection: SectionCopy;
  /** Three applications, each with its benefits. */
  applications: readonly OptionItem[];
  advantagesSection: SectionCopy;
  advantages: readonly Highlight[];
  specsSection: SectionCopy;
  specs: readonly Spec[];
};

export const ONE_VISION: OneVisionData = {
  service: 'vinil microperforado One Vision',
  slug: 'one-vision',
  hero: {
    id: 'one-vision-inicio',
    eyebrow: 'Vinil microperforado',
    title: 'One Vision',
    lead: 'Convierte tus vidrieras y vehículos en publicidad sin perder la vista: por fuera se ve tu diseño, por dentro se sigue viendo hacia afuera.',
  },
  heroActions: [REQUEST_QUOTE, { kind: 'anchor', label: 'Ver Aplicaciones', target: 'one-vision-aplicaciones' }],
  featuresSection: {
    id: 'one-vision-caracteristicas',
    title: 'Características',
    subtitle: 'Un vinil perforado que trabaja por fuera y por dentro.',
  },
  features: [
    {
      icon: 'spark',
      title: 'Visión unidireccional',
      description: 'Desde afuera se ve la imagen impresa; desde adentro, la calle.',
    },
    {
      icon: 'star',
      title: 'Impresión a todo color',
      description: 'Gráficos y fotografías en alta calidad con colores vivos.',
    },
    {
      icon: 'check',
      title: 'Microperforado',
      description: 'Miles de pequeñas perforaciones dejan pasar la luz y la vista.',
    },
    {
      icon: 'shield',
      title: 'Fácil de retirar',
      description: 'Se retira sin dañar el vidrio ni dejar residuos al cambiar de campaña.',
    },
  ],
  applicationsSection: applicationsSection('one-vision', 'Donde hay un vidrio, hay espacio para tu publicidad.'),
  applications: [
    {
      id: 'vidrieras',
      name: 'Vidrieras de negocios',
      description: 'Tu fachada trabaja como valla publicitaria las 24 horas.',
      listLabel: 'Beneficios',
      items: [
        'Publicidad visible desde la calle',
        'Privacidad para clientes y empleados',
        'Luz natural en el interior',
      ],
    },
    {
      id: 'vehiculos',
      name: 'Vehículos',
      description: 'Ventanas traseras y laterales de carros, guaguas y flotas de reparto.',
      listLabel: 'Beneficios',
      items: [
        'Publicidad en movimiento',
        'Los pasajeros siguen viendo hacia afuera',
        'Se retira al cambiar de vehículo',
      ],
    },
    {
      id: 'oficinas',
      name: 'Oficinas y edificios',
      description: 'Ventanales corporativos y divisiones de vidrio.',
      listLabel: 'Beneficios',
      items: [
        'Reduce el reflejo y el calor del sol',
        'Refuerza la imagen corporativa',
        'Privacidad sin oscurecer los espacios',
      ],
    },
  ],
  advantagesSection: {
    id: 'one-vision-ventajas',
    title: 'Ventajas',
    subtitle: 'Más que publicidad: confort y privacidad.',
  },
  advantages: [
    { icon: 'heart', title: 'Privacidad', description: 'Desde la calle no se ve el interior durante el día.' },
    {
      icon: 'shield',
      title: 'Control solar',
      description: 'Reduce el calor y el deslumbramiento dentro del local o vehículo.',
    },
    { icon: 'clock', title: 'Publicidad 24/7', description: 'Tu anuncio está a la vista todo el día, todos los días.' },
    {
      icon: 'truck',
      title: 'Instalación rápida',
      description: 'Lo colocamos en poco tiempo, sin obras ni perforaciones.',
    },
  ],
  specsSection: specsSection('one-vision'),
  specs: [
    { label: 'Proporción impresión / transparencia', value: '60/40' },
    { label: 'Grosor', value: '0.14 mm' },
    { label: 'Durabilidad', value: '3-5 años' },
    { label: 'Adhesivo', value: 'Removible' },
  ],
  closing: {
    id: 'one-vision-cotizar',
    title: '¿Listo para transformar tus vidrios?',
    text: 'Envíanos las medidas de tus vidrios o ventanas y tu diseño, y te cotizamos por WhatsApp.',
    actions: QUOTE_OR_CONTACT,
  },
};
