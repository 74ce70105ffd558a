/** Our drawings of garments (T-shirt, polo, hoodie, cap) on the 200×200 grid: see shapeParts. */
import { HeatherFlecks, KnitDots, MeshPanels, OrganicTag, TieDye } from './fabricFinishes';
import {
  EmbroideredBadge,
  LIGHT,
  OUTLINE,
  PRINT_AREA,
  PrintMark,
  SHADE,
  Shade,
  Tinted,
  contrastOf,
  type ShapeProps,
} from './shapeParts';

type Box = { x: number; y: number; w: number; h: number };

/**
 * A T-shirt's cut: its outline from the neck's left end round the sleeves and the hem to the neck's
 * right end (the neckline closes it), where the neck's ends are and how deep it is, the shade down
 * its right side, the armhole seams, where the print goes and the middle lines of its sides (where a
 * dry-fit's mesh panels go).
 */
type Cut = {
  outline: string;
  neck: { left: number; right: number; y: number; depth: number };
  shade: string;
  seams: string;
  print: Box;
  sides: string;
};

const REGULAR_NECK = { left: 70, right: 130, y: 28, depth: 18 };
const REGULAR_SEAMS = 'M56 82 Q58 60 50 36 M144 82 Q142 60 150 36';
const REGULAR_SIDES = 'M62 88V179M138 88V179';

const CUTS = {
  regular: {
    outline:
      'M70 28 L50 36 L18 64 L38 92 L56 82 L56 178 Q56 182 60 182 L140 182 Q144 182 144 178 L144 82 L162 92 L182 64 L150 36 L130 28',
    neck: REGULAR_NECK,
    shade: 'M118 46 Q140 40 144 82 L144 178 Q144 182 140 182 L118 182 Z',
    seams: REGULAR_SEAMS,
    print: { x: 76, y: 78, w: 48, h: 44 },
    sides: REGULAR_SIDES,
  },
  long: {
    outline:
      'M70 28 L50 36 L30 80 L18 160 L38 164 L56 100 L56 178 Q56 182 60 182 L140 182 Q144 182 144 178 L144 100 L162 164 L182 160 L170 80 L150 36 L130 28',
    neck: REGULAR_NECK,
    shade: 'M118 46 Q140 40 144 100 L144 178 Q144 182 140 182 L118 182 Z',
    seams: REGULAR_SEAMS,
    print: { x: 76, y: 78, w: 48, h: 44 },
    sides: REGULAR_SIDES,
  },
  // Loose and boxy: a wider, longer body, the shoulders dropped and the sleeves down to the elbows.
  oversize: {
    outline:
      'M68 26 L40 34 L8 98 L38 114 L50 100 L48 186 Q48 190 52 190 L148 190 Q152 190 152 186 L150 100 L162 114 L192 98 L160 34 L132 26',
    neck: { left: 68, right: 132, y: 26, depth: 18 },
    shade: 'M120 44 Q146 42 150 100 L152 186 Q152 190 148 190 L120 190 Z',
    seams: 'M50 100 Q48 66 33 48 M150 100 Q152 66 167 48',
    print: { x: 74, y: 80, w: 52, h: 48 },
    sides: 'M55 104V187M145 104V187',
  },
  // Women's: narrower shoulders, short sleeves, a scooped neck and the body taken in at the waist.
  fitted: {
    outline:
      'M76 30 L60 36 L36 58 L50 82 L62 74 Q74 108 64 132 Q58 152 60 176 Q60 180 64 180 L136 180 Q140 180 140 176 Q142 152 136 132 Q126 108 138 74 L150 82 L164 58 L140 36 L124 30',
    neck: { left: 76, right: 124, y: 30, depth: 22 },
    shade: 'M118 50 Q134 46 138 74 Q126 108 136 132 Q142 152 140 176 Q140 180 136 180 L118 180 Z',
    seams: 'M62 74 Q64 54 60 36 M138 74 Q136 54 140 36',
    print: { x: 78, y: 78, w: 44, h: 40 },
    sides: 'M69 84Q78 108 70 132Q64 152 66 177M131 84Q122 108 130 132Q136 152 134 177',
  },
  // A child's: the regular cut with a shorter body, drawn smaller (see ShirtShape).
  kids: {
    outline:
      'M70 28 L50 36 L18 64 L38 92 L56 82 L56 156 Q56 160 60 160 L140 160 Q144 160 144 156 L144 82 L162 92 L182 64 L150 36 L130 28',
    neck: REGULAR_NECK,
    shade: 'M118 46 Q140 40 144 82 L144 156 Q144 160 140 160 L118 160 Z',
    seams: REGULAR_SEAMS,
    print: { x: 76, y: 74, w: 48, h: 44 },
    sides: 'M62 88V157M138 88V157',
  },
} satisfies Record<string, Cut>;

