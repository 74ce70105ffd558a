import { css } from '@emotion/react';
import { colors, layout, space, mq } from '../theme/theme';

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

/** The site's keyboard focus outline, as a style object to nest under any selector. */
export const focusOutline = { outline: `3px solid ${colors.focus}`, outlineOffset: 2 } as const;

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

export const cardGrid = (min = '240px') =>
  css({
    display: 'grid',
    gap: space.lg,
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))`,
    listStyle: 'none',
    padding: 0,
    margin: 0,
  });
