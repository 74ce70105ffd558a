import { css } from '@emotion/react';
import { colors, font } from '../theme/theme';
import { fromPrice } from '../money/money';

/**
 * The hint's width in ems is about 5.9 in a wide font (DejaVu Sans, Linux's usual system-ui) and
 * 5 in Roboto or SF; its size is capped at 16 % of the card's text column (16cqi: the paragraph is
 * the size container), so it fits on one line from a 320 px phone's two-column grid (a 104 px
 * column) up, and never grows past font.size.xl. A browser without container units keeps font.size.xl.
 */
const hintCss = css({ margin: 0, containerType: 'inline-size' });
const amountCss = css({
  display: 'block',
  color: colors.primary,
  fontSize: [font.size.xl, `min(${font.size.xl}, 16cqi)`],
  fontWeight: font.weight.black,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * A sample product's 'Desde $N' price hint (T-shirts, DTF, sublimation), as one text: at the
 * amount's size it broke after "Desde" in the T-shirt cards on 360 px phones.
 */
export function FromPrice({ amount }: { amount: number }) {
  return (
    <p css={hintCss}>
      <span css={amountCss}>{fromPrice(amount)}</span>
    </p>
  );
}
