import type { Highlight, OptionItem, PrintPageCopy, SectionCopy, Step } from '../../common/types';
import { QUOTE_OR_CONTACT, REQUEST_QUOTE, applicationsSection, processSection } from '../../common/sectionCopy';

/** Everything the vinyl page shows (docs/product-rules.md#pages, print pages; vinyl types: #catalogue; figures: #constants). */
export type VinylData = PrintPageCopy & {
  benefitsSection: SectionCopy;
  benefits: readonly Highlight[];
  typesSection: SectionCopy;
  /** Adhesivo, Removible, Textil, Reflectivo: three features each. */
  types: readonly OptionItem[];
  applicationsSection: SectionCopy;
  applications: readonly Highlight[];
  processSection: SectionCopy;
  steps: readonly Step[];
};

export const VINYL: VinylData = {
  service: 'corte de vinil',
  slug: 'vinyl',
  hero: {
    id: 'vinyl-inicio',
    eyebrow: 'Vinil de corte',
    title: 'Corte de Vinil',
    lead: 'Letras, logos y gráficos cortados con precisión en vinil para vehículos, vidrieras, paredes y ropa.',
  },
  heroActions: [REQUEST_QUOTE, { kind: 'anchor', label: 'Ver Tipos de Vinil', target: 'vinyl-tipos' }],
  benefitsSection: {
    id: 'vinyl-beneficios',
    title: 'Beneficios del Vinil',
    subtitle: 'Rotulación duradera, limpia y a la medida exacta.',
  },
  benefits: [
    {
      icon: 'spark',
      title: 'Más de 100 colores',
      description: 'Mates, brillantes, metálicos y fluorescentes para respetar los colores de tu marca.',
    },
    {
      icon: 'shield',
      title: 'Hasta 7 años en exterior',
      description: 'Vinil de alta calidad que resiste el sol y la lluvia del Caribe.',
    },
    {
      icon: 'star',
      title: 'Corte de precisión',
      description: 'Nuestro plotter corta letras pequeñas y detalles finos con bordes limpios.',
    },
    {
      icon: 'check',
      title: 'Instalación profesional',
      description: 'Aplicamos el vinil sin burbujas en vehículos, vidrios y paredes.',
    },
  ],
  typesSection: {
    id: 'vinyl-tipos',
    title: 'Tipos de Vinil',
    subtitle: 'Elige el material según dónde va y cuánto tiempo debe durar.',
  },
  types: [
    {
      id: 'adhesivo',
      name: 'Adhesivo',
      description: 'Vinil permanente para rotular en interior y exterior.',
      listLabel: 'Características',
      items: ['Fijación permanente', 'Acabado mate o brillante', 'Resistente al agua y al sol'],
      quoteName: 'vinil adhesivo',
    },
    {
      id: 'removible',
      name: 'Removible',
      description: 'Se retira sin dejar residuos: perfecto para promociones de temporada.',
      listLabel: 'Características',
      items: ['Se retira sin dejar residuos', 'No daña pintura ni vidrio', 'Ideal para campañas temporales'],
      quoteName: 'vinil removible',
    },
    {
      id: 'textil',
      name: 'Textil',
      description: 'Vinil termoadherible para personalizar prendas con nombres, números y logos.',
      listLabel: 'Características',
      items: ['Se aplica con plancha térmica', 'Flexible y suave al tacto', 'Resiste el lavado'],
      quoteName: 'vinil textil',
    },
    {
      id: 'reflectivo',
      name: 'Reflectivo',
      description: 'Devuelve la luz de los faros para que tu mensaje se vea de noche.',
      listLabel: 'Características',
      items: ['Alta visibilidad nocturna', 'Ideal para seguridad vial', 'Uso prolongado en exterior'],
      quoteName: 'vinil reflectivo',
    },
  ],
  applicationsSection: applicationsSection('vinyl', 'Un mismo material, muchos usos.'),
  applications: [
    {
      icon: 'truck',
      title: 'Vehículos',
      description: 'Tu negocio anunciado en cada recorrido.',
      items: ['Rotulación de flotas', 'Logos en puertas', 'Números y letras'],
    },
    {
      icon: 'spark',
      title: 'Vidrieras y locales',
      description: 'Fachadas que informan y atraen clientes.',
      items: ['Logos y horarios', 'Vinil esmerilado decorativo', 'Promociones de temporada'],
    },
    {
      icon: 'heart',
      title: 'Ropa y uniformes',
      description: 'Nombres, números y logos planchados en tus prendas.',
      items: ['Camisetas con nombre y número', 'Uniformes de equipo', 'Bolsos y gorras'],
    },
    {
      icon: 'shield',
      title: 'Señalización',
      description: 'Señales claras para tu empresa.',
      items: ['Señales de seguridad', 'Rutas de evacuación', 'Numeración de oficinas'],
    },
  ],
  processSection: processSection('vinyl', 'Del diseño a la instalación.'),
  steps: [
    {
      title: 'Diseño y vectorización',
      description: 'Convertimos tu logo o texto en un archivo vectorial listo para cortar.',
    },
    { title: 'Corte de precisión', description: 'El plotter corta el diseño en el color y tipo de vinil elegidos.' },
    {
      title: 'Depilado y transferencia',
      description: 'Retiramos el sobrante y montamos el diseño en papel de transferencia.',
    },
    {
      title: 'Instalación',
      description: 'Lo aplicamos en tu vehículo, vidriera o prenda, o te lo entregamos listo para pegar.',
    },
  ],
  closing: {
    id: 'vinyl-cotizar',
    title: '¿Qué quieres rotular?',
    text: 'Envíanos las medidas, el color y una foto del lugar o la prenda, y te cotizamos por WhatsApp.',
    actions: QUOTE_OR_CONTACT,
  },
};
