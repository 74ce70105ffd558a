import { waitFor } from '@testing-library/react';
import { FEDERATION_HOST_GLOBAL, type FederationHostStart } from '../federation/contract';
import { federationHost, resetFederationHost } from './federationHost';

const URL = 'https://site.example/federation.0123456789.js';
const win = window as unknown as Record<string, unknown>;
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === URL);
const remotes = { prints: 'https://prints.example/remoteEntry.js' };

/** Plays the browser: the script "arrives" (defining the host's global) or fails. */
function settle(outcome: 'load' | 'error', start?: FederationHostStart) {
  const script = scripts().at(-1)!;
  if (start) win[FEDERATION_HOST_GLOBAL] = { start };
  script.dispatchEvent(new Event(outcome));
}

afterEach(() => {
  document.head.innerHTML = '';
  delete win[FEDERATION_HOST_GLOBAL];
  resetFederationHost();
});

describe('federationHost', () => {
  it("adds the host's script once (async, no crossorigin, as the page's preload) and starts it with main.js's React and the page's remotes", async () => {
    const loadRemote = jest.fn();
    const start = jest.fn<ReturnType<FederationHostStart>, Parameters<FederationHostStart>>(() => ({ loadRemote }));
    const first = federationHost(remotes, document, URL, 0);
    const second = federationHost(remotes, document, URL, 0);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].async).toBe(true);
    expect(scripts()[0].hasAttribute('crossorigin')).toBe(false);
    settle('load', start);
    await expect(first).resolves.toEqual({ loadRemote });
    await expect(second).resolves.toEqual({ loadRemote });
    expect(start).toHaveBeenCalledTimes(1);
    const { shared, remotes: given } = start.mock.calls[0][0];
    expect(given).toEqual(remotes);
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining(['react', 'react/jsx-runtime', 'react-dom/client', '@emotion/react']),
    );
    expect(shared.react.module).toEqual(expect.objectContaining({ useState: expect.any(Function) }));
  });

  it('tries a script that failed once more, then gives up and forgets it so a later call loads it again', async () => {
    const pending = federationHost(remotes, document, URL, 0);
    settle('error');
    expect(scripts()).toHaveLength(0); // the failed one is removed…
    await waitFor(() => expect(scripts()).toHaveLength(1)); // …and the retry adds it again
    settle('error');
    await expect(pending).rejects.toThrow(`No se pudo cargar ${URL}`);
    expect(scripts()).toHaveLength(0);

    const again = federationHost(remotes, document, URL, 0);
    settle('load', () => ({ loadRemote: jest.fn() }));
    await expect(again).resolves.toBeDefined();
  });

  it('rejects a script that does not define the host', async () => {
    const pending = federationHost(remotes, document, URL, 0);
    settle('load');
    await waitFor(() => expect(scripts()).toHaveLength(1));
    settle('load');
    await expect(pending).rejects.toThrow(`${URL} no definió ${FEDERATION_HOST_GLOBAL}`);
  });
});
