import type { ComponentType } from 'react';
import { federationHost } from './federationHost';
import type { RemoteEntries } from './remoteEntries';

export type RemotePageModule = { default: ComponentType; buildId?: string };

/** How long an island waits for its page module (entry, chunks and the one retry) before its notice. */
const TIMEOUT_MS = 15000;
class LoadTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadTimeout(`${what}: sin respuesta en ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * Loads a remote's exposed page module ('prints/DtfPage') through the Module Federation runtime;
 * rejects when it is down, slow or broken. Loading rules live in the host's runtime plugins
 * (shell/src/federation/plugins: one retry of a failed entry or chunk, entry overrides); this only
 * bounds how long the island waits and checks that the module is a page.
 */
export async function loadRemotePage(
  remote: string,
  module: string,
  entries: RemoteEntries,
): Promise<RemotePageModule> {
  if (!entries[remote]) throw new Error(`El remoto "${remote}" no está desplegado`);
  const id = `${remote}/${module}`;
  const load = async () => (await federationHost(entries)).loadRemote<RemotePageModule>(id);
  const mod = await withTimeout(load(), TIMEOUT_MS, id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} no exporta una página`);
  return mod;
}
