/**
 * What the drawings of our products are made of (garmentShapes, shirtShapes, uniformShapes,
 * mugShapes, bottleShapes, officeShapes): each is drawn on a 200×200 grid and tinted by a colour.
 * One module per kind of product, so a page carries only the drawings it shows. Shade and highlight are
 * translucent overlays, so every tint (white included) keeps its outline.
 */
import { ILLUSTRATION_OUTLINE as OUTLINE } from '@estampa/shared/theme/theme';

export { OUTLINE };
export const SHADE = 'rgba(0,0,0,.14)';
export const LIGHT = 'rgba(255,255,255,.35)';
export const PRINT_AREA = 'rgba(255,255,255,.88)';
/** The thread of embroidered logos and crests. */
const THREAD = '#facc15';
/** The red of the design in a print area, of a school tie. */
export const ACCENT = '#b91c1c';

export type ShapeProps = { color: string };

/** A part of the drawing in the product's colour (or another fill), with our outline. */
export function Tinted({ d, color }: { d: string; color: string }) {
  return <path d={d} fill={color} stroke={OUTLINE} strokeWidth={3} />;
}

/** The shade over the side of a part away from the light. */
export function Shade({ d }: { d: string }) {
  return <path d={d} fill={SHADE} />;
}

/** Print area: where the customer's design goes. */
export function PrintMark({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const r = Math.min(w, h) / 3;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={6}
        fill={PRINT_AREA}
        stroke={OUTLINE}
        strokeOpacity={0.35}
        strokeDasharray="4 3"
      />
      <path
        d={`M${cx} ${cy - r} L${cx + r * 0.3} ${cy - r * 0.3} L${cx + r} ${cy} L${cx + r * 0.3} ${cy + r * 0.3} L${cx} ${cy + r} L${cx - r * 0.3} ${cy + r * 0.3} L${cx - r} ${cy} L${cx - r * 0.3} ${cy - r * 0.3} Z`}
        fill={ACCENT}
      />
    </g>
  );
}

/**
 * An embroidered badge, its top left corner at the origin, 20×24: a crest (a school's shield) or a
 * round logo, filled with thread and stitched round its edge. Place it with a transform.
 */
export function EmbroideredBadge({ crest = false }: { crest?: boolean }) {
  const outline = crest ? 'M0 0H20V12Q20 21 10 24Q0 21 0 12Z' : 'M10 1A11 11 0 1 1 10 23A11 11 0 1 1 10 1Z';
  const stitches = crest
    ? 'M3 3H17V12Q17 18.5 10 21Q3 18.5 3 12Z'
    : 'M10 4.5A7.5 7.5 0 1 1 10 19.5A7.5 7.5 0 1 1 10 4.5Z';
  return (
    <g data-part="embroidered">
      <path d={outline} fill={THREAD} stroke={OUTLINE} strokeWidth={1.5} />
      <path d={stitches} fill="none" stroke={OUTLINE} strokeOpacity={0.55} strokeWidth={1.2} strokeDasharray="2 1.6" />
      <path d="M10 7L12.5 12L10 17L7.5 12Z" fill={ACCENT} />
    </g>
  );
}

/** Whether a tint is light (white, pastels, yellow), so what stands out on it is dark. */
export function isLight(color: string): boolean {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (!hex) return true;
  const n = parseInt(hex[1], 16);
  return 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) > 150;
}

