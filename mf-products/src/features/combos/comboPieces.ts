import type { KitPiece } from '../../common/art/KitShapes';

/** The word in an included item that names a piece we draw ('Gorra bordada a juego' → cap). */
const PIECE_WORDS: Record<KitPiece, RegExp> = {
  shirt: /\bt-shirt\b/i,
  polo: /\bpolo\b/i,
  hoodie: /\bhoodie\b/i,
  cap: /\bgorra\b/i,
  mug: /\btaza\b/i,
  bottle: /\btermo\b/i,
  notebook: /\blibreta\b/i,
  pen: /\bbolígrafo\b/i,
};

/**
 * The pieces a combo's drawing shows: those its items name, in the items' order (the first is
 * drawn largest). Items we have no drawing for (a wristband, a towel) are left to the list.
 */
export function comboPieces(items: readonly string[]): KitPiece[] {
  const pieces: KitPiece[] = [];
  for (const item of items) {
    for (const [piece, word] of Object.entries(PIECE_WORDS) as [KitPiece, RegExp][]) {
      if (word.test(item) && !pieces.includes(piece)) pieces.push(piece);
    }
  }
  return pieces;
}
