import type { ReactNode } from 'react';
import { ILLUSTRATION_OUTLINE as OUTLINE } from '@estampa/shared/theme/theme';
import { Illustration } from '@estampa/shared/ui/Illustration';
import type { IllustrationKind } from './types';
/** The printed design on each garment / object: a small white badge with a star. */
const PRINT = '#ffffff';

/** The outline of a product's shapes, filled with `fill` (the product's colour, or 'none'). */
const outlined = (fill: string) => ({ fill, stroke: OUTLINE, strokeWidth: 2, strokeLinejoin: 'round' as const });

function Design({ x, y, r }: { x: number; y: number; r: number }) {
  // A five-point star inside a circle, drawn around (x, y).
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r * 0.75 : r * 0.32;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={PRINT} stroke={OUTLINE} strokeWidth={1.5} />
      <polygon points={points} fill="#b91c1c" />
    </g>
  );
}

const shapes: Record<IllustrationKind, (color: string) => ReactNode> = {
  tshirt: (c) => (
    <>
      <path
        d="M42 18 L22 26 L8 46 L22 56 L32 48 L32 106 L88 106 L88 48 L98 56 L112 46 L98 26 L78 18 Q60 32 42 18 Z"
        {...outlined(c)}
      />
      <Design x={60} y={62} r={13} />
    </>
  ),
  hoodie: (c) => (
    <>
      <path
        d="M40 24 L22 32 L10 98 L24 100 L32 58 L32 108 L88 108 L88 58 L96 100 L110 98 L98 32 L80 24 Z"
        {...outlined(c)}
      />
      <path d="M40 26 Q60 0 80 26 Q60 40 40 26 Z" {...outlined(c)} />
      <path d="M44 84 H76 L82 100 H38 Z" fill="none" stroke={OUTLINE} strokeWidth={1.5} />
      <Design x={60} y={58} r={12} />
    </>
  ),
  jacket: (c) => (
    <>
      <path
        d="M42 18 L22 26 L10 98 L24 100 L32 56 L32 108 L88 108 L88 56 L96 100 L110 98 L98 26 L78 18 L60 30 Z"
        {...outlined(c)}
      />
      <path d="M42 18 L52 40 L60 30 L68 40 L78 18" {...outlined('none')} />
      <path d="M60 30 V108" stroke={OUTLINE} strokeWidth={2} />
      <Design x={76} y={56} r={8} />
    </>
  ),
  jersey: (c) => (
    <>
      <path d="M42 14 Q60 30 78 14 L88 16 Q88 36 98 42 L98 108 L22 108 L22 42 Q32 36 32 16 Z" {...outlined(c)} />
      <path d="M22 96 H98" stroke={PRINT} strokeWidth={4} />
      <text
        x={60}
        y={78}
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight={800}
        fontSize={30}
        fill={PRINT}
        stroke={OUTLINE}
        strokeWidth={1}
      >
        23
      </text>
    </>
  ),
  cap: (c) => (
    <>
      <path d="M22 74 Q22 30 60 30 Q98 30 98 74 Z" {...outlined(c)} />
      <path d="M22 74 Q64 64 110 80 Q106 90 94 88 Q60 80 22 84 Z" {...outlined(c)} />
      <circle cx={60} cy={30} r={4} fill={c} stroke={OUTLINE} strokeWidth={2} />
      <Design x={60} y={54} r={12} />
    </>
  ),
  mug: (c) => (
    <>
      <path d="M82 46 H90 A14 14 0 0 1 90 74 H82" fill="none" stroke={OUTLINE} strokeWidth={8} />
      <path d="M82 46 H90 A14 14 0 0 1 90 74 H82" fill="none" stroke={c} strokeWidth={4} />
      <path d="M26 30 H84 V96 A8 8 0 0 1 76 104 H34 A8 8 0 0 1 26 96 Z" fill={c} stroke={OUTLINE} strokeWidth={2} />
      <Design x={55} y={66} r={15} />
    </>
  ),
  pillow: (c) => (
    <>
      <path d="M18 26 Q60 16 102 26 Q112 60 102 94 Q60 104 18 94 Q8 60 18 26 Z" {...outlined(c)} />
      <Design x={60} y={60} r={18} />
    </>
  ),
};

type Props = { kind: IllustrationKind; color: string; label: string; size?: number };

/** Our own drawing of a product (shirt, mug, cap...) tinted with `color`; an image with a Spanish label. */
export function ProductIllustration({ kind, color, label, size = 160 }: Props) {
  return (
    <Illustration label={label} size={size} units={120}>
      {shapes[kind](color)}
    </Illustration>
  );
}

/** The kinds that can be drawn (for tests and data checks). */
export const ILLUSTRATION_KINDS = Object.keys(shapes) as IllustrationKind[];
