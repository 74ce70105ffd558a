import { css } from '@emotion/react';
import { mq } from '@estampa/shared/theme/theme';

// The grids' image actions show on hover and focus, or at each card's foot on touch screens
// (ModelGrid): a hint about them is worded for the one way the visitor has.
const withHover = css({ [mq.touch]: { display: 'none' } });
const touchOnly = css({ display: 'none', [mq.touch]: { display: 'inline' } });

/** A hint worded for a mouse and for a finger; only the one that applies is shown (and read). */
export function PointerHint({ mouse, touch }: { mouse: string; touch: string }) {
  return (
    <>
      <span css={withHover}>{mouse}</span>
      <span css={touchOnly}>{touch}</span>
    </>
  );
}
