import { orderIntentItem, readSelectedModel } from './modelParams';

const full = (over: Record<string, string> = {}) =>
  `?${new URLSearchParams({ modelo: '17', nombre: 'Relámpago Azul', colores: 'Azul y Blanco', imagen: '/remotes/uniforms/art/17.svg', ...over })}`;

describe('readSelectedModel', () => {
  it('reads the four URL-encoded parameters', () => {
    expect(readSelectedModel(full())).toEqual({
      id: '17',
      nombre: 'Relámpago Azul',
      colores: 'Azul y Blanco',
      imagen: '/remotes/uniforms/art/17.svg',
    });
    expect(
      readSelectedModel(
        '?modelo=3&nombre=Tormenta%20Roja&colores=Rojo%20y%20Negro&imagen=https%3A%2F%2Fimg.example%2F3.png',
      ),
    ).toEqual({
      id: '3',
      nombre: 'Tormenta Roja',
      colores: 'Rojo y Negro',
      imagen: 'https://img.example/3.png',
    });
  });

  it.each(['modelo', 'nombre', 'colores', 'imagen'])('is null when %s is missing or blank', (name) => {
    const params = new URLSearchParams(full());
    params.delete(name);
    expect(readSelectedModel(`?${params}`)).toBeNull();
    expect(readSelectedModel(full({ [name]: '   ' }))).toBeNull();
  });

  it('is null without a query string', () => {
    expect(readSelectedModel('')).toBeNull();
  });

  it('keeps hostile values as text, trimmed and capped', () => {
    const m = readSelectedModel(
      full({ nombre: ' <script>alert(1)</script> ', modelo: '1'.repeat(50), imagen: 'javascript:alert(1)' }),
    );
    expect(m).toEqual({
      id: '1'.repeat(20),
      nombre: '<script>alert(1)</script>',
      colores: 'Azul y Blanco',
      imagen: 'javascript:alert(1)',
    });
  });
});

describe('orderIntentItem', () => {
  const model = (id: string) => ({ id, nombre: 'Relámpago Azul', colores: 'Azul y Blanco', imagen: '/a.svg' });

  it('counts the order for the basketball model it is for', () => {
    expect(orderIntentItem(model('17'))).toBe('basquetbol-17');
    expect(orderIntentItem(model('200'))).toBe('basquetbol-200');
  });

  it('counts it for the sport alone when the id in the URL is not a catalogue id (never echoes what was written there)', () => {
    for (const id of ['17x', 'Ana 809-555-1234', '12345', '-1', ''])
      expect(orderIntentItem(model(id))).toBe('basquetbol');
  });
});
