/** The polo catalogue (docs/product-rules.md#catalogue "Polo"): the only place it is written. */
import { ADDRESS } from '@estampa/shared/business/address';
import type { PoloLook } from '../../common/art/garmentShapes';
import { findById } from '../../common/catalogue';

export const ADULT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
/** The corporate polo runs from S to XXXL. */
export const CORPORATE_SIZES = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;

export type Polo = {
  id: string;
  name: string;
  /** Unit price in pesos, shown as `$850`. */
  price: number;
  /** A real photo, when there is one; until then our illustration (tinted by colour) is shown. */
  image?: string;
  colors: readonly string[];
  sizes: readonly string[];
  material: string;
  description: string;
  /** How our illustration draws it. */
  art?: PoloLook;
};

export const POLOS: readonly Polo[] = [
  {
    id: 'polo-1',
    name: 'Polo Classic Premium',
    price: 850,
    colors: ['Blanco', 'Negro', 'Azul Marino', 'Rojo', 'Gris'],
    sizes: ADULT_SIZES,
    material: 'Piqué de algodón 100%',
    description: 'El polo de siempre, con tejido piqué suave y cuello firme. Ideal para bordar el logo de tu empresa.',
  },
  {
    id: 'polo-2',
    name: 'Polo Sport Dry-Fit',
    price: 950,
    colors: ['Negro', 'Azul Rey', 'Rojo', 'Verde', 'Blanco'],
    sizes: ADULT_SIZES,
    material: 'Poliéster Dry-Fit',
    description: 'Tela ligera que absorbe el sudor y seca rápido. Perfecto para equipos, torneos y días de calor.',
    art: { panels: 'mesh' },
  },
  {
    id: 'polo-3',
    name: 'Polo Corporate Embroidered',
    price: 1200,
    colors: ['Blanco', 'Negro', 'Azul Marino', 'Gris'],
    sizes: CORPORATE_SIZES,
    material: 'Algodón peinado con bordado incluido',
    description: 'Imagen profesional para tu equipo de trabajo, con el logo bordado en el pecho incluido en el precio.',
    art: { logo: 'embroidered' },
  },
  {
    id: 'polo-4',
    name: 'Polo Casual Stripes',
    price: 750,
    colors: ['Azul Marino', 'Rojo', 'Verde', 'Gris'],
    sizes: ADULT_SIZES,
    material: 'Mezcla algodón y poliéster 60/40',
    description: 'Polo a rayas de estilo relajado para uniformes de tiendas, restaurantes y actividades.',
    art: { striped: true },
  },
  {
    id: 'polo-5',
    name: 'Polo Long Sleeve',
    price: 1100,
    colors: ['Blanco', 'Negro', 'Azul Marino', 'Vino'],
    sizes: ADULT_SIZES,
    material: 'Piqué de algodón 100%',
    description: 'Manga larga para oficinas con aire acondicionado, trabajo de campo y protección del sol.',
    art: { longSleeve: true },
  },
  {
    id: 'polo-6',
    name: 'Polo Textured Piqué',
    price: 900,
    colors: ['Blanco', 'Negro', 'Amarillo', 'Azul Cielo', 'Rosado'],
    sizes: ADULT_SIZES,
    material: 'Piqué texturizado de algodón',
    description: 'Textura moderna que luce elegante y fresca, con colores vivos para destacar tu marca.',
    art: { texture: 'pique' },
  },
];

export function findPolo(id: string | null): Polo | undefined {
  return findById(POLOS, id);
}

export const POLO_REASONS = [
  { title: 'Calidad premium', description: 'Telas seleccionadas que mantienen su forma y color lavado tras lavado.' },
  { title: 'Bordado y estampado', description: 'Tu logo bordado o estampado con DTF, serigrafía o sublimación.' },
  {
    title: 'Entrega rápida',
    description: `Producción ágil en nuestro taller de ${ADDRESS.locality} para que recibas a tiempo.`,
  },
  {
    title: 'Atención personalizada',
    description: 'Te asesoramos por WhatsApp en la elección de modelo, color y tallas.',
  },
] as const;
