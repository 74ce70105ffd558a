import { ORDER_PARAMS, orderQuery, readOrderQuery } from './orderUrl';

const tricky = {
  modelo: '7',
  nombre: 'Relámpago & Cía #1 ?=+ 50%',
  colores: 'Rojo y Negro',
  imagen: '/remotes/uniforms/art/basquetbol/7.svg?v=1&x=ñ',
};

describe('the order page URL contract', () => {
  it('names the four parameters in the order the catalogue writes them', () => {
    expect(ORDER_PARAMS).toEqual(['modelo', 'nombre', 'colores', 'imagen']);
    expect([...new URLSearchParams(orderQuery(tricky)).keys()]).toEqual(['modelo', 'nombre', 'colores', 'imagen']);
  });

  it('writes values that URLSearchParams and decodeURIComponent both read back unchanged', () => {
    const query = orderQuery(tricky);
    expect(query).toMatch(/^\?/);
    expect(query).not.toMatch(/\+| |#/);
    expect(query.slice(1).split('&')).toHaveLength(4);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual(tricky);
    expect(
      Object.fromEntries(
        query
          .slice(1)
          .split('&')
          .map((pair) => pair.split('=').map(decodeURIComponent)),
      ),
    ).toEqual(tricky);
  });

  it('leaves out parameters that are not given', () => {
    expect(orderQuery({ modelo: '1', imagen: '/a.svg' })).toBe('?modelo=1&imagen=%2Fa.svg');
    expect(orderQuery({})).toBe('');
  });

  it('reads what it writes', () => {
    expect(readOrderQuery(orderQuery(tricky))).toEqual(tricky);
  });

  it.each(ORDER_PARAMS)('reads null when %s is missing or blank', (key) => {
    expect(readOrderQuery(orderQuery({ ...tricky, [key]: undefined }))).toBeNull();
    expect(readOrderQuery(orderQuery({ ...tricky, [key]: '  ' }))).toBeNull();
  });

  it('trims and caps what it reads (without splitting a surrogate pair)', () => {
    const read = readOrderQuery(
      orderQuery({ ...tricky, modelo: ` ${'9'.repeat(30)} `, nombre: `${'a'.repeat(99)}😀` }),
    );
    expect(read?.modelo).toBe('9'.repeat(20));
    expect(read?.nombre).toBe('a'.repeat(99));
  });
});
