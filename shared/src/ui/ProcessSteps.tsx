import { css } from '@emotion/react';
import { colors, font, radius, space } from '../theme/theme';
import { cardGrid } from './cardGrid';

export type Step = { title: string; description: string };

type Props = { steps: readonly Step[]; tone?: 'light' | 'dark' };

/**
 * Numbered process steps (01, 02, ...) as an ordered list. The list gives assistive technology
 * each step's position, so the heading is the step's title alone (what the visitor reads).
 */
export function ProcessSteps({ steps, tone = 'light' }: Props) {
  const dark = tone === 'dark';
  return (
    <ol css={cardGrid('200px', steps.length)}>
      {steps.map((s, i) => (
        <li
          key={s.title}
          css={css({
            padding: space.lg,
            borderRadius: radius.lg,
            background: dark ? colors.darkSurface : colors.surface,
            border: `1px solid ${dark ? '#1f2a44' : colors.line}`,
          })}
        >
          <span
            aria-hidden="true"
            css={css({
              display: 'inline-grid',
              placeItems: 'center',
              width: 44,
              height: 44,
              borderRadius: radius.pill,
              background: colors.primary,
              color: '#fff',
              fontWeight: font.weight.black,
            })}
          >
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 css={css({ margin: `${space.sm} 0 0`, fontSize: font.size.lg })}>{s.title}</h3>
          <p css={css({ margin: `${space.xs} 0 0`, color: dark ? colors.onDarkMuted : colors.muted })}>
            {s.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
