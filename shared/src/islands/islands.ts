/** Attribute names of an island marker: the element a remote's prerendered page lives in. */
export const ISLAND_ATTR = 'data-island';
export const BUILD_ATTR = 'data-build';
export const CSS_KEY_ATTR = 'data-css-key';

export type IslandInfo = { remote: string; module: string; buildId: string; cssKey: string };

/** Reads an island marker ('prints/DtfPage'); null when the element is not a well-formed island. */
export function readIsland(el: Element): IslandInfo | null {
  const id = el.getAttribute(ISLAND_ATTR) ?? '';
  const match = /^([a-z][\w-]*)\/([A-Z]\w*)$/.exec(id);
  if (!match) return null;
  return { remote: match[1], module: match[2], buildId: el.getAttribute(BUILD_ATTR) ?? '', cssKey: el.getAttribute(CSS_KEY_ATTR) || match[1].slice(0, 3) };
}
