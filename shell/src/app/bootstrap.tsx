import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { ISLAND_ATTR, SHELL_STATE_ATTR } from '@estampa/shared/islands/markers';
import { HELD_ROOTS } from '@estampa/shared/islands/earlyTaps';
import { parseRemoteEntries, REMOTES_SCRIPT_ID } from '../remotes/remoteEntries';
import { startIsland } from '../remotes/hydrateIslands';
import { rootSettled, rootStarting } from '../remotes/earlyEvents';
import { SHELL_CSS_KEY, HEADER_ROOT_ID, PAGE_ROOT_ID, SHELL_PAGES, isShellPageName } from './shellRoots';
import { Header } from '../features/layout/Header';
import { CommitSignal } from './CommitSignal';
import { holdLoadFor } from './loadHold';

const shellCache = createCache({ key: SHELL_CSS_KEY });

/** Once a root has hydrated, what the visitor did on it before is replayed (../remotes/earlyEvents.ts). */
const replayEarlyEvents = (el: HTMLElement) => rootSettled(el, 'hydrated');

/** Hydrates in a transition: React yields every few milliseconds instead of one long task. */
function hydrate(el: HTMLElement | null, node: ReactNode) {
  if (!el) return;
  rootStarting(el);
  startTransition(() => {
    hydrateRoot(
      el,
      <CacheProvider value={shellCache}>
        <CommitSignal el={el} name={SHELL_STATE_ATTR} value="hydrated" onCommit={replayEarlyEvents}>
          {node}
        </CommitSignal>
      </CacheProvider>,
    );
  });
}

/** Starts the shell on the parsed document: remotes, islands, the shell's page and the header. */
export function start() {
  // The page's load event comes once every root below has settled (./loadHold.ts).
  holdLoadFor(document.querySelectorAll(HELD_ROOTS));

  // 1. Remotes first, so the page's remote starts loading at once.
  const entries = parseRemoteEntries(document.getElementById(REMOTES_SCRIPT_ID)?.textContent);
  document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`).forEach((el) => void startIsland(el, entries, shellCache));

  // 2. The shell's own page (Home, Contact, 404), loaded only where it is shown.
  const pageRoot = document.getElementById(PAGE_ROOT_ID);
  const pageName = pageRoot?.dataset.shellPage;
  if (pageRoot && isShellPageName(pageName)) {
    void SHELL_PAGES[pageName]().then(
      ({ default: Page }) => hydrate(pageRoot, <Page />),
      // Its chunk did not arrive: the server's HTML stays (its links and form work without it). The
      // error goes on, unhandled, as before: field data reports it.
      (error: unknown) => {
        rootSettled(pageRoot, 'failed');
        throw error;
      },
    );
  }

  // 3. The header. The footer has nothing interactive: it stays the server's HTML, no script.
  const headerRoot = document.getElementById(HEADER_ROOT_ID);
  hydrate(headerRoot, <Header currentPath={headerRoot?.dataset.currentPath ?? window.location.pathname} />);
}
