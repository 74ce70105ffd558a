// The fallback stub the shell's templates carry (renderSite.tsx) hydrates in the browser
// (hydrateIslands.tsx) without a mismatch, whatever the URL's query string; and each island's
// outcome reaches field data (hydrated, rendered, failed, the notice shown, a caught error).
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { islandOpenTag } from '@estampa/shared/islands/markers';
import { collectFieldData } from '../telemetry/testing';
import { startIsland } from './hydrateIslands';
import { loadRemotePage } from './loadRemotePage';
import { RemoteFallback } from './RemoteFallback';
import { retryHrefFor } from './retryHref';

jest.mock('./loadRemotePage', () => ({ loadRemotePage: jest.fn(() => Promise.reject(new Error('remote down'))) }));
// The notice's code, as the bundler's chunk would bring it.
jest.mock('./loadFallback', () => ({
  loadFallback: () => Promise.resolve(jest.requireActual('./RemoteFallback').RemoteFallback),
  loadOverrideHint: () => Promise.resolve(jest.requireActual('./overrideHint').logOverrideHint),
}));
const loadPage = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

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

let rum: ReturnType<typeof collectFieldData> | undefined;

afterEach(() => {
  rum?.stop();
  rum = undefined;
  document.body.innerHTML = '';
  window.history.replaceState({}, '', '/');
});

/** Starts the island with field data collected; answers the island and error events sent. */
async function outcomes(el: HTMLElement) {
  rum = collectFieldData();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    await startIsland(el, {}, createCache({ key: 'shl' }));
  });
  consoleError.mockRestore();
  rum.leave();
  return (await rum.events()).filter((e) => e.type === 'island' || e.type === 'error');
}

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

it("names a tester's entry override of the island's remote when the island fails", async () => {
  window.localStorage.setItem('estampa:remote-entry:order', 'https://elsewhere.example/remoteEntry.js');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    window.history.replaceState({}, '', PATH);
    document.body.innerHTML = fallbackStub();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      await startIsland(document.querySelector<HTMLElement>('[data-island]')!, {}, createCache({ key: 'shl' }));
    });
    consoleError.mockRestore();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(
        '[shell] order: this browser overrides its entry with https://elsewhere.example/remoteEntry.js',
      ),
    );
  } finally {
    warn.mockRestore();
    window.localStorage.clear();
  }
});

describe('field data', () => {
  const fragment = (page: () => React.ReactElement, release = ' data-release="20260101-prints-b1"') => {
    const html = renderToString(<CacheProvider value={createCache({ key: 'prn' })}>{page()}</CacheProvider>);
    document.body.innerHTML = `<div data-island="prints/DtfPage" data-build="prints-b1"${release} data-css-key="prn">${html}</div>`;
    return document.querySelector<HTMLElement>('[data-island]')!;
  };
  const Page = () => <h1>Impresión DTF</h1>;

  it("reports 'hydrated' for a fragment of the module's own build, as the island's release", async () => {
    const el = fragment(Page);
    loadPage.mockResolvedValueOnce({ default: Page, buildId: 'prints-b1' });
    expect(await outcomes(el)).toEqual([
      { type: 'island', app: 'prints', release: '20260101-prints-b1', name: 'hydrated' },
    ]);
    expect(el).toHaveAttribute('data-island-state', 'hydrated');
  });

  it("reports 'rendered' for a fragment of another build, as the build that rendered it", async () => {
    const el = fragment(Page, '');
    loadPage.mockResolvedValueOnce({ default: Page, buildId: 'prints-b2' });
    expect(await outcomes(el)).toEqual([{ type: 'island', app: 'prints', release: 'prints-b2', name: 'rendered' }]);
  });

  it("reports a render error the island's boundary caught as the island's, then 'failed' and the notice", async () => {
    const el = fragment(Page, '');
    const Broken = (): never => {
      throw new TypeError('Cannot read properties of undefined');
    };
    loadPage.mockResolvedValueOnce({ default: Broken, buildId: 'prints-b2' });
    expect(await outcomes(el)).toEqual([
      {
        type: 'error',
        app: 'prints',
        release: 'prints-b2',
        name: 'TypeError',
        message: 'Cannot read properties of undefined',
      },
      { type: 'island', app: 'prints', release: 'prints-b2', name: 'failed' },
      { type: 'island', app: 'prints', release: 'prints-b2', name: 'fallback' },
    ]);
  });

  it("reports 'failed' and the notice when the remote cannot be loaded: under a fragment, or the server's stub", async () => {
    expect(await outcomes(fragment(Page))).toEqual([
      { type: 'island', app: 'prints', release: '20260101-prints-b1', name: 'failed' },
      { type: 'island', app: 'prints', release: '20260101-prints-b1', name: 'fallback' },
    ]);
    rum!.stop();
    window.history.replaceState({}, '', PATH);
    document.body.innerHTML = fallbackStub();
    expect(await outcomes(document.querySelector<HTMLElement>('[data-island]')!)).toEqual([
      { type: 'island', app: 'order', release: 'unknown', name: 'failed' },
      { type: 'island', app: 'order', release: 'unknown', name: 'fallback' },
    ]);
  });
});
