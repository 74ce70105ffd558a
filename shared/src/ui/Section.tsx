import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, space } from '../theme/theme';
import { FOCUS_ON_COLOUR, container } from './styles';

export type SectionTone = 'light' | 'alt' | 'dark' | 'brand';

const tones: Record<SectionTone, { bg: string; fg: string; onColour?: boolean }> = {
  light: { bg: colors.surface, fg: colors.ink },
  alt: { bg: colors.surfaceAlt, fg: colors.ink },
  dark: { bg: colors.dark, fg: colors.onDark, onColour: true },
  brand: { bg: colors.primaryDark, fg: '#fff', onColour: true },
};

type Props = {
  id?: string;
  labelledBy?: string;
  tone?: SectionTone;
  /** 'div' for a band without a heading of its own (its parts are the sections). */
  as?: 'section' | 'div';
  children: ReactNode;
  className?: string;
};

/** A full-width page section with a centred container. */
export function Section({ id, labelledBy, tone = 'light', as: Tag = 'section', children, className }: Props) {
  const t = tones[tone];
  return (
    <Tag
      id={id}
      aria-labelledby={labelledBy}
      className={className}
      css={css({ background: t.bg, color: t.fg, paddingBlock: space.section, ...(t.onColour ? FOCUS_ON_COLOUR : {}) })}
    >
      <div css={container}>{children}</div>
    </Tag>
  );
}
