import { defaultConfig, emptyClient, emptyForm } from './orderReducer';
import {
  draftStorageKey,
  isBlankDraft,
  isBlankOrder,
  loadDraft,
  loadOrder,
  saveDraft,
  saveOrder,
  storageKey,
} from './persistence';
import type { OrderData } from './types';

const data: OrderData = {
  players: [
    { id: '1790000000000', apellidoONombre: 'Pérez', numero: '23', patrocinador: 'Colmado', size: 'XL' },
    { id: '1790000000000-1', apellidoONombre: 'Ana', numero: '7', patrocinador: '', size: 'M' },
  ],
  client: { nombre: 'Club Los Mina', telefono: '809-555-1234', correo: '' },
  config: { numeroAdelante: false, colorDistinto: true, colorFondo: 'Negro' },
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
} as unknown as Storage;

describe('persistence', () => {
  it('saves and loads roster, client data and configuration per model', () => {
    expect(saveOrder('17', data)).toBe(true);
    expect(loadOrder('17')).toEqual(data);
    expect(loadOrder('18')).toBeNull();
  });

  it('keeps every player of a large order: no maximum', () => {
    const players = Array.from({ length: 600 }, (_, i) => ({
      id: `p${i}`,
      apellidoONombre: `Jugador ${i}`,
      numero: String(i),
      patrocinador: '',
      size: 'M' as const,
    }));
    expect(saveOrder('17', { ...data, players })).toBe(true);
    expect(loadOrder('17')?.players).toHaveLength(600);
  });

  it('does not rewrite an unchanged order (another tab listens for writes)', () => {
    saveOrder('17', data, window.localStorage, new Date('2026-01-01T00:00:00Z'));
    const first = window.localStorage.getItem(storageKey('17'));
    saveOrder(
      '17',
      JSON.parse(JSON.stringify(data)) as OrderData,
      window.localStorage,
      new Date('2026-02-02T00:00:00Z'),
    );
    expect(window.localStorage.getItem(storageKey('17'))).toBe(first);
    saveOrder(
      '17',
      { ...data, client: { ...data.client, correo: 'a@b.do' } },
      window.localStorage,
      new Date('2026-02-02T00:00:00Z'),
    );
    expect(window.localStorage.getItem(storageKey('17'))).toContain('2026-02-02');
  });

  it('uses a versioned key per model id, encoded', () => {
    expect(storageKey('17')).toBe('estampa-rd:pedido-basquetbol:v1:17');
    expect(storageKey(' a/b c ')).toBe('estampa-rd:pedido-basquetbol:v1:a%2Fb%20c');
    expect(storageKey('x'.repeat(500))).toHaveLength('estampa-rd:pedido-basquetbol:v1:'.length + 64);
    saveOrder('17', data);
    expect(JSON.parse(window.localStorage.getItem(storageKey('17')) ?? '{}')).toMatchObject({
      v: 1,
      players: data.players,
    });
  });

  it('removes the entry when the order is blank (after "Vaciar pedido")', () => {
    saveOrder('17', data);
    saveOrder('17', { players: [], client: emptyClient, config: defaultConfig });
    expect(window.localStorage.getItem(storageKey('17'))).toBeNull();
  });

  it('keeps an order with only client data or only a changed configuration', () => {
    expect(isBlankOrder({ players: [], client: { ...emptyClient, telefono: '8' }, config: defaultConfig })).toBe(false);
    expect(
      isBlankOrder({ players: [], client: emptyClient, config: { ...defaultConfig, numeroAdelante: false } }),
    ).toBe(false);
    expect(isBlankOrder({ players: [], client: emptyClient, config: defaultConfig })).toBe(true);
  });

  it.each(['{not json', 'null', '[]', '42', '"text"', '{"v":2,"players":[]}', '{}'])(
    'ignores unreadable or other-version data %p',
    (raw) => {
      window.localStorage.setItem(storageKey('17'), raw);
      expect(loadOrder('17')).toBeNull();
    },
  );

  it('drops malformed players and repairs what it can', () => {
    window.localStorage.setItem(
      storageKey('17'),
      JSON.stringify({
        v: 1,
        players: [
          { id: 'a', apellidoONombre: ' Bueno ', numero: '1', patrocinador: 5, size: 'L' },
          { id: 'b', apellidoONombre: 'Sin talla', numero: '2', size: 'XXXXL' },
          { id: 'c', apellidoONombre: '', numero: '3', size: 'M' },
          { id: 'd', apellidoONombre: 'Repetido', numero: '1', size: 'M' },
          { id: 'a', apellidoONombre: 'Mismo id', numero: '4', size: 'S' },
          { apellidoONombre: 'Sin id', numero: '5', size: 'S' },
          { apellidoONombre: 'x'.repeat(80), numero: '12345', size: 'S' },
          null,
          'texto',
        ],
        client: { nombre: 'n'.repeat(300), telefono: 809, correo: 'c@x.do' },
        config: { numeroAdelante: 'sí', colorDistinto: true, colorFondo: ['Rojo'] },
      }),
    );
    const loaded = loadOrder('17');
    expect(loaded?.players).toEqual([
      { id: 'a', apellidoONombre: 'Bueno', numero: '1', patrocinador: '', size: 'L' },
      { id: 'a-r', apellidoONombre: 'Mismo id', numero: '4', patrocinador: '', size: 'S' },
      { id: 'restaurado-2', apellidoONombre: 'Sin id', numero: '5', patrocinador: '', size: 'S' },
      { id: 'restaurado-3', apellidoONombre: 'x'.repeat(50), numero: '123', patrocinador: '', size: 'S' },
    ]);
    expect(loaded?.client).toEqual({ nombre: 'n'.repeat(100), telefono: '', correo: 'c@x.do' });
    expect(loaded?.config).toEqual({ numeroAdelante: true, colorDistinto: true, colorFondo: '' });
  });

  it('copes with a browser that refuses storage', () => {
    expect(loadOrder('17', refusing)).toBeNull();
    expect(saveOrder('17', data, refusing)).toBe(false);
    expect(saveOrder('17', data, null)).toBe(false);
    expect(loadOrder('17', null)).toBeNull();
  });
});

