/**
 * Loads a remote's exposed module through webpack's own Module Federation containers. A remote's
 * remoteEntry.js puts its container on `window[<remote name>]`: `init(shareScope)` hands it the
 * host's shared modules (React, react-dom, emotion: provided eagerly by main.js, so a remote uses
 * those copies and never fetches its own) and `get('./<Module>')` loads the module's chunks from the
 * remote's origin. webpack's runtime in main.js does the sharing itself: no federation runtime of
 * its own is downloaded or started.
 */

// Provided by webpack's sharing runtime in the host's bundle.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

export type RemoteContainer = {
  init: (shareScope: unknown) => unknown;
  get: (module: string) => Promise<() => unknown>;
};

const SHARE_SCOPE = 'default';
const containers = new Map<string, Promise<RemoteContainer>>();

function isContainer(value: unknown): value is RemoteContainer {
  return (
    !!value &&
    typeof (value as RemoteContainer).get === 'function' &&
    typeof (value as RemoteContainer).init === 'function'
  );
}

/**
 * The remote's container: its entry script is added once per URL. A failed load is forgotten and
 * its script removed, so trying again requests the entry again. (A plain script without
 * `crossorigin`, like the server's `<link rel="preload" as="script">`, so the preload is used.)
 */
export function loadContainer(name: string, url: string, doc: Document = document): Promise<RemoteContainer> {
  const key = `${name} ${url}`;
  const known = containers.get(key);
  if (known) return known;
  const pending = new Promise<RemoteContainer>((resolve, reject) => {
    const script = doc.createElement('script');
    const fail = (error: Error) => {
      script.remove();
      containers.delete(key);
      reject(error);
    };
    script.src = url;
    script.async = true;
    script.onload = () => {
      const container = (doc.defaultView as unknown as Record<string, unknown> | null)?.[name];
      if (isContainer(container)) resolve(container);
      else fail(new Error(`${url} no definió el remoto "${name}"`));
    };
    script.onerror = () => fail(new Error(`No se pudo cargar ${url}`));
    doc.head.appendChild(script);
  });
  containers.set(key, pending);
  return pending;
}

/** Loads `./<module>` of the remote `name` whose entry is at `url`, sharing the host's singletons. */
export async function loadRemoteModule<T>(name: string, url: string, module: string): Promise<T> {
  await __webpack_init_sharing__(SHARE_SCOPE);
  const container = await loadContainer(name, url);
  await container.init(__webpack_share_scopes__[SHARE_SCOPE]);
  const factory = await container.get(`./${module}`);
  return factory() as T;
}
