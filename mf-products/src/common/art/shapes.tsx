/**
 * Vector shapes of our product illustrations, drawn on a 200×200 grid and tinted by a colour.
 * Shade and highlight are translucent overlays, so every tint (white included) keeps its outline.
 */
import { ILLUSTRATION_OUTLINE as OUTLINE } from '@estampa/shared/theme/theme';

const SHADE = 'rgba(0,0,0,.14)';
const LIGHT = 'rgba(255,255,255,.35)';
const PRINT_AREA = 'rgba(255,255,255,.88)';

type ShapeProps = { color: string };

const SHORT_SLEEVE_BODY =
  'M70 28 L50 36 L18 64 L38 92 L56 82 L56 178 Q56 182 60 182 L140 182 Q144 182 144 178 L144 82 L162 92 L182 64 L150 36 L130 28 Q124 46 100 46 Q76 46 70 28 Z';
const LONG_SLEEVE_BODY =
  'M70 28 L50 36 L30 80 L18 160 L38 164 L56 100 L56 178 Q56 182 60 182 L140 182 Q144 182 144 178 L144 100 L162 164 L182 160 L170 80 L150 36 L130 28 Q124 46 100 46 Q76 46 70 28 Z';

/** A part of the drawing in the product's colour, with our outline. */
function Tinted({ d, color }: { d: string; color: string }) {
  return <path d={d} fill={color} stroke={OUTLINE} strokeWidth={3} />;
}

/** The shade over the side of a part away from the light. */
function Shade({ d }: { d: string }) {
  return <path d={d} fill={SHADE} />;
}

/** Print area: where the customer's design goes. */
function PrintMark({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
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
        fill="#b91c1c"
      />
    </g>
  );
}

export function ShirtShape({ color, longSleeve = false }: ShapeProps & { longSleeve?: boolean }) {
  return (
    <g strokeLinejoin="round">
      <Tinted d={longSleeve ? LONG_SLEEVE_BODY : SHORT_SLEEVE_BODY} color={color} />
      <Shade d="M118 46 Q140 40 144 82 L144 178 Q144 182 140 182 L118 182 Z" />
      <path d="M74 30 Q80 52 100 52 Q120 52 126 30" fill="none" stroke={OUTLINE} strokeOpacity={0.45} strokeWidth={3} />
      <path
        d="M56 82 Q58 60 50 36 M144 82 Q142 60 150 36"
        fill="none"
        stroke={OUTLINE}
        strokeOpacity={0.3}
        strokeWidth={2}
      />
      <PrintMark x={76} y={78} w={48} h={44} />
    </g>
  );
}

export function PoloShape({
  color,
  longSleeve = false,
  striped = false,
}: ShapeProps & { longSleeve?: boolean; striped?: boolean }) {
  return (
    <g strokeLinejoin="round">
      <Tinted d={longSleeve ? LONG_SLEEVE_BODY : SHORT_SLEEVE_BODY} color={color} />
      {striped && (
        <g fill={LIGHT} stroke="none">
          {[96, 116, 136, 156].map((y) => (
            <rect key={y} x={57.5} y={y} width={85} height={8} />
          ))}
        </g>
      )}
      <Shade d="M118 46 Q140 40 144 82 L144 178 Q144 182 140 182 L118 182 Z" />
      <rect x={93} y={44} width={14} height={40} fill={color} stroke={OUTLINE} strokeWidth={2} />
      <circle cx={100} cy={56} r={2.8} fill={OUTLINE} />
      <circle cx={100} cy={70} r={2.8} fill={OUTLINE} />
      <path d="M70 28 L100 44 L84 62 Z M130 28 L100 44 L116 62 Z" fill={color} stroke={OUTLINE} strokeWidth={2.5} />
      <Shade d="M70 28 L100 44 L84 62 Z M130 28 L100 44 L116 62 Z" />
      <rect x={118} y={96} width={16} height={12} rx={3} fill={PRINT_AREA} stroke={OUTLINE} strokeOpacity={0.35} />
    </g>
  );
}

export function MugShape({ color }: ShapeProps) {
  return (
    <g strokeLinejoin="round">
      <path
        d="M142 74 Q176 72 176 106 Q176 140 142 138"
        fill="none"
        stroke={OUTLINE}
        strokeWidth={18}
        strokeLinecap="round"
      />
      <path
        d="M142 74 Q176 72 176 106 Q176 140 142 138"
        fill="none"
        stroke={color}
        strokeWidth={12}
        strokeLinecap="round"
      />
      <Tinted d="M34 48 L146 48 L146 162 Q146 176 132 176 L48 176 Q34 176 34 162 Z" color={color} />
      <Shade d="M122 52 L146 52 L146 162 Q146 176 132 176 L122 176 Z" />
      <rect x={44} y={62} width={9} height={96} rx={4.5} fill={LIGHT} />
      <ellipse cx={90} cy={48} rx={56} ry={10} fill={color} stroke={OUTLINE} strokeWidth={3} />
      <ellipse cx={90} cy={49} rx={48} ry={6.5} fill="rgba(0,0,0,.35)" />
      <PrintMark x={62} y={88} w={52} h={50} />
    </g>
  );
}

