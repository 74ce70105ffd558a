import { HOME_PRODUCTS } from './data';
import {
  ALL_CATEGORIES,
  DEFAULT_HOME_FILTER,
  HOME_CATEGORIES,
  HOME_FILTERS,
  filterProducts,
  productCountText,
} from './homeFilter';

describe('home filter', () => {
  it('offers the seven chips of docs/product-rules.md#pages in order, Todos first and by default', () => {
    expect(HOME_FILTERS).toEqual([
      'Todos',
      'Polos',
      'T-Shirts',
      'Tazas & Termos',
      'Gorras',
      'Abrigos & Hoodies',
      'Promociones Escolares',
    ]);
    expect(DEFAULT_HOME_FILTER).toBe('Todos');
  });

  it('has twelve sample products with unique string ids, each in one of the chip categories', () => {
    expect(HOME_PRODUCTS).toHaveLength(12);
    expect(new Set(HOME_PRODUCTS.map((p) => p.id)).size).toBe(12);
    for (const p of HOME_PRODUCTS) {
      expect(typeof p.id).toBe('string');
      expect(HOME_CATEGORIES).toContain(p.category);
      expect(p.name.length).toBeGreaterThan(3);
      expect(p.description.length).toBeGreaterThan(10);
    }
  });

  it('Todos shows all twelve, in catalogue order, as a new array', () => {
    const all = filterProducts(HOME_PRODUCTS, ALL_CATEGORIES);
    expect(all).toEqual(HOME_PRODUCTS);
    expect(all).not.toBe(HOME_PRODUCTS);
  });

  it.each(HOME_CATEGORIES.map((c) => [c]))('%s shows only its own products', (category) => {
    const shown = filterProducts(HOME_PRODUCTS, category);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((p) => p.category === category)).toBe(true);
    expect(shown).toEqual(HOME_PRODUCTS.filter((p) => p.category === category));
  });

  it('the categories split the twelve products two by two', () => {
    expect(HOME_CATEGORIES.map((c) => filterProducts(HOME_PRODUCTS, c).length)).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('works on any list (empty, one category only)', () => {
    expect(filterProducts([], 'Gorras')).toEqual([]);
    const caps = [{ category: 'Gorras' as const, n: 1 }];
    expect(filterProducts(caps, 'Polos')).toEqual([]);
    expect(filterProducts(caps, 'Gorras')).toEqual(caps);
  });

  it('counts in Spanish, singular and plural, naming the chosen category', () => {
    expect(productCountText(1, 'Gorras')).toBe('Mostrando 1 producto (Gorras)');
    expect(productCountText(12, 'Todos')).toBe('Mostrando 12 productos');
    expect(productCountText(0, 'Polos')).toBe('Mostrando 0 productos (Polos)');
  });
});
