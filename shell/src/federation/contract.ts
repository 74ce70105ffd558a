/**
 * What main.js and the federation host (federation.<hash>.js, a bundle of its own) say to each
 * other. main.js adds the host's script once a page has an island, then calls `start` on the global
 * it defines, handing over the shared singletons it already runs (React, react-dom, emotion) and the
 * page's remote entries. Written by us because the two bundles are separate webpack builds: this
 * is the whole seam between them, so keep it small and backwards compatible.
 */
import type { RemoteEntries } from '../remotes/remoteEntries';

export { FEDERATION_HOST_GLOBAL } from './hostGlobal';

/** A shared module as main.js holds it: its version and its module object. */
export type ProvidedModule = { version: string; module: unknown };
export type ProvidedShared = Record<string, ProvidedModule>;

export type FederationHost = {
  /** Loads `<remote>/<Expose>`; rejects when the entry or a chunk fails twice (see plugins/retryPlugin). */
  loadRemote<T>(id: string): Promise<T | null>;
};

export type FederationHostStart = (options: { shared: ProvidedShared; remotes: RemoteEntries }) => FederationHost;
