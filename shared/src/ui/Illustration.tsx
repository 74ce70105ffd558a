import type { SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';

type Props = {
  /** The drawing's Spanish accessible name. */
  label: string;
  /** Intrinsic width and height in px. */
  size: number;
  /** The drawing's square coordinate space (120 or 200 units a side). */
  units: number;
  css?: SerializedStyles;
  children: ReactNode;
};

/**
 * The frame of every product drawing on the site (the shell's home cards, the products' and the
 * prints' catalogues): a square inline SVG exposed as one image with a Spanish name, never
 * focusable. Each app draws its own shapes inside.
 */
export function Illustration({ label, size, units, css: style, children }: Props) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${units} ${units}`}
      focusable="false"
      css={style}
    >
      {children}
    </svg>
  );
}
