type SpaceKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'repeat' | 'altKey' | 'ctrlKey' | 'metaKey' | 'defaultPrevented' | 'preventDefault'
>;

/**
 * A link drawn as a button takes `role="button"` (SPEC.md and visitors call it a button), and a
 * button is pressed with Space as well as Enter. The link answers Enter by itself; this answers
 * Space: it clicks `link` (so its own click handlers and the browser's navigation run) instead of
 * scrolling the page. Works for React's and the DOM's key events alike; returns whether it pressed.
 */
export function pressOnSpace(event: SpaceKeyEvent, link: HTMLElement | null | undefined): boolean {
  if (!link || event.defaultPrevented || event.key !== ' ' || event.repeat) return false;
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  event.preventDefault();
  link.click();
  return true;
}