export function BottleShape({ color }: ShapeProps) {
  return (
    <g strokeLinejoin="round">
      <rect x={78} y={12} width={44} height={28} rx={7} fill="#374151" stroke={OUTLINE} strokeWidth={3} />
      <rect x={84} y={18} width={6} height={16} rx={3} fill="rgba(255,255,255,.25)" />
      <rect x={82} y={38} width={36} height={12} fill={color} stroke={OUTLINE} strokeWidth={3} />
      <Tinted
        d="M82 50 Q64 54 64 74 L64 176 Q64 190 78 190 L122 190 Q136 190 136 176 L136 74 Q136 54 118 50 Z"
        color={color}
      />
      <Shade d="M116 52 Q136 56 136 74 L136 176 Q136 190 122 190 L116 190 Z" />
      <rect x={72} y={66} width={8} height={110} rx={4} fill={LIGHT} />
      <PrintMark x={84} y={98} w={34} h={46} />
    </g>
  );
}

export function UniformShape({ color }: ShapeProps) {
  return (
    <g strokeLinejoin="round">
      {/* trousers: a darker shade of the same colour */}
      <Tinted d="M66 112 L134 112 L138 194 L106 194 L100 138 L94 194 L62 194 Z" color={color} />
      <path d="M66 112 L134 112 L138 194 L106 194 L100 138 L94 194 L62 194 Z" fill="rgba(0,0,0,.32)" />
      <g transform="translate(28 6) scale(0.72 0.62)">
        <PoloShape color={color} />
      </g>
      <circle cx={116} cy={62} r={7} fill="#facc15" stroke={OUTLINE} strokeWidth={1.5} />
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
      <Shade d="M118 46 Q140 40 144 100 L144 178 Q144 182 140 182 L118 182 Z" />
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

export function NotebookShape({ color }: ShapeProps) {
  return (
    <g strokeLinejoin="round">
      {/* the pages' edge behind the cover */}
      <rect x={58} y={30} width={102} height={154} rx={6} fill="#ffffff" stroke={OUTLINE} strokeWidth={3} />
      <Tinted d="M48 24 L146 24 Q154 24 154 32 L154 172 Q154 180 146 180 L48 180 Z" color={color} />
      <Shade d="M126 24 L146 24 Q154 24 154 32 L154 172 Q154 180 146 180 L126 180 Z" />
      {/* the elastic band */}
      <rect x={132} y={24} width={8} height={156} fill="rgba(0,0,0,.45)" />
      {/* the spiral */}
      <g fill="none" stroke="#4b5563" strokeWidth={4} strokeLinecap="round">
        {[38, 58, 78, 98, 118, 138, 158].map((y) => (
          <path key={y} d={`M40 ${y} Q48 ${y - 6} 56 ${y}`} />
        ))}
      </g>
      <PrintMark x={70} y={74} w={50} h={48} />
    </g>
  );
}

export function PenShape({ color }: ShapeProps) {
  return (
    <g strokeLinejoin="round" transform="rotate(40 100 100)">
      <path d="M90 174 L110 174 L100 196 Z" fill="#374151" stroke={OUTLINE} strokeWidth={2.5} />
      <path d="M88 150 L112 150 L110 176 L90 176 Z" fill="#9ca3af" stroke={OUTLINE} strokeWidth={3} />
      <Tinted d="M86 20 Q86 8 100 8 Q114 8 114 20 L114 150 L86 150 Z" color={color} />
      <Shade d="M104 10 Q114 12 114 20 L114 150 L104 150 Z" />
      <rect x={91} y={64} width={14} height={58} rx={3} fill={PRINT_AREA} stroke={OUTLINE} strokeOpacity={0.35} />
      {/* the clip */}
      <path
        d="M112 18 L122 20 L122 84 Q122 90 116 88"
        fill="none"
        stroke="#d1d5db"
        strokeWidth={6}
        strokeLinecap="round"
      />
      <path
        d="M112 18 L122 20 L122 84 Q122 90 116 88"
        fill="none"
        stroke={OUTLINE}
        strokeOpacity={0.5}
        strokeWidth={1.5}
      />
    </g>
  );
}