describe('persistence of the add-player draft', () => {
  const draft = { apellidoONombre: 'Pérez', numero: '23', patrocinador: 'Colmado La Esquina', size: 'XL' as const };

  it('loads an order saved before drafts were kept, and saves orders in that same format', () => {
    // Written by the page before this change: no draft anywhere.
    window.localStorage.setItem(
      storageKey('17'),
      JSON.stringify({ v: 1, savedAt: '2026-01-01T00:00:00.000Z', ...data }),
    );
    expect(loadOrder('17')).toEqual(data);
    expect(loadDraft('17')).toBeNull();
    // What this version saves is what an older one reads: the same fields, nothing added.
    window.localStorage.clear();
    saveDraft('17', draft);
    saveOrder('17', data, window.localStorage, new Date('2026-01-01T00:00:00Z'));
    expect(Object.keys(JSON.parse(window.localStorage.getItem(storageKey('17')) ?? '{}'))).toEqual([
      'v',
      'savedAt',
      'players',
      'client',
      'config',
    ]);
  });

  it("keeps the draft per model in this tab's sessionStorage, beside the order's key, never in localStorage", () => {
    expect(draftStorageKey('17')).toBe(`${storageKey('17')}:borrador`);
    expect(saveDraft('17', draft)).toBe(true);
    expect(loadDraft('17')).toEqual(draft);
    expect(loadDraft('18')).toBeNull();
    expect(window.localStorage).toHaveLength(0); // other tabs get no storage event for a keystroke
    expect(JSON.parse(window.sessionStorage.getItem(draftStorageKey('17')) ?? '{}')).toEqual({ v: 1, ...draft });
  });

  it('keeps a draft as typed (spaces included), even one that is only a size', () => {
    saveDraft('17', { ...emptyForm, apellidoONombre: 'Ana ' });
    expect(loadDraft('17')).toEqual({ ...emptyForm, apellidoONombre: 'Ana ' });
    saveDraft('17', { ...emptyForm, size: 'XXL' });
    expect(loadDraft('17')).toEqual({ ...emptyForm, size: 'XXL' });
  });

  it('removes the draft when the form is blank again (player added, order emptied)', () => {
    saveDraft('17', draft);
    expect(isBlankDraft(emptyForm)).toBe(true);
    expect(isBlankDraft({ ...emptyForm, numero: '  ' })).toBe(true);
    expect(saveDraft('17', emptyForm)).toBe(true);
    expect(window.sessionStorage.getItem(draftStorageKey('17'))).toBeNull();
  });

  it.each([
    '{not json',
    'null',
    '[]',
    '42',
    '"texto"',
    '{}',
    '{"v":2,"apellidoONombre":"Ana","numero":"7","size":"M"}',
    '{"v":1}',
    '{"v":1,"apellidoONombre":5,"numero":["7"],"patrocinador":null,"size":"M"}',
  ])('ignores an unreadable, other-version or empty draft %p', (raw) => {
    window.sessionStorage.setItem(draftStorageKey('17'), raw);
    expect(loadDraft('17')).toBeNull();
  });

  it('cuts an over-long draft to the limits of the fields (never half an emoji) and repairs its size', () => {
    window.sessionStorage.setItem(
      draftStorageKey('17'),
      JSON.stringify({
        v: 1,
        apellidoONombre: `${'a'.repeat(49)}😀${'b'.repeat(5000)}`,
        numero: '12345',
        patrocinador: 's'.repeat(300),
        size: 'XXXXL',
        extra: { nested: true },
      }),
    );
    expect(loadDraft('17')).toEqual({
      apellidoONombre: 'a'.repeat(49),
      numero: '123',
      patrocinador: 's'.repeat(100),
      size: 'M',
    });
    window.sessionStorage.setItem(draftStorageKey('17'), JSON.stringify({ v: 1, numero: 7, patrocinador: 'Tienda' }));
    expect(loadDraft('17')).toEqual({ ...emptyForm, patrocinador: 'Tienda' });
  });

  it('copes with a browser that refuses storage', () => {
    expect(loadDraft('17', refusing)).toBeNull();
    expect(saveDraft('17', draft, refusing)).toBe(false);
    expect(saveDraft('17', emptyForm, refusing)).toBe(false);
    expect(saveDraft('17', draft, null)).toBe(false);
    expect(loadDraft('17', null)).toBeNull();
  });
});
