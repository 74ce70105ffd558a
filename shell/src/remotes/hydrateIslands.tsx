import { lazy, startTransition, Suspense, type ComponentProps } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import createCache from '@emotion/cache';
import { FALLBACK_ATTR, ISLAND_STATE_ATTR, BUILD_ATTR, readIsland } from '@estampa/shared/islands/islands';
import { loadRemotePage } from './loadRemotePage';
import type { RemoteEntries } from './remoteEntries';
import { retryHrefFor } from './retryHref';
import { IslandErrorBoundary } from './IslandErrorBoundary';
import { loadFallback, loadOverrideHint } from './loadFallback';
import { CommitSignal } from '../app/CommitSignal';
import { rootSettled, rootStarting } from './earlyEvents';
import type { IslandOutcome } from '@estampa/shared/telemetry/events';
import { reportSignal } from '../telemetry/signals';

// The fallback is only needed when something failed: its code is fetched then, not at start-up.
const LazyFallback = lazy(() => loadFallback().then((RemoteFallback) => ({ default: RemoteFallback })));
type FallbackProps = ComponentProps<typeof LazyFallback>;

function logFailure(island: string, error: unknown) {
  console.error(`[shell] No se pudo mostrar ${island}:`, error);
}

/** The island's outcome for field data (../telemetry/signals.ts). Module-level: a stable onCommit. */
function reportOutcome(el: Element, name: IslandOutcome) {
  reportSignal({ type: 'island', el, name });
  // What the visitor did before: replayed once it hydrated, dropped otherwise (earlyEvents.ts).
  if (name !== 'fallback') rootSettled(el, name);
}

/** The island could not be shown: its public state, and its outcome for field data. */
function markFailed(el: HTMLElement) {
  el.setAttribute(ISLAND_STATE_ATTR, 'failed');
  reportOutcome(el, 'failed');
}

/**
 * Brings one remote island to life. With a prerendered fragment of the same build it hydrates
 * it; with another build (a redeploy since the fragment was cached) it renders fresh; if the
 * remote cannot be loaded the fragment stays readable under a notice, and a missing fragment
 * keeps the Spanish fallback with its retry.
 */
export async function startIsland(el: HTMLElement, entries: RemoteEntries, shellCache: EmotionCache) {
  const info = readIsland(el);
  if (!info) return;
  const name = `${info.remote}/${info.module}`;
  // A retry keeps the visitor's URL; the server's stub links to the path only (its template
  // cannot know the query), so the stub is hydrated with that same link.
  const retryHref = window.location.pathname + window.location.search;
  const retry = () => window.location.reload();
  const isFallback = el.hasAttribute(FALLBACK_ATTR);
  const fallbackProps: FallbackProps = { retryHref, onRetry: retry };

  let mod;
  try {
    mod = await loadRemotePage(info.remote, info.module, entries);
  } catch (error) {
    logFailure(name, error);
    loadOverrideHint().then(
      (hint) => hint(info.remote),
      () => {},
    );
    const RemoteFallback = await loadFallback().catch(() => null);
    markFailed(el);
    // The Spanish notice is shown: the stub's own (the server's HTML), or the compact one below.
    if (RemoteFallback || isFallback) reportOutcome(el, 'fallback');
    // Without the fallback's code the server's HTML stays: the fragment or the fallback, whose
    // 'Reintentar' and WhatsApp links work without JavaScript.
    if (!RemoteFallback) return;
    if (isFallback) {
      // Hydrated with the server's own link (path only), so the markup matches.
      hydrateRoot(
        el,
        <CacheProvider value={shellCache}>
          <RemoteFallback retryHref={retryHrefFor(window.location.pathname)} onRetry={retry} />
        </CacheProvider>,
      );
    } else {
      const notice = document.createElement('div');
      el.before(notice);
      createRoot(notice).render(
        <CacheProvider value={shellCache}>
          <RemoteFallback compact retryHref={retryHref} onRetry={retry} />
        </CacheProvider>,
      );
    }
    return;
  }

  const Page = mod.default;
  const hydrate = !isFallback && !!mod.buildId && mod.buildId === info.buildId;
  const tree = (
    <CacheProvider value={createCache({ key: info.cssKey })}>
      <IslandErrorBoundary
        fallback={
          <CacheProvider value={shellCache}>
            <Suspense fallback={null}>
              <LazyFallback {...fallbackProps} />
            </Suspense>
          </CacheProvider>
        }
        onError={(e) => {
          logFailure(name, e);
          // A React error a boundary caught never reaches window.onerror: reported here, as the island's.
          reportSignal({ type: 'error', error: e, el });
          markFailed(el);
          reportOutcome(el, 'fallback');
        }}
      >
        <CommitSignal
          el={el}
          name={ISLAND_STATE_ATTR}
          value={hydrate ? 'hydrated' : 'rendered'}
          onCommit={reportOutcome}
        >
          <Page />
        </CommitSignal>
      </IslandErrorBoundary>
    </CacheProvider>
  );
  // In a transition React works in slices of a few milliseconds and yields to the browser, so
  // a large page (200 models) never blocks the main thread in one long task; a click on a part
  // not yet hydrated makes React hydrate that part first.
  rootStarting(el);
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(el, tree, { onRecoverableError: (e) => logFailure(name, e) });
    });
  } else {
    el.removeAttribute(FALLBACK_ATTR);
    if (mod.buildId) el.setAttribute(BUILD_ATTR, mod.buildId);
    const root = createRoot(el);
    startTransition(() => root.render(tree));
  }
}
