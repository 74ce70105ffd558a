import { ALL_FILTER, filterCountText } from '@estampa/shared/text/filterCount';

/** The home page's category chips and the rule that filters the sample products by them. */
export const HOME_CATEGORIES = [
  'Polos',
  'T-Shirts',
  'Tazas & Termos',
  'Gorras',
  'Abrigos & Hoodies',
  'Promociones Escolares',
] as const;

export type HomeCategory = (typeof HOME_CATEGORIES)[number];

export const ALL_CATEGORIES = ALL_FILTER;

export type HomeFilter = typeof ALL_CATEGORIES | HomeCategory;

/** The chips in display order; 'Todos' is the default. */
export const HOME_FILTERS: readonly HomeFilter[] = [ALL_CATEGORIES, ...HOME_CATEGORIES];

export const DEFAULT_HOME_FILTER: HomeFilter = ALL_CATEGORIES;

/** 'Todos' keeps every product; a category keeps only that category's products, in their order. */
export function filterProducts<T extends { category: HomeCategory }>(products: readonly T[], filter: HomeFilter): T[] {
  return filter === ALL_CATEGORIES ? [...products] : products.filter((p) => p.category === filter);
}

/** Spanish text for how many products are shown ('Mostrando 12 productos', 'Mostrando 1 producto (Gorras)'). */
export function productCountText(count: number, filter: HomeFilter): string {
  return filterCountText(count, { one: 'producto', many: 'productos' }, filter);
}
