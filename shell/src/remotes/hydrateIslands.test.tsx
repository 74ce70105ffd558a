// The fallback stub the shell's templates carry (renderSite.tsx) hydrates in the browser
// (hydrateIslands.tsx) without a mismatch, whatever the URL's query string.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { islandOpenTag } from '@estampa/shared/islands/markers';
import { startIsland } from './hydrateIslands';
import { RemoteFallback } from './RemoteFallback';
import { retryHrefFor } from './retryHref';

jest.mock('./loadRemotePage', () => ({ loadRemotePage: jest.fn(() => Promise.reject(new Error('remote down'))) }));

const PATH = '/uniformes/basquetbol/pedido';

/** The stub exactly as renderSite writes it for a remote route (no fragment was there to include). */
function fallbackStub() {
  const html = renderToString(
    <CacheProvider value={createCache({ key: 'shl' })}>
      <RemoteFallback retryHref={retryHrefFor(PATH)} />
    </CacheProvider>,
  );
  return `${islandOpenTag({ island: 'order/PedidoPage', buildId: '', cssKey: 'ord', fallback: true })}${html}</div>`;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState({}, '', '/');
});

it.each(['', '?modelo=7&nombre=Modelo%20Trueno'])(
  'hydrates the fallback stub on %p without a mismatch, retry link included',
  async (query) => {
    window.history.replaceState({}, '', `${PATH}${query}`);
    document.body.innerHTML = fallbackStub();
    const el = document.querySelector<HTMLElement>('[data-island]')!;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      await startIsland(el, {}, createCache({ key: 'shl' }));
    });
    const logged = consoleError.mock.calls.filter(([first]) => !String(first).startsWith('[shell] No se pudo mostrar'));
    consoleError.mockRestore();
    expect(logged).toEqual([]);
    expect(el).toHaveAttribute('data-island-state', 'failed');
    const retry = Array.from(el.querySelectorAll('a')).find((a) => a.textContent === 'Reintentar');
    expect(retry).toHaveAttribute('href', PATH);
  },
);
