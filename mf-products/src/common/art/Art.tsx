import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Illustration } from '@estampa/shared/ui/Illustration';
import { swatchFor } from '../swatches';
import { BottleShape, CapShape, MugShape, PoloShape, ShirtShape, UniformShape } from './shapes';

/** Props of every illustration: the colour name tints it; the label is its Spanish accessible name. */
export type ArtProps = {
  /** A Spanish colour name from the catalogue ('Azul Marino'). */
  colorName: string;
  label: string;
  /** Intrinsic size in px (the drawing scales to its container, keeping this ratio). */
  size?: number;
};

const frame = css({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', maxWidth: '100%' });

function ArtFrame({ label, size = 200, children }: { label: string; size?: number; children: ReactNode }) {
  return (
    <Illustration label={label} size={size} units={200} css={frame}>
      {children}
    </Illustration>
  );
}

export function ShirtArt({ colorName, label, size, longSleeve }: ArtProps & { longSleeve?: boolean }) {
  return (
    <ArtFrame label={label} size={size}>
      <ShirtShape color={swatchFor(colorName)} longSleeve={longSleeve} />
    </ArtFrame>
  );
}

export function PoloArt({
  colorName,
  label,
  size,
  longSleeve,
  striped,
}: ArtProps & { longSleeve?: boolean; striped?: boolean }) {
  return (
    <ArtFrame label={label} size={size}>
      <PoloShape color={swatchFor(colorName)} longSleeve={longSleeve} striped={striped} />
    </ArtFrame>
  );
}

export function MugArt({ colorName, label, size }: ArtProps) {
  return (
    <ArtFrame label={label} size={size}>
      <MugShape color={swatchFor(colorName)} />
    </ArtFrame>
  );
}

export function BottleArt({ colorName, label, size }: ArtProps) {
  return (
    <ArtFrame label={label} size={size}>
      <BottleShape color={swatchFor(colorName)} />
    </ArtFrame>
  );
}

export function UniformArt({ colorName, label, size }: ArtProps) {
  return (
    <ArtFrame label={label} size={size}>
      <UniformShape color={swatchFor(colorName)} />
    </ArtFrame>
  );
}

/** The kit's drawing on the 200×200 grid: T-shirt, cap and mug (also drawn for its picture, src/seo). */
export function ComboShapes({ color }: { color: string }) {
  return (
    <>
      <g transform="translate(4 18) scale(0.62)">
        <ShirtShape color={color} />
      </g>
      <g transform="translate(96 4) scale(0.5)">
        <CapShape color={color} />
      </g>
      <g transform="translate(100 86) scale(0.52)">
        <MugShape color="#ffffff" />
      </g>
    </>
  );
}

/** A promotional kit: T-shirt, cap and mug together, tinted by the kit's colour. */
export function ComboArt({ colorName, label, size }: ArtProps) {
  return (
    <ArtFrame label={label} size={size}>
      <ComboShapes color={swatchFor(colorName)} />
    </ArtFrame>
  );
}
