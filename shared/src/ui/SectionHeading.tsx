import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, font, space } from '../theme/theme';

type Props = {
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: string;
  level?: 2 | 3;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
};

/** A section's heading (h2 by default) with an optional small label above and lead text below. */
export function SectionHeading({ id, title, subtitle, eyebrow, level = 2, align = 'center', tone = 'light' }: Props) {
  const Tag = level === 2 ? 'h2' : 'h3';
  const onDark = tone === 'dark';
  return (
    <div
      css={css({
        textAlign: align,
        marginBottom: space.xl,
        maxWidth: align === 'center' ? 760 : undefined,
        marginInline: align === 'center' ? 'auto' : undefined,
      })}
    >
      {eyebrow && (
        <p
          css={css({
            margin: 0,
            color: onDark ? colors.onDarkMuted : colors.primary,
            fontWeight: font.weight.bold,
            letterSpacing: '.08em',
            textTransform: 'uppercase',
            fontSize: font.size.sm,
          })}
        >
          {eyebrow}
        </p>
      )}
      <Tag
        id={id}
        css={css({
          margin: `${space.xs} 0`,
          fontSize: level === 2 ? font.size.xxl : font.size.xl,
          lineHeight: 1.2,
          color: onDark ? colors.onDark : colors.ink,
        })}
      >
        {title}
      </Tag>
      {subtitle && (
        <p css={css({ margin: 0, color: onDark ? colors.onDarkMuted : colors.muted, fontSize: font.size.lg })}>
          {subtitle}
        </p>
      )}
    </div>
  );
}
