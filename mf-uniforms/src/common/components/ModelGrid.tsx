import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, font, gridColumns, mq, radius, shadow, space } from '@estampa/shared/theme/theme';
import { focusOutline } from '@estampa/shared/ui/styles';
import { NewTabHint } from './cardNames';

export type CardTone = 'light' | 'dark';

/**
 * All card styles live here, on the list, as descendant rules keyed by data-part: the cards
 * themselves carry no style of their own (no emotion wrapper, nothing to serialise or insert per
 * card), so the same rules style the React cards of the 20-model pages (ModelCard) and the plain
 * HTML cards of the basketball grid (features/basketball/cardHtml.ts).
 */
const base = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: `repeat(${gridColumns.base}, minmax(0, 1fr))`,
  [mq.md]: { gridTemplateColumns: `repeat(${gridColumns.md}, minmax(0, 1fr))`, gap: space.lg },
  [mq.lg]: { gridTemplateColumns: `repeat(${gridColumns.lg}, minmax(0, 1fr))` },

  '& > li': {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    borderRadius: radius.lg,
    overflow: 'hidden',
    // No content-visibility: off-screen cards skipped by it left the accessibility tree (a screen
    // reader's list of headings missed most of the 200 models) and were "not visible" to test
    // tools. Rendering them all costs 20–30 ms more at 4× CPU (scripts/long-tasks.js), Lighthouse 100 either way.
  },
  // A card that expands (basketball) answers a click anywhere on it (gridActions.ts).
  '& > li[data-expanded]': { cursor: 'pointer' },
  '& > li[data-expanded="true"]': { outline: `3px solid ${colors.primary}`, outlineOffset: -3 },
  '& [data-part="media"]': { position: 'relative' },
  '& [data-part="frame"]': { display: 'block', aspectRatio: '1 / 1', background: '#eef1f5' },
  '& [data-part="image"]': { display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1' },
  // The image actions sit along the picture's top edge, so the card's centre (where a click on
  // "the card" lands) is never one of them at any card width.
  '& [data-part="overlay"]': {
    position: 'absolute',
    insetInline: 0,
    top: 0,
    zIndex: 2,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: space.xs,
    padding: space.sm,
    background: 'linear-gradient(rgba(3,7,18,.78), transparent)',
    opacity: 0,
    transition: 'opacity .15s ease',
    // The band around the actions is not a control: a click there reaches the card's toggle
    // (a click anywhere on a card expands it), only the actions themselves take their own clicks.
    pointerEvents: 'none',
  },
  // Shown on hover AND when anything in the card has keyboard focus.
  '& > li:hover [data-part="overlay"], & > li:focus-within [data-part="overlay"]': { opacity: 1 },
  // Touch screens have no hover: the actions are shown at the card's foot, under its name, so they
  // cover no picture and are never its middle (under the image they were: a tap on "the card"
  // opened the image). The media box steps aside (display: contents) so that the actions can be
  // ordered last; a badge over the image is then placed against the card, whose top is the image's.
  [mq.touch]: {
    '& [data-part="media"]': { display: 'contents' },
    '& [data-part="overlay"]': {
      position: 'static',
      order: 1,
      opacity: 1,
      justifyContent: 'flex-start',
      background: 'transparent',
      padding: `0 ${space.sm} ${space.sm}`,
      [mq.md]: { padding: `0 ${space.md} ${space.md}` },
    },
    '& [data-part="action"]': { boxShadow: `inset 0 0 0 1px ${colors.line}` },
  },
  [mq.reducedMotion]: { '& [data-part="overlay"]': { transition: 'none' } },
  '& [data-part="action"]': {
    pointerEvents: 'auto',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 36,
    padding: '0 12px',
    borderRadius: radius.pill,
    border: 0,
    background: '#fff',
    color: colors.ink,
    font: 'inherit',
    fontSize: font.size.sm,
    fontWeight: font.weight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { background: colors.primarySoft },
    '&:focus-visible': focusOutline,
  },
  '& [data-part="body"]': {
    display: 'flex',
    flexDirection: 'column',
    gap: space.xs,
    padding: space.sm,
    flex: 1,
    [mq.md]: { padding: space.md },
  },
  '& [data-part="title"]': { margin: 0, fontSize: font.size.md, lineHeight: 1.25 },
  '& [data-part="toggle"]': {
    all: 'unset',
    cursor: 'pointer',
    display: 'block',
    width: '100%',
    // Its focus ring is drawn around the whole card. The layer lets clicks through to what is
    // under it (the image, the colours): the grid's one handler toggles the card for those too.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, pointerEvents: 'none' },
    '&:focus-visible::after': { ...focusOutline, outlineOffset: -3, borderRadius: radius.lg },
  },
  '& [data-part="meta"]': { margin: 0, fontSize: font.size.sm },
  '& [data-part="footer"]': {
    position: 'relative',
    zIndex: 2,
    display: 'flex',
    flexWrap: 'wrap',
    gap: space.sm,
    marginTop: 'auto',
    paddingTop: space.xs,
  },
} as const;

const grids: Record<CardTone, ReturnType<typeof css>> = {
  light: css(base, {
    '& > li': {
      background: colors.surface,
      color: colors.ink,
      border: `1px solid ${colors.line}`,
      boxShadow: shadow.card,
    },
    '& [data-part="meta"]': { color: colors.muted },
  }),
  dark: css(base, {
    '& > li': { background: colors.darkSurface, color: colors.onDark, border: '1px solid #1f2a44' },
    '& [data-part="meta"]': { color: colors.onDarkMuted },
  }),
};

/** The grid's styles (the list and every card part inside it), for a list rendered elsewhere. */
export function modelGridCss(tone: CardTone = 'light') {
  return grids[tone];
}

/** The catalogue grid of a 20-model page: React cards (ModelCard) in a styled list. */
export function ModelGrid({ children, tone = 'light' }: { children: ReactNode; tone?: CardTone }) {
  return (
    <>
      <ul css={grids[tone]}>{children}</ul>
      <NewTabHint />
    </>
  );
}
