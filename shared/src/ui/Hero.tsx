import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, font, space } from '../theme/theme';
import { FOCUS_ON_COLOUR, container } from './styles';

type Props = {
  id?: string;
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
  tone?: 'brand' | 'dark' | 'accent';
};

const backgrounds = {
  brand: `linear-gradient(135deg, ${colors.primaryDark}, ${colors.primary})`,
  dark: `linear-gradient(135deg, ${colors.dark}, ${colors.darkSurface})`,
  accent: `linear-gradient(135deg, ${colors.accent}, #1e40af)`,
};

/** The page's opening banner: the page's only h1, lead text and action buttons. */
export function Hero({ id, title, lead, eyebrow, children, tone = 'brand' }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      css={css({
        background: backgrounds[tone],
        color: '#fff',
        paddingBlock: 'clamp(3rem, 9vw, 6rem)',
        ...FOCUS_ON_COLOUR,
      })}
    >
      <div css={container}>
        {eyebrow && (
          <p
            css={css({
              margin: 0,
              fontWeight: font.weight.bold,
              letterSpacing: '.1em',
              textTransform: 'uppercase',
              fontSize: font.size.sm,
              color: '#fde68a',
            })}
          >
            {eyebrow}
          </p>
        )}
        <h1
          id={id ? `${id}-title` : undefined}
          css={css({
            fontSize: font.size.hero,
            lineHeight: 1.1,
            margin: `${space.sm} 0 ${space.md}`,
            fontWeight: font.weight.black,
            maxWidth: 900,
            overflowWrap: 'break-word',
          })}
        >
          {title}
        </h1>
        {lead && <p css={css({ fontSize: font.size.lg, maxWidth: 680, margin: 0, color: '#f3f4f6' })}>{lead}</p>}
        {children && (
          <div css={css({ display: 'flex', flexWrap: 'wrap', gap: space.md, marginTop: space.xl })}>{children}</div>
        )}
      </div>
    </section>
  );
}
