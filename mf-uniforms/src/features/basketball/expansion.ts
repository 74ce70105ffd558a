/**
 * Basketball catalogue: at most one card is expanded. Clicking a card expands it (collapsing any
 * other); clicking the expanded card collapses it.
 */
export type ExpandedId = number | null;

export function toggleExpanded(current: ExpandedId, clicked: number): ExpandedId {
  return current === clicked ? null : clicked;
}
