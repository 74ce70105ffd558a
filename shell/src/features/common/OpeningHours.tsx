import { css } from '@emotion/react';
import { BUSINESS } from '@estampa/shared/business/identity';
import { colors, space } from '@estampa/shared/theme/theme';

type Props = { tone?: 'light' | 'dark' };

/** The opening hours from the business identity, as a list of days and times. */
export function OpeningHours({ tone = 'light' }: Props) {
  const dark = tone === 'dark';
  return (
    <dl css={css({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: space.md, rowGap: 2 })}>
      {BUSINESS.hours.map((h) => (
        <div key={h.days} css={css({ display: 'contents' })}>
          <dt css={css({ color: dark ? colors.onDarkMuted : colors.muted })}>{h.days}</dt>
          <dd css={css({ margin: 0, color: dark ? colors.onDark : colors.ink, fontWeight: 500 })}>{h.time}</dd>
        </div>
      ))}
    </dl>
  );
}
