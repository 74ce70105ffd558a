/**
 * The media queries by which a grid of `count` cards fills whole rows: 4 cards go from one column
 * to two by two to four in a row, never three and a lone one. Each column count that divides
 * `count` starts at the screen width where its cards are still `min` wide, with `gap` between them
 * and `padding` on each side of the page; one that needs more than the `page` never comes. Null for
 * 3, 5, 7… (no divisor but themselves): such a grid fits as many columns as `min` allows, a short
 * last row included, rather than one column up to a wide screen. Lengths in px.
 */
export function fullRowSteps(
  count: number,
  { min, gap, padding, page }: { min: number; gap: number; padding: number; page: number },
): Record<string, { gridTemplateColumns: string }> | null {
  const steps: Record<string, { gridTemplateColumns: string }> = {};
  let divides = count === 2;
  for (let k = 2, width; k <= count && (width = k * (min + gap) - gap + 2 * padding) <= page; k++) {
    if (count % k) continue;
    divides ||= k < count;
    steps[`@media (min-width: ${width}px)`] = { gridTemplateColumns: `repeat(${k}, minmax(0, 1fr))` };
  }
  return divides ? steps : null;
}
