import { MESSAGES } from './messages';
import {
  addPlayerError,
  defaultConfig,
  emptyClient,
  finishShownEnabled,
  initialOrderState,
  nextPlayerId,
  orderError,
  orderReducer,
  type OrderAction,
  type OrderState,
} from './orderReducer';
import { LIMITS, SIZES, type Player } from './types';

const T = 1_790_000_000_000;

function run(...actions: OrderAction[]): OrderState {
  return actions.reduce(orderReducer, initialOrderState);
}

function typed(name: string, numero: string, patrocinador = ''): OrderAction[] {
  return [
    { type: 'formFieldChanged', field: 'apellidoONombre', value: name },
    { type: 'formFieldChanged', field: 'numero', value: numero },
    { type: 'formFieldChanged', field: 'patrocinador', value: patrocinador },
  ];
}

const player = (numero: string, id = numero): Player => ({
  id,
  apellidoONombre: `J${numero}`,
  numero,
  patrocinador: '',
  size: 'M',
});

describe('initial state', () => {
  it('starts empty, front number on, different colour off, size M', () => {
    expect(initialOrderState.players).toEqual([]);
    expect(initialOrderState.client).toEqual({ nombre: '', telefono: '', correo: '' });
    expect(initialOrderState.config).toEqual({ numeroAdelante: true, colorDistinto: false, colorFondo: '' });
    expect(initialOrderState.form).toEqual({ apellidoONombre: '', numero: '', patrocinador: '', size: 'M' });
  });
});

describe('adding a player', () => {
  it('adds the trimmed player with the chosen size, then clears the form and resets size to M', () => {
    const s = run(
      ...typed('  Pérez ', ' 23 ', ' Colmado Luz '),
      { type: 'formSizeChanged', size: 'XL' },
      { type: 'playerAdded', now: T },
    );
    expect(s.players).toEqual([
      { id: String(T), apellidoONombre: 'Pérez', numero: '23', patrocinador: 'Colmado Luz', size: 'XL' },
    ]);
    expect(s.form).toEqual({ apellidoONombre: '', numero: '', patrocinador: '', size: 'M' });
  });

  it('keeps the sponsor optional', () => {
    const s = run(...typed('Ana', '7'), { type: 'playerAdded', now: T });
    expect(s.players[0].patrocinador).toBe('');
  });

  it.each([
    ['', '7'],
    ['Ana', ''],
    ['   ', '7'],
    ['Ana', '  '],
    ['', ''],
  ])('refuses name %p and number %p with the missing-fields alert and changes nothing', (name, numero) => {
    const before = run(...typed(name, numero, 'X'), { type: 'formSizeChanged', size: 'L' });
    expect(addPlayerError(before.players, before.form)).toBe(MESSAGES.missingPlayerFields);
    expect(orderReducer(before, { type: 'playerAdded', now: T })).toBe(before);
  });

  it('refuses a number already in the list (exact text) with the duplicate alert, keeping the form', () => {
    const first = run(...typed('Ana', '7'), { type: 'playerAdded', now: T });
    const before = [...typed('Luis', ' 7 '), { type: 'formSizeChanged', size: 'S' } as OrderAction].reduce(
      orderReducer,
      first,
    );
    expect(addPlayerError(before.players, before.form)).toBe(MESSAGES.duplicateNumber);
    const after = orderReducer(before, { type: 'playerAdded', now: T + 1 });
    expect(after).toBe(before);
    expect(after.form).toEqual({ apellidoONombre: 'Luis', numero: ' 7 ', patrocinador: '', size: 'S' });
  });

  it('compares numbers as exact text: 07 and 7 are different numbers', () => {
    const s = run(...typed('Ana', '7'), { type: 'playerAdded', now: T }, ...typed('Luis', '07'), {
      type: 'playerAdded',
      now: T + 1,
    });
    expect(s.players.map((p) => p.numero)).toEqual(['7', '07']);
  });

  it('checks required fields before duplicates', () => {
    expect(addPlayerError([player('7')], { apellidoONombre: '', numero: '7', patrocinador: '', size: 'M' })).toBe(
      MESSAGES.missingPlayerFields,
    );
  });

  it('gives unique ids to two adds in the same millisecond', () => {
    const s = run(
      ...typed('Ana', '1'),
      { type: 'playerAdded', now: T },
      ...typed('Luis', '2'),
      { type: 'playerAdded', now: T },
      ...typed('Eva', '3'),
      { type: 'playerAdded', now: T },
    );
    expect(s.players.map((p) => p.id)).toEqual([String(T), `${T}-1`, `${T}-2`]);
  });
});

