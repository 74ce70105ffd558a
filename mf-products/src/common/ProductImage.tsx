import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { safeImageUrl } from '@estampa/shared/security/html';

type Props = {
  /** A real photo's URL from the catalogue, when there is one (http(s) or same-site only). */
  image?: string;
  alt: string;
  /** Our SVG illustration, shown while the catalogue has no photo. */
  art: ReactNode;
  size?: number;
  lazy?: boolean;
};

const photo = css({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: 8,
});

/** The product's picture: its photo when the data names one, otherwise our tinted illustration. */
export function ProductImage({ image, alt, art, size = 200, lazy = false }: Props) {
  const src = safeImageUrl(image);
  if (!src) return <>{art}</>;
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      css={photo}
    />
  );
}
