import type { ComponentType } from 'react';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteEntries } from './remoteConfig';

export type RemotePageModule = { default: ComponentType; buildId?: string };

const TIMEOUT_MS = 15000;
let registered = false;

/** Registers the deployed remotes once (no network request: entries load when first used). */
export function registerDeployedRemotes(entries: RemoteEntries) {
  if (registered) return;
  registered = true;
  const list = Object.entries(entries).map(([name, entry]) => ({ name, entry }));
  if (list.length) registerRemotes(list);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: sin respuesta en ${ms} ms`)), ms);
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

/** Loads a remote's exposed page module ('prints/DtfPage'); rejects when it is down, slow or broken. */
export async function loadRemotePage(remote: string, module: string, entries: RemoteEntries): Promise<RemotePageModule> {
  if (!entries[remote]) throw new Error(`El remoto "${remote}" no está desplegado`);
  const mod = await withTimeout(loadRemote<RemotePageModule>(`${remote}/${module}`), TIMEOUT_MS, `${remote}/${module}`);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${remote}/${module} no exporta una página`);
  return mod;
}
