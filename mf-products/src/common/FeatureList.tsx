import { css } from '@emotion/react';
import { colors, font, space } from '@estampa/shared/theme/theme';
import { CheckIcon } from '@estampa/shared/ui/icons';

const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xs,
  fontSize: font.size.sm,
  color: colors.inkSoft,
});
const item = css({
  display: 'flex',
  gap: space.xs,
  alignItems: 'flex-start',
  '& svg': { flex: 'none', color: colors.success, marginTop: 2 },
});

/** A checked list of product features or included pieces, optionally under a small title. */
export function FeatureList({ items, title }: { items: readonly string[]; title?: string }) {
  return (
    <div css={css({ display: 'grid', gap: space.xs })}>
      {title && <p css={css({ margin: 0, fontWeight: font.weight.bold })}>{title}</p>}
      <ul css={list}>
        {items.map((text) => (
          <li key={text} css={item}>
            <CheckIcon size={16} />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
