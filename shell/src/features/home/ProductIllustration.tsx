import type { ReactNode } from 'react';
import { ILLUSTRATION_OUTLINE as OUTLINE } from '@estampa/shared/theme/theme';
import { Illustration } from '@estampa/shared/ui/Illustration';
import type { ArtKind } from './data';

const shirtBody = 'M42 22 20 34l8 17 9-4v53h46V47l9 4 8-17-22-12c-3 7-9 11-18 11s-15-4-18-11z';
const longSleeveBody = 'M42 22 22 30 8 88l13 4 13-44v52h52V48l13 44 13-4-14-58-20-8c-3 7-9 11-18 11s-15-4-18-11z';

function shapes(kind: ArtKind, color: string, accent: string): ReactNode {
  const body = { fill: color, stroke: OUTLINE, strokeWidth: 2, strokeLinejoin: 'round' as const };
  switch (kind) {
    case 'tshirt':
      return (
        <>
          <path d={shirtBody} {...body} />
          <circle cx={60} cy={62} r={13} fill={accent} />
          <path d="M53 62h14M60 55v14" stroke={color} strokeWidth={3} strokeLinecap="round" />
        </>
      );
    case 'polo':
      return (
        <>
          <path d={shirtBody} {...body} />
          <path
            d="M42 22l18 14 18-14-6 14-12 4-12-4z"
            fill={accent}
            stroke={OUTLINE}
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
          <path d="M60 40v16" stroke={OUTLINE} strokeWidth={1.5} />
          <circle cx={60} cy={46} r={1.8} fill={OUTLINE} />
          <circle cx={60} cy={52} r={1.8} fill={OUTLINE} />
          <rect x={70} y={56} width={8} height={8} rx={2} fill={accent} />
        </>
      );
    case 'hoodie':
      return (
        <>
          <path d={longSleeveBody} {...body} />
          <path d="M42 22c0-10 8-16 18-16s18 6 18 16c-3 7-9 11-18 11s-15-4-18-11z" {...body} />
          <path d="M56 34v14M64 34v14" stroke={accent} strokeWidth={2} strokeLinecap="round" />
          <path d="M44 78h32l-4 16H48z" fill="none" stroke={accent} strokeWidth={2} strokeLinejoin="round" />
        </>
      );
    case 'jacket':
      return (
        <>
          <path d={longSleeveBody} {...body} />
          <path d="M60 33v67" stroke={accent} strokeWidth={3} />
          <path d="M34 60h14M72 60h14" stroke={accent} strokeWidth={3} strokeLinecap="round" />
          <path d="M48 22l12 11 12-11" fill="none" stroke={OUTLINE} strokeWidth={2} />
        </>
      );
    case 'mug':
      return (
        <>
          <path d="M84 46h8a12 12 0 0 1 0 24h-8" fill="none" stroke={OUTLINE} strokeWidth={6} />
          <rect x={28} y={34} width={58} height={66} rx={7} {...body} />
          <rect x={28} y={56} width={58} height={20} fill={accent} />
          <rect x={28} y={34} width={58} height={66} rx={7} fill="none" stroke={OUTLINE} strokeWidth={2} />
        </>
      );
    case 'bottle':
      return (
        <>
          <rect x={49} y={12} width={22} height={14} rx={3} fill={accent} stroke={OUTLINE} strokeWidth={2} />
          <path d="M46 26h28v6c6 4 8 9 8 15v51a8 8 0 0 1-8 8H46a8 8 0 0 1-8-8V47c0-6 2-11 8-15z" {...body} />
          <rect x={38} y={58} width={44} height={18} fill={accent} opacity={0.9} />
        </>
      );
    case 'cap':
      return (
        <>
          <path d="M18 78c0-28 18-44 42-44s42 16 42 44z" {...body} />
          <path
            d="M60 34v44M38 42c6 10 8 22 8 36M82 42c-6 10-8 22-8 36"
            fill="none"
            stroke={OUTLINE}
            strokeWidth={1.2}
            opacity={0.5}
          />
          <path
            d="M14 78h92c4 0 6 8-2 10-26 6-62 6-88 0-8-2-6-10-2-10z"
            fill={accent}
            stroke={OUTLINE}
            strokeWidth={2}
          />
          <circle cx={60} cy={33} r={4} fill={accent} stroke={OUTLINE} strokeWidth={1.5} />
        </>
      );
    case 'kit':
      return (
        <>
          <g transform="translate(-8 6) scale(0.8)">
            <path d={shirtBody} {...body} />
            <text x={60} y={72} textAnchor="middle" fontSize={15} fontWeight={800} fill={accent}>
              PROMO
            </text>
          </g>
          <g transform="translate(58 50) scale(0.55)">
            <path d="M84 46h8a12 12 0 0 1 0 24h-8" fill="none" stroke={OUTLINE} strokeWidth={6} />
            <rect x={28} y={34} width={58} height={66} rx={7} fill="#f9fafb" stroke={OUTLINE} strokeWidth={3} />
            <rect x={28} y={56} width={58} height={20} fill={color} />
          </g>
        </>
      );
  }
}

type Props = { kind: ArtKind; color: string; accent: string; label: string; size?: number };

/** A generated product illustration (inline SVG) with Spanish alternative text. */
export function ProductIllustration({ kind, color, accent, label, size = 160 }: Props) {
  return (
    <Illustration label={label} size={size} units={120}>
      {shapes(kind, color, accent)}
    </Illustration>
  );
}
