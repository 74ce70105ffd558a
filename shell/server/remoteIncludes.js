// The HTML the `/_mf/remotes/<page remote>/<module>.html` include answers with: the remotes' entry
// URLs as inline JSON (no extra request before the page's remote loads) and, on a page with an
// island, the scripts its remote will need as a JSON list: the remote's entry, then the page
// module's chunks when the server knows them (the island's CHUNKS_ATTR; nginx: the live release's
// manifest). The page's inline script preloads that list, with the shell's own scripts, once the
// page has painted (shared/src/islands/startScripts.js), so that hydration need not wait for the
// entry to run before the chunks are fetched (issue 22), and no script races the first paint.
// Used by the Node server per request, and by the nginx generator (production/nginx/generate.js).
const { REMOTE_SCRIPTS_ID, REMOTES_SCRIPT_ID } = require('../../shared/src/islands/markers');
const { jsonScriptTag } = require('../../shared/src/islands/jsonScripts');

/** A remote's entry at its base URL. @param {string} base */
const entryUrl = (base) => `${base}/remoteEntry.js`;

/** Each remote's entry URL. @param {Record<string, string>} remotes  name → address */
function entryUrls(remotes) {
  return Object.fromEntries(Object.entries(remotes).map(([name, base]) => [name, entryUrl(base)]));
}

/**
 * @param {Record<string, string>} remotes  name → address
 * @param {string} [pageRemote]  the remote of the page's island
 * @param {string[]} [chunks]  the island module's chunk files, relative to that remote's address
 */
function remotesIncludeHtml(remotes, pageRemote, chunks = []) {
  const entries = jsonScriptTag(REMOTES_SCRIPT_ID, entryUrls(remotes));
  const base = pageRemote && remotes[pageRemote];
  if (!base) return entries;
  const scripts = [entryUrl(base), ...chunks.map((file) => `${base}/${file}`)];
  return entries + jsonScriptTag(REMOTE_SCRIPTS_ID, scripts);
}

module.exports = { remotesIncludeHtml, entryUrl };
