import { breadcrumbsFor } from './breadcrumbs';
import { ROUTES, findRoute } from './routeTable';

const route = (path: string) => {
  const r = findRoute(path);
  if (!r) throw new Error(path);
  return r;
};

describe('breadcrumbsFor', () => {
  it('home is a trail of one step', () => {
    expect(breadcrumbsFor(route('/'))).toEqual([{ name: 'Inicio', path: '/' }]);
  });
  it('a page under a menu group goes straight from Inicio (groups are not pages)', () => {
    expect(breadcrumbsFor(route('/productos/tazas'))).toEqual([
      { name: 'Inicio', path: '/' },
      { name: 'Tazas', path: '/productos/tazas' },
    ]);
  });
  it('the order page passes through its catalogue', () => {
    expect(breadcrumbsFor(route('/uniformes/basquetbol/pedido')).map((s) => s.path)).toEqual([
      '/',
      '/uniformes/basquetbol',
      '/uniformes/basquetbol/pedido',
    ]);
    expect(breadcrumbsFor(route('/uniformes/basquetbol/pedido')).at(-1)?.name).toBe(
      'Pedido de uniformes de basquetbol',
    );
  });
  it('every route ends at itself, with a name', () => {
    for (const r of ROUTES) {
      const trail = breadcrumbsFor(r);
      expect(trail.at(-1)?.path).toBe(r.path);
      expect(trail.every((s) => s.name.trim().length > 0)).toBe(true);
    }
  });
});
