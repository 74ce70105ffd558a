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

/** Hot and cold retention, on cards and in the panel: short on screen, in full for screen readers. */
export function Retention({ keepHotHours, keepColdHours }: { keepHotHours: number; keepColdHours: number }) {
  return (
    <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: space.xs })}>
      <li css={hot}>
        <span aria-hidden="true">{`Caliente ${keepHotHours} h`}</span>
        <span css={visuallyHidden}>{`Mantiene caliente ${hoursText(keepHotHours)}`}</span>
      </li>
      <li css={cold}>
        <span aria-hidden="true">{`Frío ${keepColdHours} h`}</span>
        <span css={visuallyHidden}>{`Mantiene frío ${hoursText(keepColdHours)}`}</span>
      </li>
    </ul>
  );
}
