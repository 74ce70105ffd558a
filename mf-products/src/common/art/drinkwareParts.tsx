/** What the mugs' and the bottles' drawings share (mugShapes, bottleShapes): see shapeParts. */
import { LIGHT, OUTLINE } from './shapeParts';

export type Box = { x: number; y: number; w: number; h: number };

/** A handle drawn as a thick tinted line with our outline round it (mugs, the tumbler). */
export function Handle({ d, color }: { d: string; color: string }) {
  return (
    <g fill="none" strokeLinecap="round" data-part="handle">
      <path d={d} stroke={OUTLINE} strokeWidth={18} />
      <path d={d} stroke={color} strokeWidth={12} />
    </g>
  );
}

/** The highlight down a body's lit side: a thick translucent line. */
export function Highlight({ d }: { d: string }) {
  return <path d={d} stroke={LIGHT} strokeWidth={9} strokeLinecap="round" />;
}
