import { hasSwatch } from '../../common/swatches';
import { numberedIds } from '../../common/testing/catalogue';
import { COMBOS, COMBO_ADVANTAGES, COMBO_CATEGORIES, COMBO_FILTERS, comboSavings, findCombo } from './data';

describe('combo catalogue', () => {
  it('has nine combos, combo-1 to combo-9, with minimums 10, 15, 5, 8, 50, 12, 20, 25, 15', () => {
    expect(COMBOS.map((c) => c.id)).toEqual(numberedIds('combo', 9));
    expect(COMBOS.map((c) => c.minQuantity)).toEqual([10, 15, 5, 8, 50, 12, 20, 25, 15]);
  });

  it.each([
    ['combo-1', 850, 1000, 10, 150],
    ['combo-3', 1800, 2200, 5, 400],
    ['combo-5', 650, 800, 50, 150],
    ['combo-8', 450, 550, 25, 100],
  ])(
    '%s: %i vs %i, min %i, savings %i (docs/product-rules.md#catalogue examples)',
    (id, price, original, min, savings) => {
      const combo = findCombo(id)!;
      expect([combo.price, combo.originalPrice, combo.minQuantity, comboSavings(combo)]).toEqual([
        price,
        original,
        min,
        savings,
      ]);
    },
  );

  it('combo-1 is the polo with embroidered cap, combo-3 the executive premium, combo-5 the mass event, combo-8 the office pack', () => {
    expect(findCombo('combo-1')!.name).toMatch(/Polo \+ Gorra Bordada/);
    expect(findCombo('combo-3')!.name).toMatch(/Ejecutivo Premium/);
    expect(findCombo('combo-5')!.name).toMatch(/Evento Masivo/);
    expect(findCombo('combo-8')!.name).toMatch(/Pack de Oficina/);
  });

  it('prices the others between 750 and 2200, each below its original price', () => {
    for (const c of COMBOS) {
      if (!['combo-1', 'combo-3', 'combo-5', 'combo-8'].includes(c.id)) {
        expect(c.price).toBeGreaterThanOrEqual(750);
        expect(c.price).toBeLessThanOrEqual(2200);
      }
      expect(comboSavings(c)).toBeGreaterThan(0);
      expect(comboSavings(c) / c.originalPrice).toBeLessThanOrEqual(0.4); // "up to 40%"
    }
  });

  it('every combo has a category, items, a description and a tint', () => {
    for (const c of COMBOS) {
      expect(COMBO_CATEGORIES).toContain(c.category);
      expect(c.items.length).toBeGreaterThan(1);
      expect(c.description).not.toBe('');
      expect(hasSwatch(c.artColor)).toBe(true);
    }
    for (const category of COMBO_CATEGORIES) expect(COMBOS.some((c) => c.category === category)).toBe(true);
  });

  it('filters: Todos, Combos Textiles, Combos Oficina, Combos Eventos, Lanzamientos', () => {
    expect(COMBO_FILTERS).toEqual(['Todos', 'Combos Textiles', 'Combos Oficina', 'Combos Eventos', 'Lanzamientos']);
  });

  it('advantages: maximum saving up to 40%, complementary products, unified personalisation, exclusive launches', () => {
    expect(COMBO_ADVANTAGES.map((a) => a.title)).toEqual([
      'Máximo ahorro',
      'Productos complementarios',
      'Personalización unificada',
      'Lanzamientos exclusivos',
    ]);
    expect(COMBO_ADVANTAGES[0].description).toContain('hasta 40%');
  });
});
