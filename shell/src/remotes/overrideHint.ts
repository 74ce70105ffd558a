import { OVERRIDE_KEY_PREFIX, testerOverride } from '../federation/plugins/entryOverridePlugin';

/**
 * When an island failed and this browser overrides its remote's entry (a tester's override,
 * docs/REMOTE_CONTRACT.md), says so: the runtime reports a refused or missing entry only as a
 * generic load error (#RUNTIME-008). Fetched with the failure path, never on a page that works.
 */
export function logOverrideHint(remote: string) {
  const entry = testerOverride(remote, '');
  if (!entry) return;
  const key = `${OVERRIDE_KEY_PREFIX}${remote}`;
  console.warn(
    `[shell] ${remote}: this browser overrides its entry with ${entry} (localStorage '${key}'). ` +
      `The page's Content-Security-Policy lets scripts come only from the site's remote origins, and the address must answer. ` +
      `Back to the deployed entry: localStorage.removeItem('${key}')`,
  );
}
