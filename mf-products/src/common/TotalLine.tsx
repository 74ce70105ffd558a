import { css } from '@emotion/react';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';
import { formatMoney } from '@estampa/shared/money/money';
import { lineTotal } from './quantity';

type Props = { unitPrice: number; quantity: number; label?: string };

const box = css({
  margin: 0,
  padding: space.md,
  borderRadius: radius.md,
  background: colors.surfaceAlt,
  // Two fixed lines (total, then the multiplication), so a longer amount never re-wraps the box.
  display: 'grid',
  gap: space.xs,
  fontVariantNumeric: 'tabular-nums',
});

/** The estimated total (unit price × quantity), announced politely to screen readers whenever it changes. */
export function TotalLine({ unitPrice, quantity, label = 'Total estimado' }: Props) {
  const total = lineTotal(unitPrice, quantity);
  return (
    <p role="status" aria-live="polite" aria-atomic="true" css={box}>
      <span>
        {label}: <strong css={css({ fontSize: font.size.xl, color: colors.primary })}>{formatMoney(total)}</strong>
      </span>
      <span
        css={css({ color: colors.muted, fontSize: font.size.sm })}
      >{`(${quantity} × ${formatMoney(unitPrice)})`}</span>
    </p>
  );
}
