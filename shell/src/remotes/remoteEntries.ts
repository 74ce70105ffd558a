/**
 * Where each remote lives is deploy-time configuration: the server writes it into every page
 * as <script id="mf-remotes" type="application/json">{"prints":"https://…/remoteEntry.js"}</script>,
 * so the browser knows the entry URL without an extra request before loading the page's remote.
 */
export { REMOTES_SCRIPT_ID } from '@estampa/shared/islands/markers';

export type RemoteEntries = Record<string, string>;

/** Parses the inline configuration; ignores anything that is not a name → http(s) URL map. */
export function parseRemoteEntries(json: string | null | undefined): RemoteEntries {
  if (!json) return {};
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const entries: RemoteEntries = {};
  for (const [name, url] of Object.entries(data as Record<string, unknown>)) {
    if (!/^[a-z][\w-]*$/.test(name) || typeof url !== 'string') continue;
    try {
      const u = new URL(url, 'http://relative.invalid');
      if (u.protocol === 'http:' || u.protocol === 'https:') entries[name] = url;
    } catch {
      /* skip malformed */
    }
  }
  return entries;
}
