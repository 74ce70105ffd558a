import { filterCountText } from './filterCount';

const PRODUCTS = { one: 'producto', many: 'productos' };

describe('filterCountText', () => {
  it('counts in Spanish, naming the chosen filter but not "Todos"', () => {
    expect(filterCountText(12, PRODUCTS, 'Todos')).toBe('Mostrando 12 productos');
    expect(filterCountText(1, PRODUCTS, 'Gorras')).toBe('Mostrando 1 producto (Gorras)');
    expect(filterCountText(0, { one: 'combo', many: 'combos' }, 'Eventos')).toBe('Mostrando 0 combos (Eventos)');
  });
});
