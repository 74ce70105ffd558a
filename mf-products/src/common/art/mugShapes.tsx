/** Our drawings of mugs on the 200×200 grid: see shapeParts. */
import { drawnArt } from './Art';
import { Handle, Highlight, type Box } from './drinkwareParts';
import { OUTLINE, PrintMark, Shade, Tinted, type ShapeProps } from './shapeParts';

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

/** The product's illustration: this drawing in its colour, drawn as its data's `art` says. */
export const MugArt = drawnArt<MugLook>(MugShape);
