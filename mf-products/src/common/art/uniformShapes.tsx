/**
 * Our drawing of a school uniform on the 200×200 grid (see shapeParts): its top (drawn on the
 * garments' grid, then fitted to the upper half) over its trousers, shorts or skirt.
 */
import { drawnArt } from './Art';
import { LONG_SLEEVE_SHADE, PoloCollar, REGULAR_OUTLINE, SHORT_SLEEVE_BODY, SHORT_SLEEVE_SHADE } from './garmentShapes';
import { ACCENT, EmbroideredBadge, LIGHT, OUTLINE, PrintMark, Shade, Tinted, type ShapeProps } from './shapeParts';

/** How a school uniform is drawn (its data's `art`). */
export type UniformLook = {
  /**
   * Polo (the default), dress shirt (a pointed collar and buttons all the way down), T-shirt (a
   * printed logo), sweater or blazer (both V-necked over a white shirt).
   */
  top?: 'polo' | 'shirt' | 'tshirt' | 'sweater' | 'blazer';
  /** Trousers (the default), shorts, a pleated skirt, or sports trousers (stripes down the sides). */
  bottom?: 'trousers' | 'shorts' | 'skirt' | 'sport';
  /** A school tie under the collar. */
  tie?: boolean;
  /** A belt at the waist. */
  belt?: boolean;
};

type Top = NonNullable<UniformLook['top']>;
type Bottom = NonNullable<UniformLook['bottom']>;

const WHITE = '#ffffff';
/** Darkens the bottom: the same colour as the top, a shade deeper. */
const DEEPER = 'rgba(0,0,0,.32)';

/** The bottoms on the uniform's grid; the top covers the waist. */
const BOTTOMS: Record<Bottom, string> = {
  trousers: 'M66 112 L134 112 L138 194 L106 194 L100 138 L94 194 L62 194 Z',
  sport: 'M66 112 L134 112 L138 194 L106 194 L100 138 L94 194 L62 194 Z',
  shorts: 'M64 112 L136 112 L142 162 L106 162 L100 136 L94 162 L58 162 Z',
  skirt: 'M66 112 L134 112 L152 176 L48 176 Z',
};

function BottomPiece({ bottom, color }: { bottom: Bottom; color: string }) {
  const d = BOTTOMS[bottom];
  return (
    <g data-part={bottom}>
      <Tinted d={d} color={color} />
      <path d={d} fill={DEEPER} />
      {bottom === 'skirt' && (
        <path
          d="M78 116 L68 176 M89 116 L84 176 M100 116 V176 M111 116 L116 176 M122 116 L132 176"
          stroke={OUTLINE}
          strokeOpacity={0.4}
          strokeWidth={2}
        />
      )}
      {bottom === 'sport' && <path d="M75 118 L72 192 M125 118 L128 192" stroke={WHITE} strokeWidth={4} />}
    </g>
  );
}

/** A school tie from its knot under the collar (the garments' grid). */
function SchoolTie() {
  return (
    <g stroke={OUTLINE} strokeWidth={2} data-part="tie">
      <path d="M96 54 L104 54 L110 112 L100 122 L90 112 Z" fill={ACCENT} />
      <path d="M95 70 L105 64 M94 86 L107 80 M92 102 L108 96" stroke={LIGHT} strokeWidth={3} />
      <path d="M93 44 L107 44 L104 56 L96 56 Z" fill={ACCENT} />
    </g>
  );
}

/** The white shirt seen in a sweater's or blazer's V, with its collar and the tie (the garments' grid). */
function ShirtInV({ depth, tie }: { depth: number; tie: boolean }) {
  return (
    <>
      <Tinted d={`M70 28 L130 28 L100 ${depth} Z`} color={WHITE} />
      {tie && <SchoolTie />}
      <path d="M70 28 L100 44 L86 60 Z M130 28 L100 44 L114 60 Z" fill={WHITE} stroke={OUTLINE} strokeWidth={2.5} />
    </>
  );
}

const LONG_OUTLINE = REGULAR_OUTLINE.long;

