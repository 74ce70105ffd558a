import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportSignal } from '../../telemetry/signals';

/** Pause before the one retry of a failed load (a deploy switching, a dropped connection). */
export const RETRY_DELAY_MS = 500;

/**
 * Tries a failed `loadRemote` once more after a short pause, so a visitor does not see the island's
 * notice for one dropped request. Covers the remote's entry and its chunks alike (both fail inside
 * the runtime's `onLoad` step). The second try really requests them again: the runtime forgets a
 * failed entry and removes its script, webpack forgets a failed chunk, and error answers are sent
 * with no-cache. A second failure rejects, and the island shows its Spanish notice. Each retry is
 * reported for field data, as the remote's (`prints/DtfPage` → prints).
 */
export function createRetryPlugin({
  delayMs = RETRY_DELAY_MS,
}: { delayMs?: number } = {}): ModuleFederationRuntimePlugin {
  const retried = new Set<string>();
  return {
    name: 'estampa-retry',
    async errorLoadRemote({ id, lifecycle, origin }) {
      if (lifecycle !== 'onLoad' || retried.has(id)) return undefined; // undefined: the error stands
      retried.add(id);
      reportSignal({ type: 'retry', app: id.split('/')[0] });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return origin.loadRemote(id);
    },
  };
}

/** Registered by shell/webpack.config.js (`runtimePlugins`), which calls the default export. */
export default createRetryPlugin;
