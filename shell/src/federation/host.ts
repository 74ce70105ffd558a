/**
 * The shell's federation host: the entry of federation.<hash>.js, built with
 * @module-federation/enhanced (shell/webpack.config.js, `federation`), whose runtime plugins are
 * registered there. main.js calls `start` (see contract.ts) once a page has an island.
 */
import { loadRemote, registerRemotes, registerShared } from '@module-federation/enhanced/runtime';
import type { FederationHostStart, ProvidedShared } from './contract';

/** The shared singletons main.js runs, in the form the runtime's share scope takes. */
function toShareScope(shared: ProvidedShared) {
  return Object.fromEntries(
    Object.entries(shared).map(([name, { version, module }]) => [
      name,
      {
        version,
        lib: () => module,
        loaded: true,
        shareConfig: { singleton: true, requiredVersion: false as const },
      },
    ]),
  );
}

/** Called once per page: main.js keeps the host it started (src/remotes/federationHost.ts). */
export const start: FederationHostStart = ({ shared, remotes }) => {
  registerShared(toShareScope(shared));
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  return { loadRemote: (id) => loadRemote(id) };
};
