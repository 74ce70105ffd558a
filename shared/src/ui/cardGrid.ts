import { css } from '@emotion/react';
import { layout, space } from '../theme/theme';
import { fullRowSteps } from './gridColumns';

/**
 * A grid of cards at least `min` (px) wide, `space.lg` apart. Given how many cards it holds, it
 * fills whole rows where the count allows (fullRowSteps); otherwise, and without a count, it fits
 * as many columns as `min` allows.
 */
export const cardGrid = (min = '240px', count = 0) => {
  const rem = (length: string) => parseFloat(length) * 16;
  const steps = fullRowSteps(count, {
    min: parseFloat(min),
    gap: rem(space.lg),
    padding: rem(layout.gutter.tablet),
    page: parseFloat(layout.maxWidth),
  });
  return css({
    display: 'grid',
    gap: space.lg,
    gridTemplateColumns: steps ? 'minmax(0, 1fr)' : `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))`,
    listStyle: 'none',
    padding: 0,
    margin: 0,
    ...steps,
  });
};
