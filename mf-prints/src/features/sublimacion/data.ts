import type { Highlight, PrintPageCopy, SampleProduct, SectionCopy, Step } from '../../common/types';
import { REQUEST_QUOTE, applicationsSection, processSection } from '../../common/sectionCopy';

/** Everything the sublimation page shows (docs/product-rules.md#pages, print pages; sample products: #catalogue). */
export type SublimacionData = PrintPageCopy & {
  advantagesSection: SectionCopy;
  advantages: readonly Highlight[];
  productsSection: SectionCopy;
  products: readonly SampleProduct[];
  applicationsSection: SectionCopy;
  /** Four groups: textiles, drinkware, promotional, sports. */
  applications: readonly Highlight[];
  processSection: SectionCopy;
  steps: readonly Step[];
};

export const SUBLIMACION: SublimacionData = {
  service: 'sublimación',
  slug: 'sublimacion',
  hero: {
    id: 'sublimacion-inicio',
    eyebrow: 'Impresión a todo color',
    title: 'Sublimación',
    lead: 'La tinta se integra a la fibra o al recubrimiento de cada pieza: colores intensos que no se agrietan, no se despegan y no se sienten al tacto.',
  },
  heroActions: [REQUEST_QUOTE],
  advantagesSection: {
    id: 'sublimacion-ventajas',
    title: 'Ventajas de la Sublimación',
    subtitle: 'Por qué es la técnica preferida para uniformes, regalos y artículos promocionales.',
  },
  advantages: [
    {
      icon: 'shield',
      title: 'Colores permanentes',
      description: 'La tinta pasa a formar parte del material, así que no se cuartea ni se pela con el uso.',
    },
    {
      icon: 'spark',
      title: 'Impresión de borde a borde',
      description: 'Cubrimos toda la prenda o superficie, sin márgenes ni límite de colores.',
    },
    {
      icon: 'heart',
      title: 'Tacto imperceptible',
      description: 'No deja capa ni relieve: la tela conserva su suavidad y su transpirabilidad.',
    },
    {
      icon: 'star',
      title: 'Calidad fotográfica',
      description: 'Reproduce fotografías, degradados y detalles finos en alta definición.',
    },
    { icon: 'check', title: 'Resistente al lavado', description: 'Los colores se mantienen vivos lavada tras lavada.' },
    {
      icon: 'truck',
      title: 'Cada pieza distinta',
      description: 'Nombres y números diferentes en un mismo pedido, sin retrasar la entrega.',
    },
  ],
  productsSection: {
    id: 'sublimacion-productos',
    title: 'Productos Sublimados',
    subtitle: 'Nuestros productos más pedidos. Pregúntanos por cualquier otra pieza.',
  },
  products: [
    {
      id: 'sublimacion-uniformes',
      name: 'Uniformes deportivos',
      description: 'Camiseta y pantalón sublimados con el diseño, los nombres y los números de tu equipo.',
      price: 45,
      image: { kind: 'jersey', color: '#2563eb', alt: 'Ilustración de una camiseta deportiva azul con el número 23' },
    },
    {
      id: 'sublimacion-camisetas',
      name: 'Camisetas full print',
      description: 'Camisetas de poliéster impresas en toda su superficie, de costura a costura.',
      price: 20,
      image: { kind: 'tshirt', color: '#34d399', alt: 'Ilustración de una camiseta verde con un diseño sublimado' },
    },
    {
      id: 'sublimacion-tazas',
      name: 'Tazas sublimadas',
      description: 'Tazas de cerámica de 11 oz con tu foto, logo o mensaje favorito.',
      price: 8,
      image: { kind: 'mug', color: '#ffffff', alt: 'Ilustración de una taza blanca con un diseño sublimado' },
    },
    {
      id: 'sublimacion-cojines',
      name: 'Cojines personalizados',
      description: 'Cojines con fotos y diseños a todo color, ideales para regalar.',
      price: 18,
      image: { kind: 'pillow', color: '#f9a8d4', alt: 'Ilustración de un cojín rosado con un diseño sublimado' },
    },
  ],
  applicationsSection: applicationsSection(
    'sublimacion',
    'Sublimamos sobre poliéster y superficies con recubrimiento especial.',
  ),
  applications: [
    {
      icon: 'star',
      title: 'Textiles',
      description: 'Prendas de poliéster o con alto contenido de poliéster.',
      items: ['Camisetas y polos dry-fit', 'Gorras y bandanas', 'Bolsos y tote bags'],
    },
    {
      icon: 'heart',
      title: 'Tazas y termos',
      description: 'Piezas con recubrimiento para sublimación.',
      items: ['Tazas de cerámica', 'Termos de acero', 'Vasos y botellas'],
    },
    {
      icon: 'spark',
      title: 'Artículos promocionales',
      description: 'Regalos corporativos y recuerdos de eventos.',
      items: ['Mousepads', 'Llaveros', 'Cojines y rompecabezas'],
    },
    {
      icon: 'shield',
      title: 'Deportes',
      description: 'Equipación completa para equipos y ligas.',
      items: ['Uniformes de juego', 'Camisetas de entrenamiento', 'Banderines y toallas'],
    },
  ],
  processSection: processSection('sublimacion', 'Así convertimos tu idea en una pieza terminada.'),
  steps: [
    { title: 'Diseño', description: 'Preparamos tu arte a todo color, con la medida exacta de cada pieza.' },
    { title: 'Impresión', description: 'Imprimimos el diseño en espejo sobre papel de sublimación.' },
    {
      title: 'Sublimación',
      description: 'Con calor y presión, la tinta pasa del papel a la fibra o al recubrimiento.',
    },
    { title: 'Entrega', description: 'Revisamos cada pieza y te la entregamos lista para usar.' },
  ],
  closing: {
    id: 'sublimacion-cotizar',
    title: '¿Tienes un proyecto de sublimación?',
    text: 'Cuéntanos qué piezas necesitas y cuántas, y te respondemos por WhatsApp con tu cotización.',
    actions: [{ kind: 'quote', label: 'Escríbenos por WhatsApp' }],
  },
};
