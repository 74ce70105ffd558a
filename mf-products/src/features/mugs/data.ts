/** The mug catalogue (docs/product-rules.md#catalogue "Mug"): the only place it is written. */
import { ADDRESS } from '@estampa/shared/business/address';
import type { MugLook } from '../../common/art/mugShapes';
import { findById } from '../../common/catalogue';

export type Mug = {
  id: string;
  name: string;
  /** Unit price in pesos. */
  price: number;
  /** A real photo, when there is one; until then our illustration (tinted by colour) is shown. */
  image?: string;
  capacityOz: 11 | 12 | 15;
  material: string;
  /** 3 to 5 colours. */
  colors: readonly string[];
  description: string;
  /** Cards show only the first two; the panel shows all. */
  features: readonly string[];
  /** How our illustration draws it (what its name and description say). */
  art?: MugLook;
};

/** Optional custom text: up to 100 characters (docs/product-rules.md#validation). */
export const MUG_TEXT_MAX = 100;

export const MUGS: readonly Mug[] = [
  {
    id: 'mug-1',
    name: 'Taza Clásica',
    price: 180,
    capacityOz: 11,
    material: 'Cerámica',
    colors: ['Blanco', 'Negro', 'Rojo', 'Azul'],
    description: 'La taza de siempre con tu foto, logo o frase impresa a todo color.',
    features: [
      'Sublimación a todo color',
      'Apta para microondas y lavavajillas',
      'Asa cómoda y resistente',
      'Ideal para regalos y promociones',
    ],
  },
  {
    id: 'mug-2',
    name: 'Taza Mágica',
    price: 320,
    capacityOz: 11,
    material: 'Cerámica con recubrimiento termosensible',
    colors: ['Negro', 'Azul', 'Rojo'],
    description: 'Se ve de un solo color y revela tu diseño al servir una bebida caliente.',
    features: [
      'El diseño aparece con el calor',
      'Acabado mate',
      'Sorpresa perfecta para regalar',
      'Lavar a mano para cuidar el efecto',
    ],
    art: { magic: true },
  },
  {
    id: 'mug-3',
    name: 'Taza Térmica de Acero',
    price: 450,
    capacityOz: 15,
    material: 'Acero inoxidable de doble pared',
    colors: ['Plateado', 'Negro', 'Blanco', 'Azul Marino'],
    description: 'Para llevar el café al trabajo o al carro sin que se enfríe.',
    features: [
      'Mantiene la temperatura por horas',
      'Tapa hermética con deslizador',
      'Grabado láser o sublimación',
      'No se oxida',
    ],
    art: { body: 'travel' },
  },
  {
    id: 'mug-4',
    name: 'Taza Interior de Color',
    price: 250,
    capacityOz: 11,
    material: 'Cerámica',
    colors: ['Rojo', 'Azul', 'Verde', 'Amarillo', 'Rosado'],
    description: 'Exterior blanco para tu diseño, con el interior y el asa en el color de tu marca.',
    features: [
      'Interior y asa de color',
      'Sublimación a todo color',
      'Apta para microondas',
      'Combina con tu identidad de marca',
    ],
    art: { interior: 'color' },
  },
  {
    id: 'mug-5',
    name: 'Taza Tipo Latte',
    price: 280,
    capacityOz: 12,
    material: 'Cerámica',
    colors: ['Blanco', 'Negro', 'Rosa Pastel', 'Verde Menta'],
    description: 'Forma cónica moderna, ideal para café con leche y chocolate.',
    features: ['Forma cónica moderna', 'Impresión envolvente', 'Apta para lavavajillas', 'Acabado brillante'],
    art: { body: 'conical' },
  },
  {
    id: 'mug-6',
    name: 'Taza Jumbo Premium',
    price: 380,
    capacityOz: 15,
    material: 'Cerámica premium',
    colors: ['Blanco', 'Negro', 'Azul Marino', 'Vino', 'Gris'],
    description: 'Gran capacidad y una impresión envolvente de alta definición para diseños grandes.',
    features: [
      'Gran capacidad de 15 oz',
      'Impresión envolvente en alta definición',
      'Asa ergonómica',
      'Apta para microondas y lavavajillas',
    ],
    art: { body: 'jumbo' },
  },
];

export function findMug(id: string | null): Mug | undefined {
  return findById(MUGS, id);
}

export const MUG_PROCESS = [
  { title: 'Selecciona', description: 'Elige el modelo de taza, el color y la cantidad.' },
  { title: 'Diseña', description: 'Envíanos tu foto, logo o frase; te ayudamos con el diseño.' },
  { title: 'Imprime', description: 'Sublimamos tu diseño con colores vivos y duraderos.' },
  { title: 'Entrega', description: `Recoge en ${ADDRESS.locality} o coordinamos el envío contigo.` },
] as const;
