/**
 * How many columns a grid of `count` cards takes on tablets (md) and desktops (lg) so that every
 * row is full: 4 cards two by two on a tablet and four in a row on a desktop, never three and a lone
 * one. Tablets take 3 or 2 columns, desktops 4, 3 or 2, the most that divides `count`; null where
 * none does (5, 7…): the grid then fits as many columns as its narrowest card allows.
 */
export function fullRowColumns(count: number): { md: number | null; lg: number | null } {
  const most = (choices: number[]) => choices.find((c) => count >= c && count % c === 0) ?? null;
  return { md: most([3, 2]), lg: most([4, 3, 2]) };
}
