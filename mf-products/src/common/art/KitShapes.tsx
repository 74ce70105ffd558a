import type { ComponentType } from 'react';
import { swatchFor } from '../swatches';
import { ArtFrame, type ArtProps } from './Art';
import { MugShape } from './mugShapes';
import { BottleShape } from './bottleShapes';
import { CapShape, HoodieShape, PoloShape, TeeShape } from './garmentShapes';
import { NotebookShape, PenShape } from './officeShapes';

/** The pieces we can draw in a kit (a promotional combo). */
export type KitPiece = 'shirt' | 'polo' | 'hoodie' | 'cap' | 'mug' | 'bottle' | 'notebook' | 'pen';

const SHAPES: Record<KitPiece, ComponentType<{ color: string }>> = {
  shirt: TeeShape,
  polo: PoloShape,
  hoodie: HoodieShape,
  cap: CapShape,
  mug: MugShape,
  bottle: BottleShape,
  notebook: NotebookShape,
  pen: PenShape,
};

/** [x, y, scale] of a piece drawn smaller on the 200×200 grid. */
type Slot = readonly [number, number, number];

/**
 * Where the pieces go, by how many there are: the first (the kit's main piece) large on the left,
 * the others smaller beside and below it.
 */
const SLOTS: readonly (readonly Slot[])[] = [
  [],
  [[0, 0, 1]],
  [
    [0, 30, 0.66],
    [98, 56, 0.5],
  ],
  [
    [4, 18, 0.62],
    [96, 4, 0.5],
    [100, 86, 0.52],
  ],
  [
    [0, 6, 0.56],
    [104, 0, 0.46],
    [104, 98, 0.46],
    [8, 114, 0.42],
  ],
];

/** The most pieces one drawing holds. */
export const MAX_KIT_PIECES = SLOTS.length - 1;

/** A kit's pieces together on the 200×200 grid, each in the kit's colour (also drawn for its picture, src/seo). */
export function KitShapes({ color, pieces }: { color: string; pieces: readonly KitPiece[] }) {
  const shown = pieces.slice(0, MAX_KIT_PIECES);
  return (
    <>
      {shown.map((piece, i) => {
        const Shape = SHAPES[piece];
        const [x, y, scale] = SLOTS[shown.length][i];
        return (
          <g key={piece} transform={`translate(${x} ${y}) scale(${scale})`}>
            <Shape color={color} />
          </g>
        );
      })}
    </>
  );
}

/** A promotional kit's illustration: the pieces it includes, tinted by the kit's colour. */
export function KitArt({ colorName, label, size, pieces }: ArtProps & { pieces: readonly KitPiece[] }) {
  return (
    <ArtFrame label={label} size={size}>
      <KitShapes color={swatchFor(colorName)} pieces={pieces} />
    </ArtFrame>
  );
}
