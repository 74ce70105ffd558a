import { css } from '@emotion/react';
import { colors, font, radius } from '@estampa/shared/theme/theme';
import { focusRing } from '@estampa/shared/ui/styles';

type Props = { comboName: string; value: number; onDecrement: () => void; onIncrement: () => void };

const btn = css([
  {
    width: 44,
    height: 44,
    borderRadius: radius.pill,
    border: `2px solid ${colors.ink}`,
    background: colors.surface,
    color: colors.ink,
    fontSize: font.size.xl,
    fontWeight: font.weight.bold,
    lineHeight: 1,
    cursor: 'pointer',
  },
  focusRing,
]);

/**
 * − n + for the shared combo quantity. Unlike the shared stepper its number is not a live region:
 * nine cards show the same number, and the page announces one change once (see CombosPage).
 */
export function ComboStepper({ comboName, value, onDecrement, onIncrement }: Props) {
  return (
    <div role="group" aria-label={`Cantidad de ${comboName}`} css={css({ display: 'inline-flex', alignItems: 'center', gap: 12 })}>
      <button type="button" css={btn} onClick={onDecrement} aria-label={`Disminuir cantidad de ${comboName}`}>
        −
      </button>
      <span css={css({ minWidth: '3ch', textAlign: 'center', fontSize: font.size.lg, fontWeight: font.weight.bold, fontVariantNumeric: 'tabular-nums' })}>{value}</span>
      <button type="button" css={btn} onClick={onIncrement} aria-label={`Aumentar cantidad de ${comboName}`}>
        +
      </button>
    </div>
  );
}
