/** Our drawings of drinkware (mugs, thermal bottles and tumblers) on the 200×200 grid: see shapeParts. */
import { LIGHT, OUTLINE, PrintMark, Shade, Tinted, type ShapeProps } from './shapeParts';

type Box = { x: number; y: number; w: number; h: number };

/** A handle drawn as a thick tinted line with our outline round it (mugs, the tumbler). */
function Handle({ d, color }: { d: string; color: string }) {
  return (
    <g fill="none" strokeLinecap="round" data-part="handle">
      <path d={d} stroke={OUTLINE} strokeWidth={18} />
      <path d={d} stroke={color} strokeWidth={12} />
    </g>
  );
}

/** The highlight down a body's lit side: a thick translucent line. */
function Highlight({ d }: { d: string }) {
  return <path d={d} stroke={LIGHT} strokeWidth={9} strokeLinecap="round" />;
}

/**
 * A mug's body: its outline, its rim (an ellipse; none under a lid), its handle, the shade down its
 * right side, the highlight down its left and where the print goes.
 */
type MugBody = {
  body: string;
  rim?: { cx: number; cy: number; rx: number; ry: number };
  handle: string;
  shade: string;
  highlight: string;
  print: Box;
};

const MUG_BODIES = {
  straight: {
    body: 'M34 48 L146 48 L146 162 Q146 176 132 176 L48 176 Q34 176 34 162 Z',
    rim: { cx: 90, cy: 48, rx: 56, ry: 10 },
    handle: 'M142 74 Q176 72 176 106 Q176 140 142 138',
    shade: 'M122 52 L146 52 L146 162 Q146 176 132 176 L122 176 Z',
    highlight: 'M48.5 66.5 V153.5',
    print: { x: 62, y: 88, w: 52, h: 50 },
  },
  // Latte: wide at the rim, narrowing to the foot.
  conical: {
    body: 'M24 44 L156 44 L136 164 Q134 176 122 176 L58 176 Q46 176 44 164 Z',
    rim: { cx: 90, cy: 44, rx: 66, ry: 11 },
    handle: 'M149 76 Q182 74 179 104 Q176 132 140 134',
    shade: 'M130 48 L155 48 L136 164 Q134 176 122 176 L114 176 Z',
    highlight: 'M40 62 L53 156',
    print: { x: 66, y: 82, w: 48, h: 46 },
  },
  // Jumbo: taller and wider than the classic.
  jumbo: {
    body: 'M24 30 L148 30 L148 170 Q148 186 132 186 L40 186 Q24 186 24 170 Z',
    rim: { cx: 86, cy: 30, rx: 62, ry: 11 },
    handle: 'M144 60 Q182 58 182 106 Q182 154 144 152',
    shade: 'M124 34 L148 34 L148 170 Q148 186 132 186 L124 186 Z',
    highlight: 'M37 50 V166',
    print: { x: 54, y: 76, w: 62, h: 60 },
  },
  // Travel: steel, slightly tapered, under a lid (see TravelLid).
  travel: {
    body: 'M46 56 L134 56 L128 170 Q127 184 113 184 L67 184 Q53 184 52 170 Z',
    handle: 'M131 80 Q166 80 164 114 Q162 146 127 144',
    shade: 'M112 58 L134 58 L128 170 Q127 184 113 184 L108 184 Z',
    highlight: 'M59 72 L63 166',
    print: { x: 64, y: 90, w: 52, h: 50 },
  },
} satisfies Record<string, MugBody>;

/** A travel mug's lid: a dark band and dome with its sliding drinking hole. */
function TravelLid() {
  return (
    <g data-part="lid">
      <path d="M48 42 Q52 24 90 24 Q128 24 132 42 Z" fill="#374151" stroke={OUTLINE} strokeWidth={3} />
      <rect x={40} y={40} width={100} height={18} rx={6} fill="#374151" stroke={OUTLINE} strokeWidth={3} />
      <rect x={76} y={29} width={26} height={7} rx={3.5} fill="#9ca3af" />
      <rect x={48} y={45} width={60} height={4} rx={2} fill="rgba(255,255,255,.25)" />
    </g>
  );
}

/** Steam over a hot drink. */
function Steam() {
  return (
    <path
      d="M70 32q-7-6 0-12t0-12M90 28q-7-6 0-12t0-12M110 32q-7-6 0-12t0-12"
      fill="none"
      stroke={OUTLINE}
      strokeOpacity={0.4}
      strokeWidth={3}
      strokeLinecap="round"
      data-part="steam"
    />
  );
}

/** How a mug is drawn (its data's `art`). */
export type MugLook = {
  /** Straight (the default), conical (latte), jumbo (taller and wider) or travel (steel, with a lid). */
  body?: 'straight' | 'conical' | 'jumbo' | 'travel';
  /** A white outside for the design, with the inside and the handle in the mug's colour. */
  interior?: 'color';
  /** A heat-changing (magic) mug: matte, steaming, the design appearing from under its colour. */
  magic?: boolean;
};

export function MugShape({ color, body = 'straight', interior, magic = false }: ShapeProps & MugLook) {
  const mug: MugBody = MUG_BODIES[body];
  const outside = interior === 'color' ? '#ffffff' : color;
  return (
    <g strokeLinejoin="round">
      {magic && <Steam />}
      <Handle d={mug.handle} color={color} />
      <Tinted d={mug.body} color={outside} />
      <Shade d={mug.shade} />
      {!magic && <Highlight d={mug.highlight} />}
      {mug.rim && (
        <>
          <ellipse {...mug.rim} fill={outside} stroke={OUTLINE} strokeWidth={3} />
          <ellipse
            cx={mug.rim.cx}
            cy={mug.rim.cy + 1}
            rx={mug.rim.rx - 8}
            ry={mug.rim.ry - 3}
            fill={interior === 'color' ? color : 'rgba(0,0,0,.35)'}
            data-part={interior === 'color' ? 'coloured-inside' : undefined}
          />
        </>
      )}
      {body === 'travel' && <TravelLid />}
      {/* a magic mug's design still appearing with the heat */}
      <g opacity={magic ? 0.5 : undefined}>
        <PrintMark {...mug.print} />
      </g>
    </g>
  );
}

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
