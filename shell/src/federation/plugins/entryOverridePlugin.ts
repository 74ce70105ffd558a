import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Answers another entry URL for a remote, or undefined to keep the page's. */
export type EntryOverride = (remote: string, entry: string) => string | undefined;

/** The tester's own override: localStorage['estampa:remote-entry:<remote>'] = '<remoteEntry.js URL>'. */
export const OVERRIDE_KEY_PREFIX = 'estampa:remote-entry:';

/**
 * The seam that points one remote at another entry for the current visitor only: the hook a preview
 * or a canary uses, and QA's override in their own browser. Runs when a remote is registered, before
 * anything is loaded. Only an http(s) URL is taken; the page's Content-Security-Policy still decides
 * which origins may run scripts, so an override can only reach the remote origins the site allows.
 */
export function createEntryOverridePlugin({
  overrideFor,
}: {
  overrideFor: EntryOverride;
}): ModuleFederationRuntimePlugin {
  return {
    name: 'estampa-entry-override',
    beforeRegisterRemote(args) {
      const { remote } = args;
      if (!('entry' in remote)) return args;
      const entry = overrideFor(remote.name, remote.entry);
      if (!entry || entry === remote.entry) return args;
      if (!/^https?:\/\//i.test(entry)) {
        console.warn(`[shell] Ignoring the entry override of ${remote.name}: "${entry}" is not an http(s) URL`);
        return args;
      }
      console.info(`[shell] ${remote.name}: entry overridden for this browser → ${entry}`);
      // The runtime registers this very object (it ignores the hook's answer): change it in place.
      remote.entry = entry;
      return args;
    },
  };
}

/** The overrides a tester set in this browser (see docs/REMOTE_CONTRACT.md, "Pointing one remote elsewhere"). */
export const testerOverride: EntryOverride = (remote) => {
  try {
    return window.localStorage.getItem(OVERRIDE_KEY_PREFIX + remote) ?? undefined;
  } catch {
    return undefined; // storage blocked: no override
  }
};

/** Registered by shell/webpack.config.js (`runtimePlugins`), which calls the default export. */
export default function entryOverridePlugin() {
  return createEntryOverridePlugin({ overrideFor: testerOverride });
}
