/**
 * main.js's side of the federation host (see ../federation/contract.ts): the host's bundle is added
 * once, when the first island needs a remote, so neither the first paint nor the header's hydration
 * waits for the federation runtime. A failed load is forgotten and its script removed, so the next
 * try requests it again. (A plain script, without `crossorigin`, like the page's preload of it.)
 */
import { FEDERATION_HOST_GLOBAL, type FederationHost, type FederationHostStart } from '../federation/contract';
import type { RemoteEntries } from './remoteEntries';
import { providedShared } from './sharedModules';

/** The host bundle's URL (content-hashed), set at build time by shell/webpack.config.js. */
declare const __FEDERATION_HOST_SCRIPT__: string | undefined;
const HOST_SCRIPT = typeof __FEDERATION_HOST_SCRIPT__ === 'string' ? __FEDERATION_HOST_SCRIPT__ : '/federation.js';

/** Pause before the one retry of the host's script (a dropped connection, a deploy switching). */
const RETRY_DELAY_MS = 500;
let pending: Promise<FederationHost> | undefined;

function addScript(url: string, doc: Document): Promise<FederationHostStart> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    const fail = (error: Error) => {
      script.remove();
      reject(error);
    };
    script.src = url;
    script.async = true;
    script.onload = () => {
      const host = (doc.defaultView as unknown as Record<string, { start?: FederationHostStart } | undefined>)[
        FEDERATION_HOST_GLOBAL
      ];
      if (typeof host?.start === 'function') resolve(host.start);
      else fail(new Error(`${url} no definió ${FEDERATION_HOST_GLOBAL}`));
    };
    script.onerror = () => fail(new Error(`No se pudo cargar ${url}`));
    doc.head.appendChild(script);
  });
}

/** The started federation host, with the page's remotes registered. */
export function federationHost(
  remotes: RemoteEntries,
  doc: Document = document,
  url = HOST_SCRIPT,
  retryDelayMs = RETRY_DELAY_MS,
): Promise<FederationHost> {
  pending ??= addScript(url, doc)
    .catch(() => new Promise((resolve) => setTimeout(resolve, retryDelayMs)).then(() => addScript(url, doc)))
    .then(
      (start) => start({ shared: providedShared(), remotes }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
  return pending;
}

/** Tests only: forget the started host. */
export function resetFederationHost() {
  pending = undefined;
}
