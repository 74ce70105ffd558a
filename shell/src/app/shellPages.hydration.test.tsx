// The shell's own pages, prerendered as document/renderSite.tsx does (the page in an emotion
// CacheProvider) and hydrated as app/bootstrap.tsx does (the same, with CommitSignal around it).
// A mismatch (an id generated differently on the two sides, for one) is reported here.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { hydrate } from '@estampa/test/hydration';
import HomePage from '../features/home/HomePage';
import ContactPage from '../features/contact/ContactPage';
import NotFoundPage from '../features/not-found/NotFoundPage';
import { SHELL_CSS_KEY, type ShellPageName } from './shellRoots';
import { CommitSignal } from './CommitSignal';

// Imported here (jest runs no dynamic import); the names are SHELL_PAGES' names.
const PAGES: Record<ShellPageName, ComponentType> = { home: HomePage, contact: ContactPage, 'not-found': NotFoundPage };

const serverHtml = (Page: ComponentType) =>
  renderToString(
    <CacheProvider value={createCache({ key: SHELL_CSS_KEY })}>
      <Page />
    </CacheProvider>,
  );

describe.each(Object.keys(PAGES) as ShellPageName[])('the shell page %s', (name) => {
  test('hydrates its prerendered HTML without a mismatch; every link described by a hint holds it', async () => {
    const Page = PAGES[name];
    const root = document.createElement('div');
    const hydrated = await hydrate(
      <CacheProvider value={createCache({ key: SHELL_CSS_KEY })}>
        <CommitSignal el={root} name="data-shell-state" value="hydrated">
          <Page />
        </CommitSignal>
      </CacheProvider>,
      { html: serverHtml(Page) },
    );
    try {
      expect(hydrated.errors).toEqual([]);
      for (const link of hydrated.container.querySelectorAll('a[aria-describedby]')) {
        const hint = hydrated.container.querySelector(`[id="${link.getAttribute('aria-describedby')}"]`);
        expect(hint?.textContent).toBeTruthy();
        expect(link.contains(hint)).toBe(true);
      }
    } finally {
      await hydrated.unmount();
    }
  });
});
