/** Our drawings of office pieces (notebook, pen) on the 200×200 grid: see shapeParts. */
import { OUTLINE, PRINT_AREA, PrintMark, Shade, Tinted, type ShapeProps } from './shapeParts';

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
