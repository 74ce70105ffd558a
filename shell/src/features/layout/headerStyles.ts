// The header's styles (Header.tsx and its parts): sticky bar, logo, the main menu with its
// dropdowns, the small-screen menu control and the decorative icons.
import { css } from '@emotion/react';
import { breakpoints, colors, font, layout, mq, radius, shadow, space } from '@estampa/shared/theme/theme';
import { focusOutline } from '@estampa/shared/ui/styles';

const belowLg = `@media (max-width: ${breakpoints.lg - 0.02}px)`;

const focusCss = { '&:focus-visible': focusOutline } as const;

/** The narrowest phones (320 px): logo, name, two icons and the menu button fit with tighter gaps. */
const narrow = '@media (max-width: 359.98px)';
/** Desktops just past the breakpoint: the five top items take less padding so the row fits. */
const tightDesktop = `@media (min-width: ${breakpoints.lg}px) and (max-width: 1199.98px)`;

export const headerCss = css({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  background: colors.surface,
  borderBottom: `1px solid ${colors.line}`,
  boxShadow: shadow.card,
});

export const rowCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  minHeight: layout.headerHeight,
  [narrow]: { gap: space.sm },
});

export const logoCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: 44,
  marginRight: 'auto',
  color: colors.ink,
  textDecoration: 'none',
  fontWeight: font.weight.black,
  fontSize: font.size.xl,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  borderRadius: radius.sm,
  ...focusCss,
  [narrow]: { fontSize: font.size.lg, '& svg': { width: 32, height: 32 } },
  [mq.lg]: { marginRight: 0 },
});

export const navCss = css({
  order: 3,
  [mq.lg]: { order: 0, flex: 1, display: 'flex', justifyContent: 'center' },
});

export const toggleCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${colors.line}`,
  borderRadius: radius.md,
  background: 'transparent',
  color: colors.ink,
  cursor: 'pointer',
  ...focusCss,
  [mq.lg]: { display: 'none' },
});

export const menuCss = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [mq.lg]: { display: 'flex', alignItems: 'center', gap: space.xs },
  [belowLg]: {
    display: 'none',
    '&[data-open="true"]': {
      display: 'block',
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      maxHeight: `calc(100dvh - ${layout.headerHeight})`,
      overflowY: 'auto',
      padding: space.md,
      background: colors.surface,
      borderTop: `1px solid ${colors.line}`,
      boxShadow: shadow.raised,
    },
  },
});

/**
 * The current page's marker: a bar under the item on desktops, at its left in the small-screen
 * menu. The corners on the bar's side are square, so the bar stays straight (a rounded corner
 * bent it into a curve).
 */
const markerBelow = {
  boxShadow: `inset 0 -3px 0 ${colors.primary}`,
  borderBottomLeftRadius: 0,
  borderBottomRightRadius: 0,
};
const markerLeft = { boxShadow: `inset 4px 0 0 ${colors.primary}`, borderRadius: `0 ${radius.md} ${radius.md} 0` };

export const topItemCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: 44,
  padding: `0 ${space.md}`,
  border: 0,
  borderRadius: radius.md,
  background: 'transparent',
  color: colors.ink,
  font: 'inherit',
  fontWeight: font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { background: colors.surfaceAlt },
  ...focusCss,
  '&[aria-current="page"]': { color: colors.primary, ...markerBelow },
  '& svg': { transition: 'transform .15s ease' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  [mq.reducedMotion]: { '& svg': { transition: 'none' } },
  [tightDesktop]: { padding: `0 ${space.sm}` },
  [belowLg]: {
    width: '100%',
    justifyContent: 'space-between',
    '&[aria-current="page"]': markerLeft,
  },
});

/** The dropdown that holds the page the visitor is on gets the same marker as a current link. */
export const currentGroupCss = css({
  color: colors.primary,
  ...markerBelow,
  [belowLg]: markerLeft,
});

export const groupCss = css({ [mq.lg]: { position: 'relative' } });

export const submenuCss = css({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: space.xs,
  // Scripted: the button's aria-expanded decides.
  '[aria-expanded="true"] ~ &': { display: 'block' },
  // Before (or without) JavaScript: hovering or focusing the group shows its links.
  '[data-js="off"] li:hover > &': { display: 'block' },
  '[data-js="off"] li:focus-within > &': { display: 'block' },
  [mq.lg]: {
    position: 'absolute',
    top: '100%',
    left: 0,
    zIndex: 1,
    minWidth: 240,
    background: colors.surface,
    border: `1px solid ${colors.line}`,
    borderRadius: radius.md,
    boxShadow: shadow.raised,
  },
  [belowLg]: { marginLeft: space.md, borderLeft: `2px solid ${colors.line}` },
});

export const subLinkCss = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${space.md}`,
  borderRadius: radius.sm,
  color: colors.ink,
  textDecoration: 'none',
  '&:hover': { background: colors.surfaceAlt, color: colors.primaryDark },
  ...focusCss,
  '&[aria-current="page"]': { color: colors.primary, fontWeight: font.weight.bold },
});

export const iconsCss = css({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  color: colors.inkSoft,
  order: 2,
  [narrow]: { gap: space.xs },
  [mq.lg]: { order: 0 },
});