/** The regular cut's outline, short and long sleeved, open at the neck (from its left end to its right). */
export const REGULAR_OUTLINE = { short: CUTS.regular.outline, long: CUTS.long.outline };
/** The regular cut's outline with a round neck, short and long sleeved (polo, hoodie, school uniforms). */
export const SHORT_SLEEVE_BODY = `${CUTS.regular.outline} Q124 46 100 46 Q76 46 70 28 Z`;
const LONG_SLEEVE_BODY = `${CUTS.long.outline} Q124 46 100 46 Q76 46 70 28 Z`;
/** The shade down the regular cut's right side, short and long sleeved. */
export const SHORT_SLEEVE_SHADE = CUTS.regular.shade;
export const LONG_SLEEVE_SHADE = CUTS.long.shade;

/** How a neckline closes a cut's outline, and the line of its rib a little lower. */
function neckline({ left, right, y, depth }: Cut['neck'], neck: 'round' | 'v') {
  if (neck === 'v') {
    return {
      close: `L100 ${y + depth * 2} Z`,
      rib: `M${left + 6} ${y + 1} L100 ${y + depth * 2 + 8} L${right - 6} ${y + 1}`,
    };
  }
  const bottom = y + depth;
  return {
    close: `Q${right - 6} ${bottom} 100 ${bottom} Q${left + 6} ${bottom} ${left} ${y} Z`,
    rib: `M${left + 4} ${y + 2} Q${left + 10} ${bottom + 6} 100 ${bottom + 6} Q${right - 10} ${bottom + 6} ${right - 4} ${y + 2}`,
  };
}

/** How a T-shirt is drawn (its data's `art`). */
export type ShirtLook = {
  /** Long sleeves (the regular cut only). */
  longSleeve?: boolean;
  /** Round (the default) or V neck. */
  neck?: 'round' | 'v';
  /** Regular (the default); oversize: loose and boxy; fitted: women's, taken in at the waist; kids: a child's, smaller. */
  fit?: 'regular' | 'oversize' | 'fitted' | 'kids';
  /** Raglan sleeves in a contrasting colour, their seams running to the neck (short sleeves, regular cut). */
  sleeves?: 'contrast';
  /** A tie-dye spiral over the body. */
  pattern?: 'tie-dye';
  /** A heathered (jaspeado) knit: light flecks all over. */
  texture?: 'heather';
  /** Mesh panels down the sides (dry-fit). */
  panels?: 'mesh';
  /** A woven tag on the hem: a leaf for certified organic cotton. */
  tag?: 'organic';
};

/** The raglan's sleeves: from the underarm up to the neckline (the regular cut). */
const RAGLAN_SLEEVES = 'M70 28 L50 36 L18 64 L38 92 L56 82 L75 37 Z M130 28 L150 36 L182 64 L162 92 L144 82 L125 37 Z';

export function ShirtShape({
  color,
  longSleeve = false,
  neck = 'round',
  fit = 'regular',
  sleeves,
  pattern,
  texture,
  panels,
  tag,
}: ShapeProps & ShirtLook) {
  const cut: Cut = fit === 'regular' && longSleeve ? CUTS.long : CUTS[fit];
  const { close, rib } = neckline(cut.neck, neck);
  const outline = `${cut.outline} ${close}`;
  const textureTop = cut.neck.y + cut.neck.depth + 8;
  const shirt = (
    <g strokeLinejoin="round" fill="none">
      <Tinted d={outline} color={color} />
      {sleeves === 'contrast' && (
        <g data-part="raglan-sleeves">
          <Tinted d={RAGLAN_SLEEVES} color={contrastOf(color)} />
        </g>
      )}
      {panels === 'mesh' && <MeshPanels sides={cut.sides} color={color} />}
      {texture === 'heather' && <HeatherFlecks outline={outline} top={textureTop} />}
      {pattern === 'tie-dye' && <TieDye outline={outline} />}
      <Shade d={cut.shade} />
      <path d={rib} stroke={OUTLINE} strokeOpacity={0.45} strokeWidth={3} />
      {sleeves !== 'contrast' && <path d={cut.seams} stroke={OUTLINE} strokeOpacity={0.3} strokeWidth={2} />}
      <PrintMark {...cut.print} />
      {tag === 'organic' && <OrganicTag />}
    </g>
  );
  // A child's T-shirt: smaller in the middle of the grid.
  return fit === 'kids' ? <g transform="translate(16 32) scale(.84)">{shirt}</g> : shirt;
}

