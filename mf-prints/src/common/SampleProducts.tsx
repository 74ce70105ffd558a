import { css } from '@emotion/react';
import { useId } from 'react';
import { fromPrice } from '@estampa/shared/money/money';
import { safeImageUrl } from '@estampa/shared/security/html';
import { colors, font, shadow, space } from '@estampa/shared/theme/theme';
import { ChatLink } from '@estampa/shared/ui/Button';
import { WhatsAppIcon } from '@estampa/shared/ui/icons';
import { cardGrid } from '@estampa/shared/ui/cardGrid';
import { intentItem } from '@estampa/shared/telemetry/intent';
import { cardSurface } from './cardSurface';
import { ProductIllustration } from './ProductIllustration';
import type { ProductImage, SampleProduct } from './types';

const IMAGE_SIZE = 160;

/** The product's photo when it has a safe URL, otherwise our drawing of it. */
export function ProductImageView({ image }: { image: ProductImage }) {
  const src = safeImageUrl(image.url);
  if (src)
    return (
      <img
        src={src}
        alt={image.alt}
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        loading="lazy"
        decoding="async"
        css={css({ objectFit: 'contain' })}
      />
    );
  return <ProductIllustration kind={image.kind} color={image.color} label={image.alt} size={IMAGE_SIZE} />;
}

type CardProps = { product: SampleProduct };

/**
 * Sample product: image, name (h3), description, 'Desde $N' and 'Cotizar': the chat without a
 * message, as SPEC.md has it for these cards (docs/product-rules.md#outside-calls); the link is
 * described by the name, and its purchase intent is counted for the product's id.
 */
export function SampleProductCard({ product }: CardProps) {
  const nameId = useId();
  return (
    <li
      css={css({
        display: 'flex',
        flexDirection: 'column',
        ...cardSurface,
        boxShadow: shadow.card,
        overflow: 'hidden',
      })}
    >
      <div css={css({ display: 'grid', placeItems: 'center', background: colors.surfaceAlt, padding: space.md })}>
        <ProductImageView image={product.image} />
      </div>
      <div css={css({ display: 'flex', flexDirection: 'column', gap: space.sm, padding: space.lg, flex: 1 })}>
        <h3 id={nameId} css={css({ margin: 0, fontSize: font.size.lg })}>
          {product.name}
        </h3>
        <p css={css({ margin: 0, color: colors.muted, flex: 1 })}>{product.description}</p>
        <p css={css({ margin: 0, color: colors.primary, fontWeight: font.weight.black, fontSize: font.size.xl })}>
          {fromPrice(product.price)}
        </p>
        <ChatLink aria-describedby={nameId} {...intentItem(product.id)}>
          <WhatsAppIcon size={20} />
          Cotizar
        </ChatLink>
      </div>
    </li>
  );
}

type GridProps = { products: readonly SampleProduct[] };

export function SampleProductGrid({ products }: GridProps) {
  return (
    <ul css={cardGrid('220px', products.length)}>
      {products.map((p) => (
        <SampleProductCard key={p.id} product={p} />
      ))}
    </ul>
  );
}
