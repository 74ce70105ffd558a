import { css } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import { Illustration } from '@estampa/shared/ui/Illustration';
import { swatchFor } from '../swatches';

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

/**
 * How a page draws products whose data says how (their `art`: a V neck, a bamboo lid…) with one of
 * the drawings made by drawnArt (MugArt, ShirtArt…).
 */
export function productArt<Look extends object, P extends { art?: Look }>(
  article: ProductArt<P>['article'],
  Drawing: ComponentType<ArtProps & Look>,
): ProductArt<P> {
  // The look's props are all optional: a product without `art` is drawn plain.
  const Drawn = Drawing as ComponentType<ArtProps>;
  return {
    article,
    draw: (product, colorName, label, size) => (
      <Drawn colorName={colorName} label={label} size={size} {...product.art} />
    ),
  };
}

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

/**
 * An illustration of one drawing: its tint from the colour name, and how the product is drawn (its
 * data's `art`: a V neck, a bamboo lid…) passed on as the shape's own props. Each shape module
 * makes its own (MugArt in mugShapes…), so a page bundles only the drawings it shows.
 */
export function drawnArt<Look extends object>(Shape: ComponentType<{ color: string } & Look>) {
  // Seen as taking its tint only: TypeScript cannot match a generic component's props in JSX;
  // ArtProps & Look above is what keeps the look's props checked.
  const Tinted = Shape as ComponentType<{ color: string }>;
  return function DrawnArt({ colorName, label, size, ...look }: ArtProps & Look) {
    return (
      <ArtFrame label={label} size={size}>
        <Tinted color={swatchFor(colorName)} {...look} />
      </ArtFrame>
    );
  };
}
