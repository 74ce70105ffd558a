import { PASTE_MAX_CHARS, PASTE_REASONS, parsePastedList, parseSize, pastedText, splitRow } from './pasteList';

const roster = [{ numero: '23' }, { numero: '7' }];

describe('splitRow', () => {
  it.each([
    ['7\tPérez\tL\tColmado', ['7', 'Pérez', 'L', 'Colmado']],
    ['7, Pérez, L, Colmado', ['7', 'Pérez', 'L', 'Colmado']],
    ['7;Pérez;L;Colmado', ['7', 'Pérez', 'L', 'Colmado']],
    ['7,"Pérez, Jr.",L,"Tienda ""La 24"""', ['7', 'Pérez, Jr.', 'L', 'Tienda "La 24"']],
    ['7, Pérez, L, Colmado Luz, SRL', ['7', 'Pérez', 'L', 'Colmado Luz, SRL']],
    ['7\tPérez\tL\t\t\t', ['7', 'Pérez', 'L', '']],
    ['7\tPérez', ['7', 'Pérez']],
    ['solo texto', ['solo texto']],
  ])('splits %p', (line, cells) => expect(splitRow(line)).toEqual(cells));
});

describe('parseSize', () => {
  it('accepts the seven sizes in any case, 2XL/3XL aliases, and empty as M', () => {
    expect(['xs', 'S', ' m ', 'l', 'Xl', 'xxl', 'XXXL'].map(parseSize)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      'XXXL',
    ]);
    expect(parseSize('2xl')).toBe('XXL');
    expect(parseSize('3XL')).toBe('XXXL');
    expect(parseSize('')).toBe('M');
  });
  it.each(['XXXXL', '4XL', 'grande', '42', 'M/L'])('rejects %p', (raw) => expect(parseSize(raw)).toBeNull());
});

describe('parsePastedList', () => {
  it('accepts valid rows from a spreadsheet copy, in order, with their line numbers', () => {
    const r = parsePastedList('10\tRamírez\tL\tFarmacia Carol\r\n11\tSosa\txl\t\n\n12\tDíaz\t\t', roster);
    expect(r.rejected).toEqual([]);
    expect(r.accepted).toEqual([
      {
        line: 1,
        text: '10\tRamírez\tL\tFarmacia Carol',
        player: { numero: '10', apellidoONombre: 'Ramírez', size: 'L', patrocinador: 'Farmacia Carol' },
      },
      {
        line: 2,
        text: '11\tSosa\txl',
        player: { numero: '11', apellidoONombre: 'Sosa', size: 'XL', patrocinador: '' },
      },
      { line: 4, text: '12\tDíaz', player: { numero: '12', apellidoONombre: 'Díaz', size: 'M', patrocinador: '' } },
    ]);
    expect(r.headerSkipped).toBe(false);
  });

  it('skips a header row', () => {
    const r = parsePastedList('Número, Nombre, Talla, Patrocinador\n5, Peña, S', []);
    expect(r.headerSkipped).toBe(true);
    expect(r.accepted.map((a) => a.player.numero)).toEqual(['5']);
    expect(parsePastedList('#\tJugador\tTalla\n1\tA\tM', []).headerSkipped).toBe(true);
  });

  it('treats a header-looking row as data when it is not the first row', () => {
    const r = parsePastedList('1, A\nNo, Nombre', []);
    expect(r.accepted.map((a) => a.player.numero)).toEqual(['1', 'No']);
  });

  it('names every reason a row is rejected', () => {
    const r = parsePastedList(
      ['8', ', Luis', '1234, Ana', `9, ${'x'.repeat(51)}, M, ${'y'.repeat(101)}`, '13, Eva, XXXXL'].join('\n'),
      roster,
    );
    expect(r.accepted).toEqual([]);
    expect(r.rejected.map((x) => [x.line, x.reasons])).toEqual([
      [1, [PASTE_REASONS.missingName]],
      [2, [PASTE_REASONS.missingNumber]],
      [3, [PASTE_REASONS.numberTooLong]],
      [4, [PASTE_REASONS.nameTooLong, PASTE_REASONS.sponsorTooLong]],
      [5, ['Talla desconocida «XXXXL» (usa XS, S, M, L, XL, XXL o XXXL)']],
    ]);
  });

  it('rejects numbers already in the roster with the add-player wording (exact text)', () => {
    const r = parsePastedList('7, Otro\n07, Distinto\n23 , Repetido', roster);
    expect(r.rejected.map((x) => [x.line, x.reasons])).toEqual([
      [1, ['Este número ya está asignado a otro jugador']],
      [3, ['Este número ya está asignado a otro jugador']],
    ]);
    expect(r.accepted.map((a) => a.player.numero)).toEqual(['07']);
  });

  it('rejects a number repeated within the paste, pointing at the first row', () => {
    const r = parsePastedList('4, Uno\n5, Dos\n4, Tres', []);
    expect(r.accepted.map((a) => a.line)).toEqual([1, 2]);
    expect(r.rejected).toEqual([
      { line: 3, text: '4, Tres', reasons: ['El número se repite: ya está en la fila 1 de esta lista'] },
    ]);
  });

  it('lets a later row use a number whose earlier row was rejected', () => {
    const r = parsePastedList('4, Uno, ZZ\n4, Dos', []);
    expect(r.rejected.map((x) => x.line)).toEqual([1]);
    expect(r.accepted.map((a) => a.player.apellidoONombre)).toEqual(['Dos']);
  });

  it('keeps hostile text as plain data and shortens what it shows of a very long row', () => {
    const r = parsePastedList(
      `1, <img src=x onerror=alert(1)>, M, "<script>alert(1)</script>"\n2, ${'ñ'.repeat(500)}`,
      [],
    );
    expect(r.accepted[0].player).toEqual({
      numero: '1',
      apellidoONombre: '<img src=x onerror=alert(1)>',
      size: 'M',
      patrocinador: '<script>alert(1)</script>',
    });
    expect(Array.from(r.rejected[0].text)).toHaveLength(200);
  });

  it('returns nothing for blank input', () => {
    expect(parsePastedList('  \n\n\t\n', roster)).toEqual({ accepted: [], rejected: [], headerSkipped: false });
  });
});

describe('pastedText', () => {
  it('reads all of a paste below the limit, and only the whole rows of one cut at it', () => {
    expect(pastedText('1, Ana\n2, Pérez')).toEqual({ rows: '1, Ana\n2, Pérez', cut: false });
    const row = '204, Jugador 204, XL, Patrocinador Ejemplo SRL\n';
    const cutPaste = row.repeat(Math.ceil(PASTE_MAX_CHARS / row.length)).slice(0, PASTE_MAX_CHARS);
    const { rows, cut } = pastedText(cutPaste);
    expect(cut).toBe(true);
    expect(rows.split('\n').every((line) => line === row.trim())).toBe(true);
  });
});
