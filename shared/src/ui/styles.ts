import { css } from '@emotion/react';
import { colors, layout, mq } from '../theme/theme';

/** Text that stays on one line (a phone number in a button label: never '555-' / '0100'). */
export const noWrap = css({ whiteSpace: 'nowrap' });

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
  paddingInline: layout.gutter.phone,
  [mq.md]: { paddingInline: layout.gutter.tablet },
});
