import type { ComponentType } from 'react';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteEntries } from './remoteConfig';

export type RemotePageModule = { default: ComponentType; buildId?: string };

const TIMEOUT_MS = 15000;
/** Pause before the one retry of a failed load (a deploy switching, a dropped connection). */
const RETRY_DELAY_MS = 500;
let registered = false;

/** Registers the deployed remotes once (no network request: entries load when first used). */
export function registerDeployedRemotes(entries: RemoteEntries) {
  if (registered) return;
  registered = true;
  const list = Object.entries(entries).map(([name, entry]) => ({ name, entry }));
  if (list.length) registerRemotes(list);
}

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
 * Loads a remote's exposed page module ('prints/DtfPage'); rejects when it is down, slow or broken.
 * A load that fails (its entry or one of its chunks) is tried once more after a short pause, so a
 * visitor does not see the island's notice for one dropped request: the federation runtime forgets
 * a failed entry and webpack a failed chunk, and both remove the failed script, so the second try
 * requests them again (error answers are sent with no-cache, so no cache-busting query is needed).
 * A load that is still waiting at the timeout is not retried.
 */
export async function loadRemotePage(remote: string, module: string, entries: RemoteEntries, retryDelayMs = RETRY_DELAY_MS): Promise<RemotePageModule> {
  if (!entries[remote]) throw new Error(`El remoto "${remote}" no está desplegado`);
  const id = `${remote}/${module}`;
  const deadline = Date.now() + TIMEOUT_MS;
  let mod: RemotePageModule | null;
  try {
    mod = await withTimeout(loadRemote<RemotePageModule>(id), TIMEOUT_MS, id);
  } catch (error) {
    if (error instanceof LoadTimeout) throw error;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    mod = await withTimeout(loadRemote<RemotePageModule>(id), Math.max(deadline - Date.now(), retryDelayMs), id);
  }
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} no exporta una página`);
  return mod;
}
