/** Our drawings of thermal bottles and tumblers on the 200×200 grid: see shapeParts. */
import { drawnArt } from './Art';
import { Handle, Highlight, type Box } from './drinkwareParts';
import { OUTLINE, PrintMark, Shade, Tinted, type ShapeProps } from './shapeParts';

/**
 * A bottle's body: its outline, the shade down its right side, the highlight down its left, its
 * collar under the lid (where it has one), the lid's box, where the print goes and a side handle.
 */
type BottleBody = {
  body: string;
  shade: string;
  highlight: string;
  collar?: Box;
  lid: Box;
  print: Box;
  sideHandle: string;
};

/** A bottle with rounded shoulders, from its shoulders' top to its foot, half as wide and its neck half as wide. */
function roundedBottle(top: number, bottom: number, half: number, neckHalf: number): BottleBody {
  const [l, r, nl, nr] = [100 - half, 100 + half, 100 - neckHalf, 100 + neckHalf];
  const printW = Math.round(half * 0.95);
  return {
    body: `M${nl} ${top} Q${l} ${top + 4} ${l} ${top + 24} L${l} ${bottom - 14} Q${l} ${bottom} ${l + 14} ${bottom} L${r - 14} ${bottom} Q${r} ${bottom} ${r} ${bottom - 14} L${r} ${top + 24} Q${r} ${top + 4} ${nr} ${top} Z`,
    shade: `M${r - 20} ${top + 2} Q${r} ${top + 6} ${r} ${top + 24} L${r} ${bottom - 14} Q${r} ${bottom} ${r - 14} ${bottom} L${r - 20} ${bottom} Z`,
    highlight: `M${l + 12} ${top + 20} V${bottom - 18}`,
    collar: { x: nl, y: top - 12, w: neckHalf * 2, h: 12 },
    lid: { x: nl - 4, y: top - 38, w: neckHalf * 2 + 8, h: 28 },
    print: { x: 100 - printW / 2 + 1, y: (top + bottom) / 2 - 23, w: printW, h: 46 },
    sideHandle: `M${r - 4} ${top + 30} Q${r + 30} ${top + 30} ${r + 30} ${top + 60} Q${r + 30} ${top + 90} ${r - 4} ${top + 90}`,
  };
}

const BOTTLE_BODIES = {
  standard: roundedBottle(50, 190, 36, 18),
  // Compact: a short one (350 ml).
  compact: roundedBottle(88, 190, 36, 18),
  // XL: taller and wider (a litre), room above for a carry handle.
  xl: roundedBottle(58, 194, 46, 22),
  // Tumbler: wide at the top, tapering to a foot that fits a car's cup holder, under a flat lid.
  tumbler: {
    body: 'M44 62 L140 62 L128 146 Q126 154 122 156 L122 180 Q122 192 110 192 L74 192 Q62 192 62 180 L62 156 Q58 154 56 146 Z',
    shade: 'M116 64 L139.7 64 L128 146 Q126 154 122 156 L122 180 Q122 192 110 192 L104 192 Z',
    highlight: 'M57 78 L67 140',
    lid: { x: 38, y: 48, w: 108, h: 16 },
    print: { x: 75, y: 84, w: 34, h: 46 },
    sideHandle: 'M136 80 Q176 78 174 110 Q172 140 129 140',
  },
} satisfies Record<string, BottleBody>;

/** A steel straw rising from a lid. */
function Straw({ lid }: { lid: Box }) {
  const cx = lid.x + lid.w / 2;
  const d = `M${cx + 4} ${lid.y + 8} L${cx + 22} 8`;
  return (
    <g strokeLinecap="round" data-part="straw">
      <path d={d} stroke={OUTLINE} strokeWidth={10} />
      <path d={d} stroke="#cbd5e1" strokeWidth={6} />
    </g>
  );
}

