import type { HomeCategory } from './homeFilter';

/** Which generated illustration a card shows, tinted with two colours. */
export type ArtKind = 'polo' | 'tshirt' | 'mug' | 'bottle' | 'cap' | 'hoodie' | 'jacket' | 'kit';

/**
 * A card's picture. Today every card uses our own inline SVG illustration (nothing fetched from
 * elsewhere); set `src` to a photo's URL to show that instead.
 */
export type ProductImage = { art: ArtKind; color: string; accent: string; src?: string };

/** A home sample product card (docs/product-rules.md#catalogue). */
export type HomeProduct = {
  id: string;
  name: string;
  description: string;
  image: ProductImage;
  category: HomeCategory;
};

/** The twelve sample products of the home page (two per category). */
export const HOME_PRODUCTS: readonly HomeProduct[] = [
  {
    id: 'polo-clasico',
    name: 'Polo Clásico Bordado',
    description: 'Polo de piqué con el logo de tu empresa bordado en el pecho.',
    image: { art: 'polo', color: '#1e3a8a', accent: '#f9fafb' },
    category: 'Polos',
  },
  {
    id: 'polo-dry-fit',
    name: 'Polo Dry-Fit',
    description: 'Tela transpirable de secado rápido, ideal para uniformes de trabajo y eventos.',
    image: { art: 'polo', color: '#b91c1c', accent: '#111827' },
    category: 'Polos',
  },
  {
    id: 'tshirt-algodon',
    name: 'T-Shirt de Algodón',
    description: 'Camiseta 100% algodón con tu diseño en DTF o serigrafía a todo color.',
    image: { art: 'tshirt', color: '#f9fafb', accent: '#b91c1c' },
    category: 'T-Shirts',
  },
  {
    id: 'tshirt-sublimada',
    name: 'T-Shirt Sublimada',
    description: 'Diseño de costura a costura con colores vivos que no se cuartean ni se despegan.',
    image: { art: 'tshirt', color: '#0891b2', accent: '#facc15' },
    category: 'T-Shirts',
  },
  {
    id: 'taza-ceramica',
    name: 'Taza de Cerámica 11 oz',
    description: 'Taza blanca sublimada con tu foto, logo o frase favorita.',
    image: { art: 'mug', color: '#f9fafb', accent: '#b91c1c' },
    category: 'Tazas & Termos',
  },
  {
    id: 'termo-acero',
    name: 'Termo de Acero Inoxidable',
    description: 'Mantiene tus bebidas frías o calientes por horas; personalizado con grabado láser.',
    image: { art: 'bottle', color: '#374151', accent: '#e5e7eb' },
    category: 'Tazas & Termos',
  },
  {
    id: 'gorra-bordada',
    name: 'Gorra Bordada',
    description: 'Gorra de gabardina con ajuste trasero y tu logo bordado en relieve.',
    image: { art: 'cap', color: '#111827', accent: '#b91c1c' },
    category: 'Gorras',
  },
  {
    id: 'gorra-trucker',
    name: 'Gorra Trucker',
    description: 'Frente de espuma para estampar y malla trasera fresca.',
    image: { art: 'cap', color: '#f9fafb', accent: '#1e3a8a' },
    category: 'Gorras',
  },
  {
    id: 'hoodie-capucha',
    name: 'Hoodie con Capucha',
    description: 'Abrigo de felpa con bolsillo canguro y tu diseño estampado.',
    image: { art: 'hoodie', color: '#4b5563', accent: '#f9fafb' },
    category: 'Abrigos & Hoodies',
  },
  {
    id: 'abrigo-ziper',
    name: 'Abrigo con Zíper',
    description: 'Abrigo deportivo con cierre completo y bordado en pecho y espalda.',
    image: { art: 'jacket', color: '#1e3a8a', accent: '#facc15' },
    category: 'Abrigos & Hoodies',
  },
  {
    id: 'polo-escolar',
    name: 'Polo Escolar con Insignia',
    description: 'Polo para el colegio con la insignia bordada, en los colores de tu escuela.',
    image: { art: 'polo', color: '#f9fafb', accent: '#1e3a8a' },
    category: 'Promociones Escolares',
  },
  {
    id: 'kit-graduacion',
    name: 'Kit de Graduación',
    description: 'T-shirt y taza personalizadas con el nombre y el año de tu promoción.',
    image: { art: 'kit', color: '#7f1d1d', accent: '#facc15' },
    category: 'Promociones Escolares',
  },
];
