import { waitFor } from '@testing-library/react';
import { loadContainer, loadRemoteModule, type RemoteContainer } from './remoteContainer';

type Scope = typeof globalThis & {
  __webpack_init_sharing__?: (s: string) => Promise<void>;
  __webpack_share_scopes__?: Record<string, unknown>;
};
const win = window as unknown as Record<string, unknown>;
const scripts = (url: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === url);
const fakeContainer = (module: unknown = {}): RemoteContainer & { init: jest.Mock; get: jest.Mock } => ({
  init: jest.fn(),
  get: jest.fn(async () => () => module),
});

let n = 0;
const nextUrl = () => `https://remote.example/${(n += 1)}/remoteEntry.js`;

afterEach(() => {
  document.head.innerHTML = '';
  delete win.prints;
});

describe('loadContainer', () => {
  it("adds the entry script once (async, no crossorigin, as the server's preload) and answers with the container it defines", async () => {
    const url = nextUrl();
    const first = loadContainer('prints', url);
    const second = loadContainer('prints', url);
    expect(scripts(url)).toHaveLength(1);
    expect(scripts(url)[0].async).toBe(true);
    expect(scripts(url)[0].hasAttribute('crossorigin')).toBe(false);
    const container = fakeContainer();
    win.prints = container;
    scripts(url)[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(container);
    await expect(second).resolves.toBe(container);
  });

  it('forgets an entry that failed to load and removes its script, so the next try requests it again', async () => {
    const url = nextUrl();
    const failed = loadContainer('prints', url);
    scripts(url)[0].dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`No se pudo cargar ${url}`);
    expect(scripts(url)).toHaveLength(0);

    const again = loadContainer('prints', url);
    expect(scripts(url)).toHaveLength(1);
    win.prints = fakeContainer();
    scripts(url)[0].dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe(win.prints);
  });

  it('rejects an entry that loads without defining the container (or defines something else)', async () => {
    const url = nextUrl();
    const pending = loadContainer('prints', url);
    win.prints = document.createElement('div'); // e.g. an element with id="prints"
    scripts(url)[0].dispatchEvent(new Event('load'));
    await expect(pending).rejects.toThrow(`${url} no definió el remoto "prints"`);
    expect(scripts(url)).toHaveLength(0);
  });
});

describe('loadRemoteModule', () => {
  const scope = globalThis as Scope;
  afterEach(() => {
    delete scope.__webpack_init_sharing__;
    delete scope.__webpack_share_scopes__;
  });

  it("initialises the host's share scope, hands it to the container and returns the exposed module", async () => {
    const shared = { react: {} };
    const order: string[] = [];
    scope.__webpack_init_sharing__ = jest.fn(async () => void order.push('init sharing'));
    scope.__webpack_share_scopes__ = { default: shared };
    const page = { default: () => null, buildId: 'b1' };
    const container = fakeContainer(page);
    container.init.mockImplementation(() => void order.push('container init'));
    const url = nextUrl();
    const result = loadRemoteModule('prints', url, 'DtfPage');
    await waitFor(() => expect(scripts(url)).toHaveLength(1));
    win.prints = container;
    scripts(url)[0].dispatchEvent(new Event('load'));
    await expect(result).resolves.toBe(page);
    expect(scope.__webpack_init_sharing__).toHaveBeenCalledWith('default');
    expect(container.init).toHaveBeenCalledWith(shared);
    expect(container.get).toHaveBeenCalledWith('./DtfPage');
    expect(order).toEqual(['init sharing', 'container init']);
  });
});
