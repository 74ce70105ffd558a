import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, font, radius, shadow, space } from '../theme/theme';
import { cardGrid } from './cardGrid';

export type Feature = { title: string; description?: string; icon?: ReactNode; items?: readonly string[] };

type Props = { features: readonly Feature[]; tone?: 'light' | 'dark'; min?: string };

/** A responsive list of cards (title h3, description, optional bullet items). */
export function FeatureGrid({ features, tone = 'light', min }: Props) {
  const dark = tone === 'dark';
  return (
    <ul css={cardGrid(min, features.length)}>
      {features.map((f) => (
        <li
          key={f.title}
          css={css({
            background: dark ? colors.darkSurface : colors.surface,
            color: dark ? colors.onDark : colors.ink,
            borderRadius: radius.lg,
            padding: space.lg,
            boxShadow: dark ? 'none' : shadow.card,
            border: `1px solid ${dark ? '#1f2a44' : colors.line}`,
          })}
        >
          {f.icon && (
            <div aria-hidden="true" css={css({ color: dark ? '#fca5a5' : colors.primary, marginBottom: space.sm })}>
              {f.icon}
            </div>
          )}
          <h3 css={css({ margin: 0, fontSize: font.size.lg })}>{f.title}</h3>
          {f.description && (
            <p css={css({ margin: `${space.sm} 0 0`, color: dark ? colors.onDarkMuted : colors.muted })}>
              {f.description}
            </p>
          )}
          {f.items && f.items.length > 0 && (
            <ul
              css={css({
                margin: `${space.sm} 0 0`,
                paddingLeft: '1.2rem',
                color: dark ? colors.onDarkMuted : colors.inkSoft,
              })}
            >
              {f.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
