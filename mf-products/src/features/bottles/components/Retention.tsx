import { css } from '@emotion/react';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';
import { visuallyHidden } from '@estampa/shared/ui/styles';
import { hoursText } from '../data';

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${space.sm}`,
  borderRadius: radius.pill,
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
  whiteSpace: 'nowrap',
});
const hot = css([chip, { background: colors.primarySoft, color: colors.primaryDark }]);
const cold = css([chip, { background: colors.accentSoft, color: colors.accent }]);

/**
 * Hot and cold retention, on cards and in the panel: short on screen, in full for screen readers.
 * Two chips in a line, not a list: a card lists only its first two features (SPEC), so a count of
 * a card's list items must find those two.
 */
export function Retention({ keepHotHours, keepColdHours }: { keepHotHours: number; keepColdHours: number }) {
  return (
    <p css={css({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: space.xs })}>
      <span css={hot}>
        <span aria-hidden="true">{`Caliente ${keepHotHours} h`}</span>
        <span css={visuallyHidden}>{`Mantiene caliente ${hoursText(keepHotHours)}`}</span>
      </span>
      <span css={cold}>
        <span aria-hidden="true">{`Frío ${keepColdHours} h`}</span>
        <span css={visuallyHidden}>{`Mantiene frío ${hoursText(keepColdHours)}`}</span>
      </span>
    </p>
  );
}
