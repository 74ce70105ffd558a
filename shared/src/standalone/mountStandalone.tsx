import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import type { ComponentType } from 'react';

type Options = { name: string; cssKey: string; pages: Record<string, () => Promise<{ default: ComponentType }>> };

/** A remote's standalone page for its team: renders ?page=<Expose> (the first page by default). */
export async function mountStandalone({ cssKey, pages }: Options) {
  const requested = new URLSearchParams(window.location.search).get('page') ?? '';
  // Own keys only: `in` would also accept ?page=toString (from Object.prototype) and crash.
  const name = Object.hasOwn(pages, requested) ? requested : Object.keys(pages)[0];
  const { default: Page } = await pages[name]();
  const root = document.getElementById('standalone-root');
  if (!root) return;
  createRoot(root).render(
    <CacheProvider value={createCache({ key: cssKey })}>
      <Page />
    </CacheProvider>,
  );
}
