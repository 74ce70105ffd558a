import { PATHS } from '@estampa/shared/routes/paths';
import { orderParams, orderUrl } from './orderUrl';
import { basketballModels } from './data';

const tricky = {
  id: 7,
  name: 'Relámpago & Cía #1 ?=+ 50%',
  colors: 'Rojo y Negro',
  image: '/remotes/uniforms/art/basquetbol/7.svg?v=1&x=ñ',
};

describe('orderUrl', () => {
  it('points to the order page with exactly the four parameters in order', () => {
    const url = new URL(orderUrl(basketballModels[0]), 'http://localhost');
    expect(url.pathname).toBe(PATHS.basketballOrder);
    expect([...url.searchParams.keys()]).toEqual(['modelo', 'nombre', 'colores', 'imagen']);
  });

  it.each([basketballModels[0], basketballModels[199], tricky])('round-trips through URLSearchParams: %p', (model) => {
    const query = orderUrl(model).split('?')[1];
    const read = Object.fromEntries(new URLSearchParams(query));
    expect(read).toEqual(orderParams(model));
    expect(read).toEqual({ modelo: String(model.id), nombre: model.name, colores: model.colors, imagen: model.image });
  });

  it('round-trips through decodeURIComponent too (spaces as %20, not +)', () => {
    const query = orderUrl(tricky).split('?')[1];
    expect(query).not.toMatch(/\+| /);
    const read = Object.fromEntries(query.split('&').map((pair) => pair.split('=').map(decodeURIComponent)));
    expect(read).toEqual(orderParams(tricky));
  });

  it('encodes the separators that would otherwise split or cut the query', () => {
    const query = orderUrl(tricky).split('?')[1];
    expect(query.split('&')).toHaveLength(4);
    expect(query).not.toContain('#');
  });
});
