import { ROUTES, menuLinks, findRoute } from './routeTable';
import { PATHS } from '@estampa/shared/routes/paths';

describe('route table', () => {
  it('has every path of docs/product-rules.md#pages exactly once', () => {
    const paths = ROUTES.map((r) => r.path).sort();
    expect(paths).toEqual(Object.values(PATHS).sort());
    expect(new Set(paths).size).toBe(21);
  });

  it('gives the header dropdowns 6 products, 5 sports and 7 print services', () => {
    expect(menuLinks('productos').map((l) => l.name)).toEqual([
      'T-Shirts',
      'Polo Shirts',
      'Promociones',
      'Tazas',
      'Termos',
      'Uniformes Escolares',
    ]);
    expect(menuLinks('uniformes').map((l) => l.name)).toEqual([
      'Basquetbol',
      'Fútbol',
      'Softbol',
      'Béisbol',
      'Voleibol',
    ]);
    expect(menuLinks('impresiones').map((l) => l.path)).toEqual([
      '/impresiones/dtf',
      '/impresiones/sublimacion',
      '/impresiones/serigrafia',
      '/impresiones/lona',
      '/impresiones/vinyl',
      '/impresiones/one-vision',
      '/impresiones/coroplast',
    ]);
  });

  it('finds routes, tolerating a trailing slash, and nothing else', () => {
    expect(findRoute('/')?.render).toEqual({ kind: 'shell', page: 'home' });
    expect(findRoute('/contacto/')?.path).toBe('/contacto');
    expect(findRoute('/uniformes/basquetbol/pedido')?.render).toEqual({
      kind: 'remote',
      remote: 'order',
      module: 'PedidoPage',
    });
    expect(findRoute('/productos')).toBeUndefined();
    expect(findRoute('/impresiones/DTF')).toBeUndefined();
  });
});
