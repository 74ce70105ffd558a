import { css } from '@emotion/react';
import { colors, font, radius } from '../theme/theme';
import { focusRing } from './styles';

type Props = {
  value: number;
  onDecrement: () => void;
  onIncrement: () => void;
  /** What is being counted, for screen readers: 'Cantidad de tazas'. */
  label?: string;
  /** How the buttons name it ('Aumentar cantidad de tazas'); by default the label in lower case. */
  subject?: string;
  /** Marks the minus button disabled (aria-disabled, dimmed; it keeps focus) when the value cannot go lower. */
  atMinimum?: boolean;
  /**
   * Announce value changes to screen readers (the number is a live region). Off for a page that
   * announces a change once itself, e.g. several cards showing the same quantity.
   */
  announce?: boolean;
};

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
    '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
  },
  focusRing,
]);

const valueCss = css({ minWidth: '3ch', textAlign: 'center', fontSize: font.size.lg, fontWeight: font.weight.bold });
/** Quiet steppers stand side by side showing one number: tabular figures keep them aligned. */
const quietValueCss = css([valueCss, { fontVariantNumeric: 'tabular-nums' }]);

/** − value + ; the parent owns the rules (minimum, step). */
export function QuantityStepper({
  value,
  onDecrement,
  onIncrement,
  label = 'Cantidad',
  subject = label.toLowerCase(),
  atMinimum,
  announce = true,
}: Props) {
  return (
    <div role="group" aria-label={label} css={css({ display: 'inline-flex', alignItems: 'center', gap: 12 })}>
      <button
        type="button"
        css={btn}
        onClick={onDecrement}
        aria-disabled={atMinimum || undefined}
        aria-label={`Disminuir ${subject}`}
      >
        −
      </button>
      {announce ? (
        <output aria-live="polite" css={valueCss}>
          {value}
        </output>
      ) : (
        <span css={quietValueCss}>{value}</span>
      )}
      <button type="button" css={btn} onClick={onIncrement} aria-label={`Aumentar ${subject}`}>
        +
      </button>
    </div>
  );
}
