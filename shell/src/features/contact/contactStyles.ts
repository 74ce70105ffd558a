import { css } from '@emotion/react';
import { colors, font, radius, shadow, space } from '@estampa/shared/theme/theme';
import { fieldFocusOutline, focusOutline } from '@estampa/shared/ui/styles';

/** The contact page's styles: its cards, links and form fields (the map has its own). */

export const cardCss = css({
  display: 'flex',
  gap: space.md,
  padding: space.lg,
  background: colors.surface,
  borderRadius: radius.lg,
  border: `1px solid ${colors.line}`,
  boxShadow: shadow.card,
});

export const iconBadgeCss = css({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: radius.pill,
  background: colors.primarySoft,
  color: colors.primaryDark,
});

export const cardTitleCss = css({ margin: `0 0 ${space.xs}`, fontSize: font.size.lg });

/** An underlined link in running text (phone, e-mail, the map's own links); long addresses wrap. */
export const textLinkCss = css({
  color: colors.primary,
  fontWeight: font.weight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  overflowWrap: 'anywhere',
  '&:hover': { color: colors.primaryDark },
  '&:focus-visible': focusOutline,
});

export const fieldCss = css({ display: 'grid', gap: space.xs });

export const labelCss = css({ fontWeight: font.weight.bold, color: colors.ink });

export const controlCss = css({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 44,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid #6b7280`,
  borderRadius: radius.md,
  background: colors.surface,
  color: colors.ink,
  font: 'inherit',
  '&:focus-visible': fieldFocusOutline,
});

export const formPanelCss = css({
  background: colors.surface,
  borderRadius: radius.lg,
  boxShadow: shadow.card,
  border: `1px solid ${colors.line}`,
  padding: `clamp(${space.lg}, 4vw, ${space.xl})`,
});

export const noteCss = css({ color: colors.muted, fontSize: font.size.sm });
