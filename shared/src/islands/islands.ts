import { cssKeyOf } from '../apps/apps';
import { BUILD_ATTR, CSS_KEY_ATTR, ISLAND_ATTR } from './markers';

/** Attribute names of an island marker: the element a remote's prerendered page lives in (markers.js). */
export { BUILD_ATTR, CSS_KEY_ATTR, FALLBACK_ATTR, ISLAND_ATTR, ISLAND_STATE_ATTR } from './markers';

export type IslandInfo = { remote: string; module: string; buildId: string; cssKey: string };

/**
 * The emotion key of a remote's island whose marker has none: the apps table's key, or (a remote
 * the table does not know) its name reduced to what emotion accepts in a key.
 */
export function fallbackCssKey(remote: string): string {
  return cssKeyOf(remote) ?? (remote.replace(/[^a-z-]/g, '') || 'island');
}

/** Reads an island marker ('prints/DtfPage'); null when the element is not a well-formed island. */
export function readIsland(el: Element): IslandInfo | null {
  const id = el.getAttribute(ISLAND_ATTR) ?? '';
  const match = /^([a-z][\w-]*)\/([A-Z]\w*)$/.exec(id);
  if (!match) return null;
  return {
    remote: match[1],
    module: match[2],
    buildId: el.getAttribute(BUILD_ATTR) ?? '',
    cssKey: el.getAttribute(CSS_KEY_ATTR) || fallbackCssKey(match[1]),
  };
}