/** The polo's collar and its buttoned placket, in the polo's colour. */
export function PoloCollar({ color }: ShapeProps) {
  return (
    <>
      <rect x={93} y={44} width={14} height={40} fill={color} stroke={OUTLINE} strokeWidth={2} />
      <circle cx={100} cy={56} r={2.8} fill={OUTLINE} />
      <circle cx={100} cy={70} r={2.8} fill={OUTLINE} />
      <path d="M70 28 L100 44 L84 62 Z M130 28 L100 44 L116 62 Z" fill={color} stroke={OUTLINE} strokeWidth={2.5} />
      <Shade d="M70 28 L100 44 L84 62 Z M130 28 L100 44 L116 62 Z" />
    </>
  );
}

/** How a polo is drawn (its data's `art`). */
export type PoloLook = {
  longSleeve?: boolean;
  /** Light stripes across the body. */
  striped?: boolean;
  /** The logo on the chest: a small print area (the default), or embroidered (a stitched badge). */
  logo?: 'print' | 'embroidered';
  /** A textured piqué knit: fine dots all over. */
  texture?: 'pique';
  /** Mesh panels down the sides (dry-fit). */
  panels?: 'mesh';
};

export function PoloShape({
  color,
  longSleeve = false,
  striped = false,
  logo = 'print',
  texture,
  panels,
}: ShapeProps & PoloLook) {
  const outline = longSleeve ? LONG_SLEEVE_BODY : SHORT_SLEEVE_BODY;
  return (
    <g strokeLinejoin="round">
      <Tinted d={outline} color={color} />
      {striped && (
        <g fill={LIGHT} stroke="none">
          {[96, 116, 136, 156].map((y) => (
            <rect key={y} x={57.5} y={y} width={85} height={8} />
          ))}
        </g>
      )}
      {texture === 'pique' && <KnitDots outline={outline} color={color} top={50} />}
      {panels === 'mesh' && <MeshPanels sides={REGULAR_SIDES} color={color} />}
      <Shade d={longSleeve ? LONG_SLEEVE_SHADE : SHORT_SLEEVE_SHADE} />
      <PoloCollar color={color} />
      {logo === 'embroidered' ? (
        <g transform="translate(114 86)">
          <EmbroideredBadge />
        </g>
      ) : (
        <rect x={118} y={96} width={16} height={12} rx={3} fill={PRINT_AREA} stroke={OUTLINE} strokeOpacity={0.35} />
      )}
    </g>
  );
}

export function CapShape({ color }: ShapeProps) {
  return (
    <g strokeLinejoin="round">
      <Tinted d="M36 120 Q36 62 96 62 Q156 62 156 120 Z" color={color} />
      <path
        d="M96 62 Q120 64 130 120 M96 62 Q72 64 62 120"
        fill="none"
        stroke={OUTLINE}
        strokeOpacity={0.35}
        strokeWidth={2}
      />
      <Tinted d="M30 120 L188 120 Q190 136 160 138 L40 136 Q28 134 30 120 Z" color={color} />
      <Shade d="M30 120 L188 120 Q190 136 160 138 L40 136 Q28 134 30 120 Z" />
      <circle cx={96} cy={62} r={5} fill={color} stroke={OUTLINE} strokeWidth={2} />
      <rect x={80} y={86} width={32} height={22} rx={4} fill={PRINT_AREA} stroke={OUTLINE} strokeOpacity={0.35} />
    </g>
  );
}

export function HoodieShape({ color }: ShapeProps) {
  return (
    <g strokeLinejoin="round">
      <Tinted d={LONG_SLEEVE_BODY} color={color} />
      <Shade d={LONG_SLEEVE_SHADE} />
      {/* waistband and the kangaroo pocket */}
      <rect x={56} y={168} width={88} height={14} fill={SHADE} />
      <path
        d="M72 136 L128 136 L138 166 L62 166 Z"
        fill="none"
        stroke={OUTLINE}
        strokeOpacity={0.4}
        strokeWidth={2.5}
      />
      {/* the hood over the neckline, its opening and the drawstrings */}
      <Tinted d="M64 36 Q60 6 100 4 Q140 6 136 36 Q126 56 100 56 Q74 56 64 36 Z" color={color} />
      <path d="M78 32 Q100 12 122 32 Q114 48 100 48 Q86 48 78 32 Z" fill="rgba(0,0,0,.3)" />
      <path
        d="M92 54 L90 82 M108 54 L110 82"
        stroke={OUTLINE}
        strokeOpacity={0.6}
        strokeWidth={2.5}
        strokeLinecap="round"
      />
      <PrintMark x={76} y={88} w={48} h={40} />
    </g>
  );
}