describe('nextPlayerId', () => {
  it('is the time when free, else the time with the first free counter', () => {
    expect(nextPlayerId(T, new Set())).toBe(String(T));
    expect(nextPlayerId(T, new Set([String(T), `${T}-1`, `${T}-3`]))).toBe(`${T}-2`);
    expect(nextPlayerId(T + 0.7, new Set())).toBe(String(T));
  });
});

describe('field edits and limits', () => {
  it.each([
    ['apellidoONombre', LIMITS.apellidoONombre],
    ['numero', LIMITS.numero],
    ['patrocinador', LIMITS.patrocinador],
  ] as const)('form field %s keeps at most %i characters', (field, max) => {
    const s = run({ type: 'formFieldChanged', field, value: 'x'.repeat(max + 20) });
    expect(s.form[field]).toHaveLength(max);
  });

  it.each([
    ['nombre', LIMITS.nombre],
    ['telefono', LIMITS.telefono],
    ['correo', LIMITS.correo],
  ] as const)('client field %s keeps at most %i characters', (field, max) => {
    const s = run({ type: 'clientFieldChanged', field, value: '9'.repeat(max + 1) });
    expect(s.client[field]).toHaveLength(max);
  });

  it('limits the background colour to 100 characters', () => {
    expect(run({ type: 'colorFondoChanged', value: 'a'.repeat(150) }).config.colorFondo).toHaveLength(
      LIMITS.colorFondo,
    );
  });

  it('documents the limits of docs/product-rules.md#constants', () => {
    expect(LIMITS).toEqual({
      apellidoONombre: 50,
      numero: 3,
      patrocinador: 100,
      nombre: 100,
      telefono: 20,
      correo: 100,
      colorFondo: 100,
    });
  });

  it('never cuts an emoji in half at the limit', () => {
    const s = run({ type: 'formFieldChanged', field: 'numero', value: '12🏀' });
    expect(s.form.numero).toBe('12');
  });

  it('accepts every size of the product rules and ignores anything else', () => {
    for (const size of SIZES) expect(run({ type: 'formSizeChanged', size }).form.size).toBe(size);
    expect(SIZES).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
    const s = run({ type: 'formSizeChanged', size: 'L' });
    expect(orderReducer(s, { type: 'formSizeChanged', size: 'XXXXL' })).toBe(s);
  });

  it('sets client fields and configuration flags', () => {
    const s = run(
      { type: 'clientFieldChanged', field: 'nombre', value: 'Club Los Mina' },
      { type: 'clientFieldChanged', field: 'telefono', value: '809-555-1234' },
      { type: 'clientFieldChanged', field: 'correo', value: 'club@example.com' },
      { type: 'configFlagChanged', field: 'numeroAdelante', value: false },
      { type: 'configFlagChanged', field: 'colorDistinto', value: true },
      { type: 'colorFondoChanged', value: 'Azul marino' },
    );
    expect(s.client).toEqual({ nombre: 'Club Los Mina', telefono: '809-555-1234', correo: 'club@example.com' });
    expect(s.config).toEqual({ numeroAdelante: false, colorDistinto: true, colorFondo: 'Azul marino' });
  });
});

