/**
 * The page's load event waits until every root of the page (its islands, the header, the shell's
 * page) has settled: hydrated, rendered afresh, or failed. The page's inline script holds it from
 * the end of parsing (@estampa/shared/islands/startScripts); this releases it. So whoever acts once
 * the page has loaded (a visitor's browser showing it done, a test after `goto`) finds it alive.
 */
import { LOAD_HOLD_GLOBAL } from '@estampa/shared/islands/markers';

type Hold = { release(): void };

// The roots not settled yet. A root settling before holdLoadFor has named it is not in the set, so
// the hold cannot end before the page's roots are known.
const unsettled = new Set<Element>();

function release() {
  (window as unknown as Record<string, Hold | undefined>)[LOAD_HOLD_GLOBAL]?.release();
}

function releaseWhenAllSettled() {
  // A task later: what a root does in its first commit (a replay of early taps, a start-up update)
  // is on screen before the load event.
  if (unsettled.size === 0) setTimeout(release, 0);
}

/** The roots the page starts (bootstrap's start): the hold ends once each has settled. */
export function holdLoadFor(roots: Iterable<Element>) {
  for (const root of roots) unsettled.add(root);
  releaseWhenAllSettled();
}

/** One root has settled (earlyEvents.ts's rootSettled, which every outcome reaches). */
export function rootLoaded(root: Element) {
  if (!unsettled.delete(root)) return;
  releaseWhenAllSettled();
}
