import { comboPieces } from './comboPieces';
import { COMBOS } from './data';
import { MAX_KIT_PIECES } from '../../common/art/KitShapes';

describe('the pieces a combo card draws', () => {
  it('are the ones its items name, in their order', () => {
    expect(comboPieces(['Polo piqué con logo bordado', 'Gorra bordada a juego'])).toEqual(['polo', 'cap']);
    expect(comboPieces(['Taza sublimada con logo', 'Libreta con logo', 'Bolígrafo con logo'])).toEqual([
      'mug',
      'notebook',
      'pen',
    ]);
  });

  it('leave out items we have no drawing for, and draw a piece once', () => {
    expect(comboPieces(['T-shirt estampada', 'Pulsera de identificación', 'T-shirt de niño'])).toEqual(['shirt']);
    expect(comboPieces(['Diseño a juego en ambas piezas'])).toEqual([]);
  });

  it('tell the combos apart: no two show the same pieces, and each fits in one drawing', () => {
    const drawings = COMBOS.map((c) => comboPieces(c.items));
    for (const pieces of drawings) {
      expect(pieces.length).toBeGreaterThanOrEqual(2);
      expect(pieces.length).toBeLessThanOrEqual(MAX_KIT_PIECES);
    }
    expect(new Set(drawings.map((p) => p.join('+'))).size).toBe(COMBOS.length);
  });

  it('show the executive premium combo as its polo, bottle, notebook and pen', () => {
    expect(comboPieces(COMBOS.find((c) => c.id === 'combo-3')!.items)).toEqual(['polo', 'bottle', 'notebook', 'pen']);
  });
});
