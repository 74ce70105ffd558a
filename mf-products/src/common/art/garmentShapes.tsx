/**
 * Our drawings of garments (polo, hoodie, cap) on the 200×200 grid, and the regular cut they share
 * with the T-shirts (shirtShapes): see shapeParts.
 */
import { drawnArt } from './Art';
import { KnitDots, MeshPanels } from './fabricFinishes';
import {
  EmbroideredBadge,
  LIGHT,
  OUTLINE,
  PRINT_AREA,
  PrintMark,
  SHADE,
  Shade,
  Tinted,
  type ShapeProps,
} from './shapeParts';

export type Box = { x: number; y: number; w: number; h: number };

/**
 * A T-shirt's cut: its outline from the neck's left end round the sleeves and the hem to the neck's
 * right end (the neckline closes it), where the neck's ends are and how deep it is, the shade down
 * its right side, the armhole seams, where the print goes and the middle lines of its sides (where a
 * dry-fit's mesh panels go).
 */
export type Cut = {
  outline: string;
  neck: { left: number; right: number; y: number; depth: number };
  shade: string;
  seams: string;
  print: Box;
  sides: string;
};

export const REGULAR_NECK = { left: 70, right: 130, y: 28, depth: 18 };
export const REGULAR_SEAMS = 'M56 82 Q58 60 50 36 M144 82 Q142 60 150 36';
const REGULAR_SIDES = 'M62 88V179M138 88V179';

/** The regular cut, short and long sleeved (the T-shirts add their own cuts: shirtShapes). */
export const GARMENT_CUTS = {
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
} satisfies Record<string, Cut>;

/** The regular cut's outline, short and long sleeved, open at the neck (from its left end to its right). */
export const REGULAR_OUTLINE = { short: GARMENT_CUTS.regular.outline, long: GARMENT_CUTS.long.outline };
/** The regular cut's outline with a round neck, short and long sleeved (polo, hoodie, school uniforms). */
export const SHORT_SLEEVE_BODY = `${GARMENT_CUTS.regular.outline} Q124 46 100 46 Q76 46 70 28 Z`;
const LONG_SLEEVE_BODY = `${GARMENT_CUTS.long.outline} Q124 46 100 46 Q76 46 70 28 Z`;
/** The shade down the regular cut's right side, short and long sleeved. */
export const SHORT_SLEEVE_SHADE = GARMENT_CUTS.regular.shade;
export const LONG_SLEEVE_SHADE = GARMENT_CUTS.long.shade;

/**
 * A plain T-shirt in the regular cut, round neck (the promotional kits' T-shirt, KitShapes). The
 * T-shirts page draws its own cuts, necks and finishes with shirtShapes' ShirtShape, which a kit
 * does not need to carry.
 */
export function TeeShape({ color }: ShapeProps) {
  const cut = GARMENT_CUTS.regular;
  return (
    <g strokeLinejoin="round" fill="none">
      <Tinted d={SHORT_SLEEVE_BODY} color={color} />
      <Shade d={cut.shade} />
      <path d="M74 30 Q80 52 100 52 Q120 52 126 30" stroke={OUTLINE} strokeOpacity={0.45} strokeWidth={3} />
      <path d={cut.seams} stroke={OUTLINE} strokeOpacity={0.3} strokeWidth={2} />
      <PrintMark {...cut.print} />
    </g>
  );
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

/** The product's illustration: this drawing in its colour, drawn as its data's `art` says. */
export const PoloArt = drawnArt<PoloLook>(PoloShape);
