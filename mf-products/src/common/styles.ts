import { css } from '@emotion/react';
import { colors, font, radius, shadow, space, mq } from '@estampa/shared/theme/theme';

/** Product grid: 2 columns on phones, 3 from tablets (the configurator panel takes the 4th place on desktops). */
export const productGrid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [mq.narrow]: { gap: space.sm },
  [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space.lg },
});

export const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  background: colors.surface,
  color: colors.ink,
  border: `1px solid ${colors.line}`,
  borderRadius: radius.lg,
  padding: space.md,
  boxShadow: shadow.card,
  [mq.narrow]: { padding: space.sm },
});

export const cardTitle = css({ margin: 0, fontSize: font.size.lg, lineHeight: 1.25 });

export const muted = css({ margin: 0, color: colors.muted, fontSize: font.size.sm });

export const price = css({
  margin: 0,
  fontSize: font.size.xl,
  fontWeight: font.weight.black,
  color: colors.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const badge = css({
  display: 'inline-block',
  padding: `2px ${space.sm}`,
  borderRadius: radius.pill,
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
  background: colors.accentSoft,
  color: colors.accent,
});

export const artBox = css({ background: colors.surfaceAlt, borderRadius: radius.md, padding: space.sm });

export const toggleRow = css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: 0, padding: 0 });
