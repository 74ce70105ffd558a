import { css } from '@emotion/react';
import { colors, font } from '../theme/theme';
import { FROM_PRICE_WORD, formatMoney } from '../money/money';

const amountCss = css({
  margin: 0,
  color: colors.primary,
  fontSize: font.size.xl,
  fontWeight: font.weight.black,
  fontVariantNumeric: 'tabular-nums',
});

/** "Desde" is set smaller than the amount, so the hint keeps to one line in a phone's two-column grid. */
const wordCss = css({ fontSize: font.size.sm, fontWeight: font.weight.bold });

/**
 * A sample product's 'Desde $N' price hint (T-shirts, DTF, sublimation). The paragraph's text is
 * exactly `fromPrice(amount)`; only the look differs: at 360 px a T-shirt card's text column is
 * about 124 px, and the whole hint at the amount's size (about 139 px in a wide font) broke
 * between "Desde" and the amount.
 */
export function FromPrice({ amount }: { amount: number }) {
  return (
    <p css={amountCss}>
      <span css={wordCss}>{FROM_PRICE_WORD}</span> {formatMoney(amount)}
    </p>
  );
}
