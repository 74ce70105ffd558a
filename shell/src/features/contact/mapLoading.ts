/**
 * When the contact page's map frame (a third-party page) loads: never with the page itself, only
 * once the visitor scrolls near it or asks for it with the placeholder's button. Scrolling near
 * loads it only while the browser is online and the visitor has not asked to save data; the
 * button always loads it.
 */

/** How far outside the screen the map's box counts as "near" (IntersectionObserver rootMargin). */
export const MAP_NEAR_MARGIN = '400px 0px';

export type MapLoadConditions = {
  /** navigator.onLine (false: the browser knows it is offline). */
  online?: boolean;
  /** navigator.connection.saveData (the visitor asked the browser to save data). */
  saveData?: boolean;
};

/** Whether coming near the map may load its frame by itself. */
export function mayLoadMapWhenNear({ online, saveData }: MapLoadConditions): boolean {
  return online !== false && saveData !== true;
}

/** Reads the conditions from the browser (call it from effects and handlers only). */
export function browserMapLoadConditions(
  nav: Navigator & { connection?: { saveData?: boolean } } = navigator,
): MapLoadConditions {
  return { online: nav.onLine, saveData: nav.connection?.saveData };
}
