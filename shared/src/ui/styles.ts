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

export const focusRing = css({
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
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
