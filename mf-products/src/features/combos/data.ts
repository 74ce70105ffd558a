/** The promotional combos (docs/product-rules.md#catalogue "Combo"): the only place they are written. */
import { ALL_FILTER } from '@estampa/shared/text/filterCount';
import { findById } from '../../common/catalogue';

export const COMBO_CATEGORIES = ['Combos Textiles', 'Combos Oficina', 'Combos Eventos', 'Lanzamientos'] as const;
export type ComboCategory = (typeof COMBO_CATEGORIES)[number];

/** The filter buttons: Todos (the default) and the four categories. */
export const COMBO_FILTERS = [ALL_FILTER, ...COMBO_CATEGORIES] as const;
export type ComboFilter = (typeof COMBO_FILTERS)[number];

export type Combo = {
  id: string;
  name: string;
  /** Price per combo, in pesos. */
  price: number;
  /** What the items cost bought separately. */
  originalPrice: number;
  /** A real photo, when there is one; until then our illustration is shown. */
  image?: string;
  category: ComboCategory;
  items: readonly string[];
  /** Smallest order for this combo ('Min.' badge). */
  minQuantity: number;
  description: string;
  /** Tint of the illustration. */
  artColor: string;
};

export const COMBOS: readonly Combo[] = [
  {
    id: 'combo-1',
    name: 'Combo Polo + Gorra Bordada',
    price: 850,
    originalPrice: 1000,
    category: 'Combos Textiles',
    items: ['Polo piqué con logo bordado', 'Gorra bordada a juego'],
    minQuantity: 10,
    description: 'La imagen de tu equipo completa: polo y gorra con el mismo bordado.',
    artColor: 'Azul Marino',
  },
  {
    id: 'combo-2',
    name: 'Combo Hoodie + T-Shirt',
    price: 1500,
    originalPrice: 1850,
    category: 'Combos Textiles',
    items: ['Hoodie con capucha estampado', 'T-shirt de algodón estampada', 'Diseño a juego en ambas piezas'],
    minQuantity: 15,
    description: 'Para grupos, promociones escolares y equipos que quieren vestir igual todo el año.',
    artColor: 'Gris Oscuro',
  },
  {
    id: 'combo-3',
    name: 'Combo Ejecutivo Premium',
    price: 1800,
    originalPrice: 2200,
    category: 'Combos Oficina',
    items: [
      'Polo bordado premium',
      'Termo de acero grabado con láser',
      'Libreta ejecutiva con logo',
      'Bolígrafo metálico grabado',
    ],
    minQuantity: 5,
    description: 'Un regalo corporativo de alto nivel para directivos, clientes y aliados.',
    artColor: 'Negro',
  },
  {
    id: 'combo-4',
    name: 'Combo Lanzamiento de Marca',
    price: 2200,
    originalPrice: 2750,
    category: 'Lanzamientos',
    items: ['T-shirt premium con tu marca', 'Gorra bordada', 'Taza sublimada', 'Bolso ecológico estampado'],
    minQuantity: 8,
    description: 'Todo lo que necesitas para presentar tu marca con estilo desde el primer día.',
    artColor: 'Rojo',
  },
  {
    id: 'combo-5',
    name: 'Combo Evento Masivo',
    price: 650,
    originalPrice: 800,
    category: 'Combos Eventos',
    items: ['T-shirt estampada', 'Gorra con logo', 'Pulsera de identificación'],
    minQuantity: 50,
    description: 'Viste a todo el público de tu evento, carrera o actividad comunitaria.',
    artColor: 'Amarillo',
  },
  {
    id: 'combo-6',
    name: 'Combo Bienvenida Empleado',
    price: 1250,
    originalPrice: 1500,
    category: 'Combos Oficina',
    items: ['Polo con logo bordado', 'Taza sublimada con su nombre', 'Libreta con logo', 'Porta carnet con cinta'],
    minQuantity: 12,
    description: 'Recibe a cada nuevo integrante con un kit que le hace sentirse parte del equipo.',
    artColor: 'Azul Rey',
  },
  {
    id: 'combo-7',
    name: 'Combo Torneo Deportivo',
    price: 750,
    originalPrice: 900,
    category: 'Combos Eventos',
    items: ['T-shirt dry-fit sublimada', 'Termo deportivo con logo', 'Toalla deportiva'],
    minQuantity: 20,
    description: 'Para torneos, maratones y ligas: ropa fresca e hidratación con tu marca.',
    artColor: 'Verde',
  },
  {
    id: 'combo-8',
    name: 'Combo Pack de Oficina',
    price: 450,
    originalPrice: 550,
    category: 'Combos Oficina',
    items: ['Taza sublimada con logo', 'Libreta con logo', 'Bolígrafo con logo'],
    minQuantity: 25,
    description: 'Los básicos de cada escritorio con tu marca a la vista todos los días.',
    artColor: 'Blanco',
  },
  {
    id: 'combo-9',
    name: 'Combo Kit de Prensa',
    price: 1600,
    originalPrice: 1950,
    category: 'Lanzamientos',
    items: [
      'Hoodie premium con tu marca',
      'Termo grabado con láser',
      'Gorra bordada',
      'Caja de presentación personalizada',
    ],
    minQuantity: 15,
    description: 'Sorprende a influencers, prensa y aliados en el lanzamiento de tu producto.',
    artColor: 'Morado',
  },
];

/** Savings per combo: original price minus price. */
export function comboSavings(combo: Pick<Combo, 'price' | 'originalPrice'>): number {
  return combo.originalPrice - combo.price;
}

export function findCombo(id: string | null): Combo | undefined {
  return findById(COMBOS, id);
}

export const COMBO_ADVANTAGES = [
  { title: 'Máximo ahorro', description: 'Ahorra hasta 40% comparado con comprar cada producto por separado.' },
  {
    title: 'Productos complementarios',
    description: 'Artículos pensados para usarse juntos y causar mejor impresión.',
  },
  {
    title: 'Personalización unificada',
    description: 'El mismo diseño y los mismos colores en todas las piezas del combo.',
  },
  { title: 'Lanzamientos exclusivos', description: 'Combos especiales para presentar tu marca o tu nuevo producto.' },
] as const;