describe('removing, importing, clearing, restoring', () => {
  const withThree = run({
    type: 'orderRestored',
    data: { players: [player('1'), player('2'), player('3')], client: emptyClient, config: defaultConfig },
  });

  it('removes only the player with that id', () => {
    expect(orderReducer(withThree, { type: 'playerRemoved', id: '2' }).players.map((p) => p.numero)).toEqual([
      '1',
      '3',
    ]);
    expect(orderReducer(withThree, { type: 'playerRemoved', id: 'nope' })).toBe(withThree);
  });

  it('imports rows with fresh ids, skipping any that would duplicate a number or miss a field', () => {
    const s = orderReducer(withThree, {
      type: 'playersImported',
      now: T,
      rows: [
        { apellidoONombre: 'Nuevo', numero: '4', patrocinador: 'Tienda', size: 'XS' },
        { apellidoONombre: 'Repetido', numero: '2', patrocinador: '', size: 'M' },
        { apellidoONombre: '', numero: '5', patrocinador: '', size: 'M' },
        { apellidoONombre: 'Otro', numero: '6', patrocinador: '', size: 'XXXL' },
      ],
    });
    expect(s.players.map((p) => [p.id, p.numero, p.size])).toEqual([
      ['1', '1', 'M'],
      ['2', '2', 'M'],
      ['3', '3', 'M'],
      [String(T), '4', 'XS'],
      [`${T}-1`, '6', 'XXXL'],
    ]);
    expect(s.form).toBe(withThree.form);
  });

  it('clears roster, client data, configuration and form ("Vaciar pedido")', () => {
    const busy = run(
      ...typed('Ana', '7'),
      { type: 'playerAdded', now: T },
      { type: 'clientFieldChanged', field: 'nombre', value: 'Club' },
      { type: 'configFlagChanged', field: 'colorDistinto', value: true },
      ...typed('Luis', '9'),
    );
    expect(orderReducer(busy, { type: 'orderCleared' })).toEqual(initialOrderState);
  });

  it('restores saved data but keeps what is being typed in the form', () => {
    const typing = run(...typed('Ana', '7'));
    const data = {
      players: [player('10')],
      client: { nombre: 'C', telefono: '1', correo: '' },
      config: { numeroAdelante: false, colorDistinto: true, colorFondo: 'Rojo' },
    };
    const s = orderReducer(typing, { type: 'orderRestored', data });
    expect(s).toEqual({ ...data, form: typing.form });
  });

  it('restores the form this tab left half-typed, within the limits of its fields, leaving the order alone', () => {
    const draft = { apellidoONombre: 'Pérez ', numero: '23', patrocinador: 'Colmado', size: 'XL' as const };
    const s = orderReducer(withThree, { type: 'formRestored', form: draft });
    // As typed (a trailing space included): the form, not yet a player.
    expect(s).toEqual({ ...withThree, form: draft });

    const hostile = orderReducer(initialOrderState, {
      type: 'formRestored',
      form: {
        apellidoONombre: `${'a'.repeat(LIMITS.apellidoONombre - 1)}😀`,
        numero: '12345',
        patrocinador: 'p'.repeat(500),
        size: 'XXXXL' as never,
      },
    });
    expect(hostile.form).toEqual({
      apellidoONombre: 'a'.repeat(LIMITS.apellidoONombre - 1),
      numero: '123',
      patrocinador: 'p'.repeat(LIMITS.patrocinador),
      size: 'M',
    });
  });
});

describe('orderError (download rules)', () => {
  const client = { nombre: 'Club', telefono: '809-555-1234', correo: '' };
  it('needs at least one player first', () => {
    expect(orderError({ players: [], client })).toBe(MESSAGES.noPlayers);
    expect(orderError({ players: [], client: emptyClient })).toBe(MESSAGES.noPlayers);
  });
  it.each([
    ['', '809'],
    ['Club', ''],
    ['  ', '809'],
    ['Club', '   '],
  ])('needs client name %p and phone %p after trimming', (nombre, telefono) => {
    expect(orderError({ players: [player('1')], client: { nombre, telefono, correo: 'x@y.z' } })).toBe(
      MESSAGES.missingClient,
    );
  });
  it('is satisfied by one player, a name and a phone (e-mail optional)', () => {
    expect(orderError({ players: [player('1')], client })).toBeNull();
  });
});

describe('finishShownEnabled (the download shown enabled)', () => {
  it('needs a player and a client name and phone that are not empty, untrimmed', () => {
    const client = { nombre: 'Club', telefono: '809-555-1234', correo: '' };
    expect(finishShownEnabled({ players: [], client })).toBe(false);
    expect(finishShownEnabled({ players: [player('1')], client: { ...client, nombre: '' } })).toBe(false);
    expect(finishShownEnabled({ players: [player('1')], client: { ...client, telefono: '' } })).toBe(false);
    expect(finishShownEnabled({ players: [player('1')], client })).toBe(true);
    // Spaces are not empty: shown enabled, and a click explains (orderError trims).
    expect(finishShownEnabled({ players: [player('1')], client: { ...client, nombre: '   ' } })).toBe(true);
  });
});
