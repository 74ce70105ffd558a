import { css } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import { Illustration } from '@estampa/shared/ui/Illustration';
import { swatchFor } from '../swatches';
import { BottleShape, MugShape, PoloShape, ShirtShape, UniformShape } from './shapes';

/** Props of every illustration: the colour name tints it; the label is its Spanish accessible name. */
export type ArtProps = {
  /** A Spanish colour name from the catalogue ('Azul Marino'). */
  colorName: string;
  label: string;
  /** Intrinsic size in px (the drawing scales to its container, keeping this ratio). */
  size?: number;
};

/** How a page draws its products, and names them in the sentences around the drawing. */
export type ProductArt<P> = {
  /** The article that names a product in a sentence: 'del' Termo Deportivo, 'de la' Taza Mágica. */
  article: 'del' | 'de la';
  /** Our illustration of the product in a colour, with its accessible name (and a size other than 200). */
  draw: (product: P, colorName: string, label: string, size?: number) => ReactNode;
};

/** The product as a sentence names it: 'del Termo Deportivo'. */
export function nameWithArticle<P extends { name: string }>(art: ProductArt<P>, product: P): string {
  return `${art.article} ${product.name}`;
}

const frame = css({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', maxWidth: '100%' });

export function ArtFrame({ label, size = 200, children }: { label: string; size?: number; children: ReactNode }) {
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

/** An illustration of one drawing that takes nothing but its tint. */
function tintedArt(Shape: ComponentType<{ color: string }>) {
  return function TintedArt({ colorName, label, size }: ArtProps) {
    return (
      <ArtFrame label={label} size={size}>
        <Shape color={swatchFor(colorName)} />
      </ArtFrame>
    );
  };
}

export const MugArt = tintedArt(MugShape);
export const BottleArt = tintedArt(BottleShape);
export const UniformArt = tintedArt(UniformShape);
