import { css } from '@emotion/react';
import { colors, font, radius, shadow, space, mq } from '@estampa/shared/theme/theme';
import { focusOutline } from '@estampa/shared/ui/styles';

/** Product grid: 2 columns on phones, 3 from tablets (the configurator panel takes the 4th place on desktops). */
export const productGrid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
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

/** Toggle buttons (filters, colours, sizes): aria-pressed carries the state, styled from it. */
export const toggleButton = css({
  minHeight: 44,
  minWidth: 44,
  padding: `${space.xs} ${space.md}`,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  borderRadius: radius.pill,
  border: `2px solid ${colors.line}`,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  fontWeight: font.weight.medium,
  cursor: 'pointer',
  '&:hover': { borderColor: colors.inkSoft },
  '&[aria-pressed="true"]': {
    borderColor: colors.primary,
    background: colors.primarySoft,
    color: colors.primaryDark,
    fontWeight: font.weight.bold,
  },
  '&:focus-visible': focusOutline,
});

export const toggleRow = css({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: 0, padding: 0 });
