/** The thermal bottle catalogue (docs/product-rules.md#catalogue "Thermal bottle"): the only place it is written. */
import type { BottleLook } from '../../common/art/bottleShapes';
import { findById } from '../../common/catalogue';

export type Bottle = {
  id: string;
  name: string;
  /** Unit price in pesos. */
  price: number;
  /** A real photo, when there is one; until then our illustration (tinted by colour) is shown. */
  image?: string;
  /** 350 to 1000 ml. */
  capacityMl: number;
  material: string;
  colors: readonly string[];
  description: string;
  /** Cards show only the first two; the panel shows all. */
  features: readonly string[];
  /** Keeps drinks hot this many hours (8 to 20). */
  keepHotHours: number;
  /** Keeps drinks cold this many hours (16 to 40). */
  keepColdHours: number;
  /** How our illustration draws it (what its name, description and features say). */
  art?: BottleLook;
};

/** Optional custom text: up to 80 characters (docs/product-rules.md#validation). */
export const BOTTLE_TEXT_MAX = 80;

export const BOTTLES: readonly Bottle[] = [
  {
    id: 'termo-1',
    name: 'Termo Deportivo',
    price: 650,
    capacityMl: 600,
    material: 'Acero inoxidable 304',
    colors: ['Negro', 'Blanco', 'Azul Rey', 'Rojo', 'Verde'],
    description: 'Resistente y ligero, con tapa de boquilla para el gimnasio, la escuela o el trabajo.',
    features: [
      'Tapa deportiva antiderrame',
      'Doble pared al vacío',
      'Grabado láser de tu logo',
      'Pintura en polvo antideslizante',
    ],
    keepHotHours: 12,
    keepColdHours: 24,
    art: { lid: 'sport' },
  },
  {
    id: 'termo-2',
    name: 'Termo Ejecutivo',
    price: 850,
    capacityMl: 500,
    material: 'Acero inoxidable 304 con acabado mate',
    colors: ['Negro', 'Plateado', 'Azul Marino', 'Vino'],
    description: 'Diseño sobrio y elegante para regalos corporativos y reuniones de trabajo.',
    features: [
      'Acabado mate elegante',
      'Tapa de rosca hermética',
      'Grabado láser de precisión',
      'Incluye caja de regalo',
    ],
    keepHotHours: 16,
    keepColdHours: 32,
  },
  {
    id: 'termo-3',
    name: 'Termo con Tapa de Bambú',
    price: 950,
    capacityMl: 500,
    material: 'Acero inoxidable y bambú natural',
    colors: ['Blanco', 'Negro', 'Verde Botella', 'Beige'],
    description: 'Estilo natural con tapa de bambú grabable: un regalo que se recuerda.',
    features: [
      'Tapa de bambú natural',
      'Infusor de té desmontable',
      'Grabado láser en la tapa o el cuerpo',
      'Libre de BPA',
    ],
    keepHotHours: 12,
    keepColdHours: 24,
    art: { lid: 'bamboo' },
  },
  {
    id: 'termo-4',
    name: 'Termo Premium XL',
    price: 1200,
    capacityMl: 1000,
    material: 'Acero inoxidable 18/8 de triple capa',
    colors: ['Negro', 'Plateado', 'Azul Marino', 'Gris Oscuro'],
    description: 'Un litro de capacidad y la mejor retención de temperatura para jornadas largas.',
    features: [
      'Capacidad de 1 litro',
      'Triple capa de aislamiento',
      'Asa de transporte plegable',
      'Grabado láser o sublimación',
    ],
    keepHotHours: 20,
    keepColdHours: 40,
    art: { body: 'xl', handle: 'carry' },
  },
  {
    id: 'termo-5',
    name: 'Termo Compacto',
    price: 480,
    capacityMl: 350,
    material: 'Acero inoxidable 304',
    colors: ['Rosado', 'Celeste', 'Blanco', 'Amarillo', 'Verde Menta'],
    description: 'Pequeño y práctico, cabe en la mochila o la lonchera de los niños.',
    features: ['Tamaño ideal para niños', 'Tapa a prueba de fugas', 'Colores pastel', 'Sublimación a todo color'],
    keepHotHours: 8,
    keepColdHours: 16,
    art: { body: 'compact' },
  },
  {
    id: 'termo-6',
    name: 'Termo Tumbler con Pajita',
    price: 1100,
    capacityMl: 900,
    material: 'Acero inoxidable con pajita de acero',
    colors: ['Rosa Pastel', 'Blanco', 'Negro', 'Morado', 'Turquesa'],
    description: 'El vaso de moda con asa, tapa giratoria y pajita reutilizable.',
    features: [
      'Asa ergonómica',
      'Tapa giratoria con pajita',
      'Cabe en el portavasos del carro',
      'Grabado láser o sublimación',
    ],
    keepHotHours: 10,
    keepColdHours: 30,
    art: { body: 'tumbler', lid: 'straw', handle: 'side' },
  },
];

export function findBottle(id: string | null): Bottle | undefined {
  return findById(BOTTLES, id);
}

/** The 'why choose' list (docs/product-rules.md#pages). */
export const BOTTLE_REASONS = [
  { title: 'Calientes hasta 20 horas', description: 'Tu café o té a la temperatura ideal durante toda la jornada.' },
  { title: 'Frías hasta 40 horas', description: 'Agua y jugos bien fríos incluso bajo el sol del Caribe.' },
  { title: 'Libres de BPA', description: 'Materiales seguros para ti y tu familia.' },
  { title: 'Grabado láser y sublimación', description: 'Personalización permanente con tu logo, nombre o diseño.' },
] as const;

export const hoursText = (hours: number) => `${hours} horas`;
