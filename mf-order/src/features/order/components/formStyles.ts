import { css } from '@emotion/react';
import { colors, font, radius, shadow, space } from '@estampa/shared/theme/theme';
import { fieldFocusOutline, focusOutline } from '@estampa/shared/ui/styles';

/** A white panel holding one part of the order (a <section> with its h2). */
export const card = css({
  boxSizing: 'border-box',
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  padding: space.lg,
  minWidth: 0,
});

export const cardTitle = css({ margin: `0 0 ${space.md}`, fontSize: font.size.xl, lineHeight: 1.25 });

export const fieldGrid = css({ display: 'grid', gap: space.md });

export const label = css({ display: 'block', fontWeight: font.weight.bold, marginBottom: space.xs, color: colors.ink });

export const hint = css({ margin: `${space.xs} 0 0`, fontSize: font.size.sm, color: colors.muted });

export const input = css({
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 44,
  padding: `${space.sm} ${space.md}`,
  font: 'inherit',
  color: colors.ink,
  background: colors.surface,
  border: `1px solid #6b7280`,
  borderRadius: radius.md,
  '&:focus-visible': fieldFocusOutline,
  '&::placeholder': { color: '#6b7280' },
});

export const checkboxRow = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  minHeight: 44,
  paddingBlock: space.xs,
  cursor: 'pointer',
  // 24 px: WCAG 2.2's minimum target size, without counting the label that also toggles it.
  input: { width: 24, height: 24, margin: '1px 0 0', flex: 'none', accentColor: colors.primary, cursor: 'pointer' },
  'input:focus-visible': focusOutline,
});

export const required = css({ color: colors.primary, marginLeft: 2 });
