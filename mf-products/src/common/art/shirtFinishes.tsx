/**
 * The T-shirts' own finishes (see shirtShapes): a heather's flecks, tie-dye and an organic cotton
 * tag. Textures follow the shirt's outline (rowsInside, arcsInside in shapeParts).
 */
import { OUTLINE, arcsInside, rowsInside } from './shapeParts';

/** The flecks of a heathered (jaspeado) knit over a garment's outline: short light dashes of uneven length. */
export function HeatherFlecks({ outline, top }: { outline: string; top: number }) {
  return (
    <path
      d={rowsInside(outline, { top, gap: 4, shifts: [0, 5, 2, 7, 3, 1, 6] })}
      fill="none"
      stroke="rgba(255,255,255,.4)"
      strokeWidth={1.4}
      strokeDasharray="3 5 1 4 2 7 1 6"
      data-part="heather"
    />
  );
}

/**
 * A tie-dye spiral over a garment's outline: two dyes wound out from the chest in bands, the shirt's
 * own colour between them. Each arm is a run of half circles, turn by turn wider, their centres
 * alternating `step` apart (so an arm steps out by two `step`s a turn).
 */
export function TieDye({ outline }: { outline: string }) {
  const [cx, cy, step] = [100, 116, 12];
  const arm = (turned: number) =>
    arcsInside(
      outline,
      Array.from({ length: 9 }, (_, k) => {
        const apart = k % 2 === 0 ? step : 0;
        const from = Math.PI * (k + 1) + turned;
        return {
          cx: cx + apart * Math.cos(turned),
          cy: cy + apart * Math.sin(turned),
          r: step * (k + 1),
          from,
          to: from + Math.PI,
        };
      }),
      6,
    );
  return (
    <g fill="none" strokeWidth={9} strokeLinecap="round" data-part="tie-dye">
      <path d={arm(0)} stroke="#f0abfc" />
      <path d={arm((Math.PI * 2) / 3)} stroke="#fde047" />
    </g>
  );
}

/** The woven tag of a certified organic garment: a green leaf on the hem. */
export function OrganicTag() {
  return (
    <g transform="translate(62 146)" data-part="organic-tag">
      <rect width={20} height={26} rx={3} fill="#f0fdf4" stroke={OUTLINE} strokeWidth={1.5} />
      <path d="M10 22Q2 14 10 4Q18 14 10 22Z" fill="#16a34a" />
      <path d="M10 22V10" stroke="#f0fdf4" strokeWidth={1.2} />
    </g>
  );
}