/** Each top on the garments' grid. */
function TopPiece({ top, color, tie }: { top: Top; color: string; tie: boolean }) {
  switch (top) {
    case 'shirt':
      return (
        <>
          <Tinted d={SHORT_SLEEVE_BODY} color={color} />
          <Shade d={SHORT_SLEEVE_SHADE} />
          {/* the button placket down to the hem, and the chest pocket */}
          <rect x={95} y={44} width={10} height={138} fill={color} stroke={OUTLINE} strokeWidth={2} />
          <path
            d="M100 62v0M100 88v0M100 114v0M100 140v0M100 166v0"
            stroke={OUTLINE}
            strokeWidth={6}
            strokeLinecap="round"
          />
          <rect
            x={112}
            y={84}
            width={24}
            height={26}
            rx={2}
            fill="none"
            stroke={OUTLINE}
            strokeOpacity={0.5}
            strokeWidth={2}
          />
          {tie && <SchoolTie />}
          {/* the collar's two long points */}
          <path
            d="M70 28 L100 46 L88 74 L64 40 Z M130 28 L100 46 L112 74 L136 40 Z"
            fill={color}
            stroke={OUTLINE}
            strokeWidth={2.5}
            data-part="shirt-collar"
          />
        </>
      );
    case 'tshirt':
      return (
        <>
          <Tinted d={SHORT_SLEEVE_BODY} color={color} />
          <Shade d={SHORT_SLEEVE_SHADE} />
          <path
            d="M74 30 Q80 52 100 52 Q120 52 126 30"
            fill="none"
            stroke={OUTLINE}
            strokeOpacity={0.45}
            strokeWidth={3}
          />
          <PrintMark x={108} y={62} w={28} h={26} />
        </>
      );
    case 'sweater':
      return (
        <>
          <ShirtInV depth={92} tie={tie} />
          <Tinted d={`${LONG_OUTLINE} L100 92 Z`} color={color} />
          <Shade d={LONG_SLEEVE_SHADE} />
          {/* ribbed V neck, hem and cuffs */}
          <path
            d="M62 31 L100 106 L138 31 M56 166 H144 M20 148 L40 152 M180 148 L160 152"
            fill="none"
            stroke={OUTLINE}
            strokeOpacity={0.45}
            strokeWidth={3}
            data-part="sweater"
          />
        </>
      );
    case 'blazer':
      return (
        <>
          <ShirtInV depth={104} tie={tie} />
          <Tinted
            d="M70 28 L50 36 L30 80 L18 160 L38 164 L56 100 L54 186 Q54 190 58 190 L142 190 Q146 190 146 186 L144 100 L162 164 L182 160 L170 80 L150 36 L130 28 L100 104 Z"
            color={color}
          />
          <Shade d="M118 60 Q140 50 144 100 L146 186 Q146 190 142 190 L118 190 Z" />
          {/* the lapels, the front edge with its buttons, the breast pocket and the lower pockets' flaps */}
          <g data-part="blazer">
            <path
              d="M70 28 L100 104 L56 56 L66 48 L58 36 Z M130 28 L100 104 L144 56 L134 48 L142 36 Z"
              fill={color}
              stroke={OUTLINE}
              strokeWidth={2.5}
            />
            <path
              d="M70 28 L100 104 L56 56 L66 48 L58 36 Z M130 28 L100 104 L144 56 L134 48 L142 36 Z"
              fill="rgba(0,0,0,.2)"
            />
            <path
              d="M100 104 V190 M114 98 L138 96 M60 150 H88 M112 150 H140"
              fill="none"
              stroke={OUTLINE}
              strokeOpacity={0.6}
              strokeWidth={2.5}
            />
            <path d="M100 126v0M100 154v0" stroke={OUTLINE} strokeWidth={8} strokeLinecap="round" />
          </g>
        </>
      );
    default:
      return (
        <>
          <Tinted d={SHORT_SLEEVE_BODY} color={color} />
          <Shade d={SHORT_SLEEVE_SHADE} />
          <PoloCollar color={color} />
        </>
      );
  }
}

/** Where the embroidered crest goes on each top (the uniform's grid); the T-shirt's logo is printed. */
const CREST_AT: Record<Top, string | null> = {
  polo: 'translate(110 47) scale(.62)',
  shirt: 'translate(111 58) scale(.55)',
  sweater: 'translate(110 50) scale(.62)',
  blazer: 'translate(111 49) scale(.62)',
  tshirt: null,
};

export function UniformShape({
  color,
  top = 'polo',
  bottom = 'trousers',
  tie = false,
  belt = false,
}: ShapeProps & UniformLook) {
  const crest = CREST_AT[top];
  return (
    <g strokeLinejoin="round">
      <BottomPiece bottom={bottom} color={color} />
      <g transform="translate(28 6) scale(0.72 0.62)">
        <TopPiece top={top} color={color} tie={tie} />
      </g>
      {crest && (
        <g transform={crest}>
          <EmbroideredBadge crest />
        </g>
      )}
      {belt && (
        <g stroke={OUTLINE} strokeWidth={2} data-part="belt">
          <rect x={64} y={113} width={72} height={8} fill={OUTLINE} />
          <rect x={93} y={111} width={14} height={12} rx={2} fill="#d4a017" />
        </g>
      )}
    </g>
  );
}

/** The product's illustration: this drawing in its colour, drawn as its data's `art` says. */
export const UniformArt = drawnArt<UniformLook>(UniformShape);