/** A folding carry handle over a lid. */
function CarryHandle({ lid }: { lid: Box }) {
  const [l, r, top] = [lid.x + 8, lid.x + lid.w - 8, lid.y - 12];
  const d = `M${l} ${lid.y + 4} Q${l} ${top} ${(l + r) / 2} ${top} Q${r} ${top} ${r} ${lid.y + 4}`;
  return (
    <g fill="none" strokeLinecap="round" data-part="carry-handle">
      <path d={d} stroke={OUTLINE} strokeWidth={9} />
      <path d={d} stroke="#4b5563" strokeWidth={5} />
    </g>
  );
}

const DARK_LID = '#374151';

/** A bottle's lid in its box: screw (dark), sport (a dark cap with a spout), bamboo, or flat (in the bottle's colour, under a straw). */
function Lid({ kind, box, color }: { kind: BottleLook['lid']; box: Box; color: string }) {
  const { x, y, w, h } = box;
  const cx = x + w / 2;
  if (kind === 'straw') {
    return (
      <g>
        <rect x={x} y={y} width={w} height={h} rx={6} fill={color} stroke={OUTLINE} strokeWidth={3} />
        <rect x={x} y={y} width={w} height={h} rx={6} fill="rgba(0,0,0,.2)" />
      </g>
    );
  }
  if (kind === 'sport') {
    return (
      <g data-part="sport-lid">
        <rect x={cx - 8} y={y - 4} width={16} height={20} rx={5} fill="#4b5563" stroke={OUTLINE} strokeWidth={3} />
        <rect x={x} y={y + 12} width={w} height={h - 12} rx={5} fill={DARK_LID} stroke={OUTLINE} strokeWidth={3} />
        <rect x={x + 6} y={y + 16} width={6} height={h - 20} rx={3} fill="rgba(255,255,255,.25)" />
      </g>
    );
  }
  if (kind === 'bamboo') {
    const grain = [10, 19, 27, 36].map((dx) => `M${x + dx} ${y + 4}q3 ${h / 2 - 4} 0 ${h - 8}`).join('');
    return (
      <g data-part="bamboo-lid">
        <rect x={x} y={y} width={w} height={h} rx={7} fill="#d6a868" stroke={OUTLINE} strokeWidth={3} />
        <path d={grain} fill="none" stroke="#8a5a2b" strokeOpacity={0.7} strokeWidth={1.5} />
      </g>
    );
  }
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={7} fill={DARK_LID} stroke={OUTLINE} strokeWidth={3} />
      <rect x={x + 6} y={y + 6} width={6} height={h - 12} rx={3} fill="rgba(255,255,255,.25)" />
    </g>
  );
}

/** How a bottle is drawn (its data's `art`). */
export type BottleLook = {
  /** Standard (the default), compact (short), xl (taller and wider) or tumbler (wide top, narrow foot). */
  body?: 'standard' | 'compact' | 'xl' | 'tumbler';
  /** Screw (dark, the default), sport (with a spout), bamboo, or a flat lid with a straw. */
  lid?: 'screw' | 'sport' | 'bamboo' | 'straw';
  /** A carry handle over the lid, or a handle on the side. */
  handle?: 'carry' | 'side';
};

export function BottleShape({ color, body = 'standard', lid = 'screw', handle }: ShapeProps & BottleLook) {
  const bottle: BottleBody = BOTTLE_BODIES[body];
  return (
    <g strokeLinejoin="round">
      {handle === 'carry' && <CarryHandle lid={bottle.lid} />}
      {lid === 'straw' && <Straw lid={bottle.lid} />}
      {handle === 'side' && <Handle d={bottle.sideHandle} color={color} />}
      <Lid kind={lid} box={bottle.lid} color={color} />
      {bottle.collar && (
        <rect
          x={bottle.collar.x}
          y={bottle.collar.y}
          width={bottle.collar.w}
          height={bottle.collar.h}
          fill={color}
          stroke={OUTLINE}
          strokeWidth={3}
        />
      )}
      <Tinted d={bottle.body} color={color} />
      <Shade d={bottle.shade} />
      <Highlight d={bottle.highlight} />
      <PrintMark {...bottle.print} />
    </g>
  );
}

/** The product's illustration: this drawing in its colour, drawn as its data's `art` says. */
export const BottleArt = drawnArt<BottleLook>(BottleShape);
