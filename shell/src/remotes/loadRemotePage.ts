import type { ComponentType } from 'react';
import { loadRemoteModule } from './remoteContainer';
import type { RemoteEntries } from './remoteConfig';

export type RemotePageModule = { default: ComponentType; buildId?: string };

const TIMEOUT_MS = 15000;
/** Pause before the one retry of a failed load (a deploy switching, a dropped connection). */
const RETRY_DELAY_MS = 500;
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
 * visitor does not see the island's notice for one dropped request: remoteContainer.ts forgets a
 * failed entry and webpack a failed chunk, and both remove the failed script, so the second try
 * requests them again (error answers are sent with no-cache, so no cache-busting query is needed).
 * A load that is still waiting at the timeout is not retried.
 */
export async function loadRemotePage(
  remote: string,
  module: string,
  entries: RemoteEntries,
  retryDelayMs = RETRY_DELAY_MS,
): Promise<RemotePageModule> {
  const entry = entries[remote];
  if (!entry) throw new Error(`El remoto "${remote}" no está desplegado`);
  const id = `${remote}/${module}`;
  const load = () => loadRemoteModule<RemotePageModule | null>(remote, entry, module);
  const deadline = Date.now() + TIMEOUT_MS;
  let mod: RemotePageModule | null;
  try {
    mod = await withTimeout(load(), TIMEOUT_MS, id);
  } catch (error) {
    if (error instanceof LoadTimeout) throw error;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    mod = await withTimeout(load(), Math.max(deadline - Date.now(), retryDelayMs), id);
  }
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} no exporta una página`);
  return mod;
}
