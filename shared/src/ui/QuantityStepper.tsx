import { css } from '@emotion/react';
import { colors, font, radius } from '../theme/theme';
import { focusRing } from './styles';

type Props = {
  value: number;
  onDecrement: () => void;
  onIncrement: () => void;
  /** What is being counted, for screen readers: 'Cantidad de tazas'. */
  label?: string;
  /** How the buttons describe it ('Aumentar cantidad de tazas'); by default the label in lower case. */
  subject?: string;
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
  },
  focusRing,
]);

const valueCss = css({ minWidth: '3ch', textAlign: 'center', fontSize: font.size.lg, fontWeight: font.weight.bold });
/** Quiet steppers stand side by side showing one number: tabular figures keep them aligned. */
const quietValueCss = css([valueCss, { fontVariantNumeric: 'tabular-nums' }]);

/**
 * - value + ; the parent owns the rules (minimum, step). Each button is named by the sign it shows
 * ('-', '+': what a visitor sees, says to voice control, and looks it up by) and described by its
 * title ('Disminuir cantidad de tazas'), which is also its tooltip. Never disabled: at the minimum
 * minus simply does nothing, so a click there is answered and keyboard focus stays.
 */
export function QuantityStepper({
  value,
  onDecrement,
  onIncrement,
  label = 'Cantidad',
  subject = label.toLowerCase(),
  announce = true,
}: Props) {
  return (
    <div role="group" aria-label={label} css={css({ display: 'inline-flex', alignItems: 'center', gap: 12 })}>
      <button type="button" css={btn} onClick={onDecrement} title={`Disminuir ${subject}`}>
        -
      </button>
      {announce ? (
        <output aria-live="polite" css={valueCss}>
          {value}
        </output>
      ) : (
        <span css={quietValueCss}>{value}</span>
      )}
      <button type="button" css={btn} onClick={onIncrement} title={`Aumentar ${subject}`}>
        +
      </button>
    </div>
  );
}