/** A tint that stands out beside another (a raglan's sleeves): white beside a dark colour, dark beside a light one. */
export function contrastOf(color: string): string {
  return isLight(color) ? OUTLINE : '#ffffff';
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The corners of each closed part of an outline written with absolute M, L, Q and Z, each curve as four chords. */
function outlineRings(d: string): [number, number][][] {
  const tokens = d.match(/[MLQZ]|-?\d*\.?\d+/g) ?? [];
  const rings: [number, number][][] = [];
  let i = 0;
  let command = 'M';
  const next = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[MLQZ]/.test(tokens[i])) command = tokens[i++];
    if (command === 'Z') continue;
    if (command === 'M') {
      rings.push([[next(), next()]]);
      command = 'L';
      continue;
    }
    const ring = rings[rings.length - 1];
    if (command === 'Q') {
      const [cx, cy, x, y] = [next(), next(), next(), next()];
      const [x0, y0] = ring[ring.length - 1];
      for (const t of [0.25, 0.5, 0.75, 1]) {
        const [a, b, c] = [(1 - t) ** 2, 2 * (1 - t) * t, t * t];
        ring.push([a * x0 + b * cx + c * x, a * y0 + b * cy + c * y]);
      }
    } else ring.push([next(), next()]);
  }
  return rings;
}

type Point = [number, number];

/** Whether a point is inside an outline's rings (even-odd) and at least `margin` from every edge. */
function isInside(rings: Point[][], [x, y]: Point, margin: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let k = 0; k < ring.length; k++) {
      const [x1, y1] = ring[k];
      const [x2, y2] = ring[(k + 1) % ring.length];
      if (y1 <= y !== y2 <= y && x < x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)) inside = !inside;
      // the distance to this edge
      const [dx, dy] = [x2 - x1, y2 - y1];
      const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy || 1)));
      if (Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy)) < margin) return false;
    }
  }
  return inside;
}

/**
 * Horizontal lines `gap` apart from `top` (else just inside the outline's top) down, each cut to
 * where it crosses the outline and kept `inset` from its edge, each row starting `shifts[row]`
 * further in (cycling; every other row half a gap by default): stroked with a dash pattern they
 * draw a fabric's texture (dots, flecks) inside a garment with one short path.
 */
export function rowsInside(
  outline: string,
  {
    top,
    gap,
    inset = 4,
    shifts = [0, gap / 2],
  }: { top?: number; gap: number; inset?: number; shifts?: readonly number[] },
) {
  const rings = outlineRings(outline);
  const ys = rings.flat().map(([, y]) => y);
  const bottom = Math.max(...ys) - inset;
  let d = '';
  for (let y = top ?? Math.min(...ys) + inset, row = 0; y <= bottom; y += gap, row++) {
    const xs: number[] = [];
    for (const ring of rings) {
      ring.forEach(([x1, y1], k) => {
        const [x2, y2] = ring[(k + 1) % ring.length];
        if (y1 <= y !== y2 <= y) xs.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
      });
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = xs[k] + inset + shifts[row % shifts.length];
      const to = xs[k + 1] - inset;
      if (to > from) d += `M${round(from)} ${round(y)}H${round(to)}`;
    }
  }
  return d;
}

/**
 * Arcs of circles (each a centre, a radius and the angles it runs between, clockwise) cut to the
 * parts at least `margin` inside an outline: one path, however far the arcs reach past the garment.
 */
export function arcsInside(
  outline: string,
  arcs: readonly { cx: number; cy: number; r: number; from: number; to: number }[],
  margin: number,
) {
  const rings = outlineRings(outline);
  let d = '';
  for (const { cx, cy, r, from, to } of arcs) {
    const steps = Math.ceil(((to - from) * r) / 3);
    const at = (i: number): Point => {
      const angle = from + ((to - from) * i) / steps;
      return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    };
    let start = -1;
    for (let i = 0; i <= steps + 1; i++) {
      const inside = i <= steps && isInside(rings, at(i), margin);
      if (inside && start < 0) start = i;
      if (!inside && start >= 0) {
        if (i - 1 > start) {
          const [[x0, y0], [x1, y1]] = [at(start), at(i - 1)];
          d += `M${round(x0)} ${round(y0)}A${round(r)} ${round(r)} 0 0 1 ${round(x1)} ${round(y1)}`;
        }
        start = -1;
      }
    }
  }
  return d;
}
