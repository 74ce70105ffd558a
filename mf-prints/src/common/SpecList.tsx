import { css } from '@emotion/react';
import { colors, font, space } from '@estampa/shared/theme/theme';
import { cardGrid } from '@estampa/shared/ui/cardGrid';
import { cardSurface } from './cardSurface';
import type { Spec } from './types';

type Props = { specs: readonly Spec[] };

/** Technical specifications as a description list: label (dt) and figure (dd). */
export function SpecList({ specs }: Props) {
  return (
    <dl css={cardGrid('220px', specs.length)}>
      {specs.map((s) => (
        <div
          key={s.label}
          css={css({
            ...cardSurface,
            padding: space.lg,
          })}
        >
          <dt
            css={css({
              color: colors.muted,
              fontSize: font.size.sm,
              fontWeight: font.weight.bold,
              textTransform: 'uppercase',
              letterSpacing: '.06em',
            })}
          >
            {s.label}
          </dt>
          <dd
            css={css({
              margin: `${space.xs} 0 0`,
              fontSize: font.size.xl,
              fontWeight: font.weight.black,
              color: colors.ink,
            })}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
