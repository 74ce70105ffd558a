import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { gridColumns, mq, space } from '@estampa/shared/theme/theme';

const grid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: `repeat(${gridColumns.base}, minmax(0, 1fr))`,
  [mq.md]: { gridTemplateColumns: `repeat(${gridColumns.md}, minmax(0, 1fr))`, gap: space.lg },
  [mq.lg]: { gridTemplateColumns: `repeat(${gridColumns.lg}, minmax(0, 1fr))` },
});

/** The catalogue grid: 2 columns on phones, 4 on tablets, 5 on desktops (SPEC.md section 9). */
export function ModelGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul css={grid} aria-label={label}>
      {children}
    </ul>
  );
}
