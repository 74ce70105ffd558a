import { css } from '@emotion/react';
import { colors, font, radius, space } from '@estampa/shared/theme/theme';
import { hoursText } from '../data';

const chip = css({ display: 'inline-flex', alignItems: 'center', gap: 4, padding: `2px ${space.sm}`, borderRadius: radius.pill, fontSize: font.size.xs, fontWeight: font.weight.bold });
const hot = css([chip, { background: colors.primarySoft, color: colors.primaryDark }]);
const cold = css([chip, { background: colors.accentSoft, color: colors.accent }]);

/** Hot and cold retention, on cards and in the panel. */
export function Retention({ keepHotHours, keepColdHours }: { keepHotHours: number; keepColdHours: number }) {
  return (
    <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: space.xs })}>
      <li css={hot}>{`Caliente: ${hoursText(keepHotHours)}`}</li>
      <li css={cold}>{`Frío: ${hoursText(keepColdHours)}`}</li>
    </ul>
  );
}
