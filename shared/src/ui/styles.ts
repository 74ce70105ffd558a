import { css } from '@emotion/react';
import { colors, font, layout, radius, space, mq } from '../theme/theme';
import { fullRowSteps, lengthPx } from './gridColumns';

export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The focus outline's colour where a band sets it (FOCUS_ON_COLOUR): a coloured or dark band sets a
 * light one, so the ring stands out from the band around the control (WCAG 1.4.11).
 */
const FOCUS_COLOR_VAR = '--focus-color';

/** Set on a band with a coloured or dark background (hero, brand and dark sections). */
export const FOCUS_ON_COLOUR = { [FOCUS_COLOR_VAR]: '#fff' } as const;

/** Set on a light surface that may sit inside such a band (a dialog): the site's own colour again. */
export const FOCUS_ON_LIGHT = { [FOCUS_COLOR_VAR]: colors.focus } as const;

/** The site's keyboard focus outline, as a style object to nest under any selector. */
export const focusOutline = {
  outline: `3px solid var(${FOCUS_COLOR_VAR}, ${colors.focus})`,
  outlineOffset: 2,
} as const;

/** The focus outline of a text field: tighter, and the field's border takes the focus colour too. */
export const fieldFocusOutline = { ...focusOutline, outlineOffset: 1, borderColor: colors.focus } as const;

/** Keyboard focus ring of a control. */
export const focusRing = css({
  '&:focus-visible': focusOutline,
});

export const container = css({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  paddingInline: space.md,
  [mq.md]: { paddingInline: space.lg },
});

/**
 * A grid of cards at least `min` wide. Given how many cards it holds, it fills whole rows where the
 * count allows (fullRowSteps: 4 cards go from one column to two by two to four in a row); otherwise,
 * and without a count, it fits as many columns as `min` allows.
 */
export const cardGrid = (min = '240px', count?: number) => {
  const steps =
    count === undefined
      ? null
      : fullRowSteps(count, {
          min: lengthPx(min),
          gap: lengthPx(space.lg),
          padding: lengthPx(space.lg),
          maxContent: lengthPx(layout.maxWidth) - 2 * lengthPx(space.lg),
        });
  return css({
    display: 'grid',
    gap: space.lg,
    gridTemplateColumns: steps ? 'minmax(0, 1fr)' : `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))`,
    listStyle: 'none',
    padding: 0,
    margin: 0,
    ...Object.fromEntries(
      (steps ?? []).map(({ columns, fromWidth }) => [
        `@media (min-width: ${fromWidth}px)`,
        { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
      ]),
    ),
  });
};

/**
 * Toggle buttons, one look wherever a visitor filters or chooses (the home page's category chips,
 * the products' filters, colours and sizes): aria-pressed carries the state, styled from it.
 */
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
