/** The T-shirts page content (docs/product-rules.md#pages, #catalogue "Sample product card"): the only place it is written. */
import { shortAddress } from '@estampa/shared/business/address';
import type { ShirtLook } from '../../common/art/shirtShapes';

export type SampleTshirt = {
  id: string;
  name: string;
  description: string;
  /** The 'Desde $N' hint, in the site's currency sign. */
  fromPrice: number;
  /** A real photo, when there is one; until then our illustration is shown. */
  image?: string;
  /** Colour our illustration is tinted with. */
  color: string;
  /** How our illustration draws it (what its name and description say). */
  art?: ShirtLook;
};

export const SAMPLE_TSHIRTS: readonly SampleTshirt[] = [
  {
    id: 'tshirt-1',
    name: 'T-Shirt Básica de Algodón',
    description: 'Algodón suave para eventos, promociones y uso diario.',
    fromPrice: 12,
    color: 'Blanco',
  },
  {
    id: 'tshirt-2',
    name: 'T-Shirt Premium Peinada',
    description: 'Algodón peinado de mayor peso y caída elegante.',
    fromPrice: 18,
    color: 'Negro',
  },
  {
    id: 'tshirt-3',
    name: 'T-Shirt Dry-Fit Deportiva',
    description: 'Seca rápido: ideal para carreras, torneos y gimnasios.',
    fromPrice: 15,
    color: 'Azul Rey',
    art: { panels: 'mesh' },
  },
  {
    id: 'tshirt-4',
    name: 'T-Shirt Oversize',
    description: 'Corte holgado y moderno para marcas de ropa urbana.',
    fromPrice: 20,
    color: 'Gris',
    art: { fit: 'oversize' },
  },
  {
    id: 'tshirt-5',
    name: 'T-Shirt Cuello en V',
    description: 'Un toque más formal para uniformes de servicio.',
    fromPrice: 16,
    color: 'Vino',
    art: { neck: 'v' },
  },
  {
    id: 'tshirt-6',
    name: 'T-Shirt Manga Larga',
    description: 'Protección del sol para trabajo al aire libre.',
    fromPrice: 22,
    color: 'Azul Marino',
    art: { longSleeve: true },
  },
  {
    id: 'tshirt-7',
    name: 'T-Shirt Infantil',
    description: 'Tallas para niños, para cumpleaños y actividades escolares.',
    fromPrice: 14,
    color: 'Amarillo',
    art: { fit: 'kids' },
  },
  {
    id: 'tshirt-8',
    name: 'T-Shirt Raglan',
    description: 'Mangas en contraste con estilo deportivo clásico.',
    fromPrice: 19,
    color: 'Rojo',
    art: { sleeves: 'contrast' },
  },
  {
    id: 'tshirt-9',
    name: 'T-Shirt Jaspeada',
    description: 'Tejido jaspeado de aspecto vintage y tacto suave.',
    fromPrice: 17,
    color: 'Gris Oscuro',
    art: { texture: 'heather' },
  },
  {
    id: 'tshirt-10',
    name: 'T-Shirt Entallada para Dama',
    description: 'Corte femenino que estiliza la figura.',
    fromPrice: 21,
    color: 'Rosado',
    art: { fit: 'fitted' },
  },
  {
    id: 'tshirt-11',
    name: 'T-Shirt de Algodón Orgánico',
    description: 'Algodón orgánico certificado para marcas conscientes.',
    fromPrice: 25,
    color: 'Beige',
    art: { tag: 'organic' },
  },
  {
    id: 'tshirt-12',
    name: 'T-Shirt Tie-Dye',
    description: 'Teñido artesanal: cada pieza es única.',
    fromPrice: 23,
    color: 'Morado',
    art: { pattern: 'tie-dye' },
  },
];

export const TSHIRT_FEATURES = [
  { title: 'Telas de calidad', description: 'Algodón, algodón peinado, dry-fit y mezclas que mantienen su forma.' },
  { title: 'Tallas XS a 5XL', description: 'Para toda tu gente, también en tallas de niño.' },
  { title: 'Colores a elegir', description: 'Una amplia gama de colores de tela para combinar con tu marca.' },
  { title: 'Diseño a tu medida', description: 'Te ayudamos a preparar tu logo o tu idea para imprimir.' },
  { title: 'Empresas y eventos', description: 'Pedidos para equipos, iglesias, campañas, cumpleaños y promociones.' },
  { title: 'Entrega rápida', description: `Producción en nuestro taller de ${shortAddress}.` },
] as const;

export const TSHIRT_TECHNIQUES = [
  {
    title: 'Sublimación',
    description: 'Diseños a todo color que se funden con la tela.',
    items: ['Ideal para telas de poliéster claras', 'Fotografías y degradados', 'No se siente al tacto'],
  },
  {
    title: 'DTF',
    description: 'Transfer de alta definición que se adhiere a cualquier tela.',
    items: ['Algodón y telas oscuras', 'Colores vivos y detalles finos', 'Desde una pieza'],
  },
  {
    title: 'Serigrafía',
    description: 'La técnica clásica para tirajes grandes.',
    items: ['La mejor opción por volumen', 'Tintas resistentes al lavado', 'Colores planos intensos'],
  },
  {
    title: 'Bordado',
    description: 'Acabado elegante y duradero para tu logo.',
    items: ['Imagen profesional', 'Resiste años de uso', 'Ideal para uniformes'],
  },
] as const;
