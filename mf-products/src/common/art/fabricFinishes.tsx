/**
 * Fabric finishes drawn over a garment (see garmentShapes): mesh panels and a piqué's dots (the
 * T-shirts' own are in shirtFinishes). Textures follow the garment's outline (rowsInside in
 * shapeParts), so they never spill past it.
 */
import { SHADE, isLight, rowsInside } from './shapeParts';

/** Mesh panels down a garment's sides (a dry-fit's): a darker band along each side's middle line, pierced by holes. */
export function MeshPanels({ sides, color }: { sides: string; color: string }) {
  const holes = isLight(color) ? 'rgba(0,0,0,.4)' : 'rgba(255,255,255,.45)';
  return (
    <g fill="none" data-part="mesh">
      <path d={sides} stroke={SHADE} strokeWidth={12} />
      <g stroke={holes} strokeWidth={1.6} strokeLinecap="round" strokeDasharray="0 4">
        <path d={sides} transform="translate(-3 0)" />
        <path d={sides} transform="translate(3 2)" />
      </g>
    </g>
  );
}

/** Dots of a knit over a garment's outline (a piqué's texture), dark on a light tint, light on a dark one. */
export function KnitDots({ outline, color, top }: { outline: string; color: string; top: number }) {
  return (
    <path
      d={rowsInside(outline, { top, gap: 5 })}
      fill="none"
      stroke={isLight(color) ? 'rgba(0,0,0,.2)' : 'rgba(255,255,255,.3)'}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeDasharray="0 5"
      data-part="pique"
    />
  );
}
