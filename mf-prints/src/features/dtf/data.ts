import type { Highlight, PrintPageCopy, SampleProduct, SectionCopy, Step } from '../../common/types';
import { REQUEST_QUOTE, processSection } from '../../common/sectionCopy';

/** Everything the DTF page shows (docs/product-rules.md#pages, print pages; sample products: #catalogue). */
export type DtfData = PrintPageCopy & {
  benefitsSection: SectionCopy;
  benefits: readonly Highlight[];
  productsSection: SectionCopy;
  products: readonly SampleProduct[];
  processSection: SectionCopy;
  steps: readonly Step[];
};

export const DTF: DtfData = {
  service: 'impresión DTF',
  slug: 'dtf',
  hero: {
    id: 'dtf-inicio',
    eyebrow: 'Direct to Film',
    title: 'Impresión DTF',
    lead: 'Estampamos tus diseños a todo color sobre algodón, poliéster, mezclas y más. Detalles finos, colores vivos y un acabado que resiste el lavado, desde una sola pieza.',
  },
  heroActions: [REQUEST_QUOTE],
  benefitsSection: {
    id: 'dtf-beneficios',
    title: 'Beneficios de la Impresión DTF',
    subtitle: 'La técnica más versátil para personalizar prendas con cualquier diseño.',
  },
  benefits: [
    {
      icon: 'spark',
      title: 'Colores vibrantes',
      description: 'Impresión a todo color con degradados, sombras y detalles finos, sin límite de colores por diseño.',
    },
    {
      icon: 'check',
      title: 'Cualquier tipo de tela',
      description: 'Algodón, poliéster, mezclas, nylon y más, en prendas claras u oscuras.',
    },
    {
      icon: 'shield',
      title: 'Alta durabilidad',
      description: 'El estampado soporta lavados frecuentes sin agrietarse ni desteñirse.',
    },
    {
      icon: 'heart',
      title: 'Sin pedido mínimo',
      description: 'Desde una sola pieza: ideal para regalos, muestras y emprendimientos.',
    },
    {
      icon: 'star',
      title: 'Tacto suave y flexible',
      description: 'La película se adapta a la tela y se estira con la prenda sin sentirse pesada.',
    },
    {
      icon: 'truck',
      title: 'Entrega rápida',
      description: 'Sin pantallas ni preparación previa: producimos en poco tiempo, incluso pedidos urgentes.',
    },
  ],
  productsSection: {
    id: 'dtf-productos',
    title: 'Productos con Impresión DTF',
    subtitle: 'Algunas ideas para empezar. Cotiza cualquier otra prenda por WhatsApp.',
  },
  products: [
    {
      id: 'dtf-camisetas',
      name: 'Camisetas personalizadas',
      description: 'Tu logo, foto o frase en camisetas de algodón o poliéster, en el color de tela que prefieras.',
      price: 15,
      image: {
        kind: 'tshirt',
        color: '#fbbf24',
        alt: 'Ilustración de una camiseta amarilla con un diseño estampado al frente',
      },
    },
    {
      id: 'dtf-hoodies',
      name: 'Hoodies y sudaderas',
      description: 'Estampados grandes en pecho o espalda que se mantienen flexibles y cómodos.',
      price: 35,
      image: {
        kind: 'hoodie',
        color: '#60a5fa',
        alt: 'Ilustración de un hoodie azul con capucha y un diseño estampado',
      },
    },
    {
      id: 'dtf-gorras',
      name: 'Gorras personalizadas',
      description: 'Logos nítidos al frente o a los lados de gorras de tela y trucker.',
      price: 25,
      image: { kind: 'cap', color: '#f87171', alt: 'Ilustración de una gorra roja con un logo estampado al frente' },
    },
    {
      id: 'dtf-chaquetas',
      name: 'Chaquetas y abrigos',
      description: 'La identidad de tu empresa en chaquetas, rompevientos y abrigos, incluso de nylon.',
      price: 40,
      image: {
        kind: 'jacket',
        color: '#9ca3af',
        alt: 'Ilustración de una chaqueta gris con un logo estampado en el pecho',
      },
    },
  ],
  processSection: processSection('dtf', 'Del archivo a la prenda terminada en cuatro pasos.'),
  steps: [
    {
      title: 'Diseño',
      description: 'Nos envías tu arte o lo creamos contigo, y preparamos el archivo a la medida de la prenda.',
    },
    {
      title: 'Impresión',
      description: 'Imprimimos el diseño sobre película PET con tintas textiles y una capa de blanco.',
    },
    { title: 'Aplicación', description: 'Aplicamos el polvo adhesivo sobre la impresión y lo fundimos con calor.' },
    {
      title: 'Transferencia',
      description: 'Transferimos el diseño a la prenda con plancha térmica, a la temperatura y presión exactas.',
    },
  ],
  closing: {
    id: 'dtf-cotizar',
    title: '¿Listo para estampar tu diseño?',
    text: 'Escríbenos por WhatsApp con tu idea, la cantidad y el tipo de prenda, y te enviamos tu cotización.',
    actions: [{ kind: 'quote', label: 'Escríbenos por WhatsApp' }],
  },
};
