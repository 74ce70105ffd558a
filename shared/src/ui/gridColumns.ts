/** A step of a card grid: from this screen width on, this many columns. */
export type ColumnStep = { columns: number; fromWidth: number };

/**
 * The column counts a grid of `count` cards steps through so that every row is full (4 cards: one
 * column, then two by two, then four in a row; never three and a lone one), each from the screen
 * width at which its cards are still at least `min` wide. Only counts with such a divisor get steps
 * (4, 6, 8, 9…; 2 goes side by side); for 3, 5, 7… null: the grid then fits as many columns as
 * `min` allows, a short last row included, rather than one column up to a wide screen.
 * Widths in px: `gap` between cards, `padding` on each side of the page's container, `maxContent`
 * the widest the container's content gets (a step that needs more never comes).
 */
export function fullRowSteps(
  count: number,
  { min, gap, padding, maxContent }: { min: number; gap: number; padding: number; maxContent: number },
): ColumnStep[] | null {
  const divisors = [];
  for (let k = 2; k <= count; k++) if (count % k === 0) divisors.push(k);
  if (divisors.length === 0 || (divisors.length === 1 && count > 2)) return null;
  return divisors
    .map((columns) => ({ columns, content: columns * min + (columns - 1) * gap }))
    .filter(({ content }) => content <= maxContent)
    .map(({ columns, content }) => ({ columns, fromWidth: content + 2 * padding }));
}

/** A CSS length in px ('230px', '1.5rem' at 16 px to the rem). */
export function lengthPx(length: string): number {
  const m = /^([\d.]+)(px|rem)$/.exec(length);
  if (!m) throw new Error(`not a px or rem length: ${length}`);
  return Number(m[1]) * (m[2] === 'rem' ? 16 : 1);
}
