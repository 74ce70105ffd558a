// The HTML the `/_mf/remotes/<page remote>/<module>.html` include answers with: the remotes' entry
// URLs as inline JSON (no extra request before the page's remote loads), a preload of the page's
// remote's entry, and the URLs of the page module's chunks when the server knows them (the island's
// CHUNKS_ATTR; nginx: the live release's manifest) as a JSON list that the page's inline script
// preloads once the page has painted (shared/src/islands/earlyTaps.js), so that hydration need not
// wait for the entry to run before they are fetched (issue 22). Used by the Node server per
// request, and by the nginx generator (production/nginx/generate.js). The entry's preload is
// fetchpriority="low", like the async main.js: the first paint never needs it (a High-priority
// script counts as render-blocking in Lighthouse's estimate of FCP). `crossorigin`: the entry and
// its chunks load as CORS scripts (shell/src/federation/plugins/crossOriginPlugin.ts,
// output.crossOriginLoading), and a preload is used only by a request in the same mode.
const { CHUNKS_SCRIPT_ID, REMOTES_SCRIPT_ID } = require('../../shared/src/islands/markers');
const { escapeHtml, jsonForScript: json } = require('../../shared/src/security/escape');

/** A remote's entry at its base URL. @param {string} base */
const entryUrl = (base) => `${base}/remoteEntry.js`;

/** Each remote's entry URL. @param {Record<string, string>} remotes  name → address */
function entryUrls(remotes) {
  return Object.fromEntries(Object.entries(remotes).map(([name, base]) => [name, entryUrl(base)]));
}

/** @param {string} url */
const preload = (url) => `<link rel="preload" as="script" fetchpriority="low" crossorigin href="${escapeHtml(url)}">`;

/**
 * @param {Record<string, string>} remotes  name → address
 * @param {string} [pageRemote]  the remote of the page's island
 * @param {string[]} [chunks]  the island module's chunk files, relative to that remote's address
 */
function remotesIncludeHtml(remotes, pageRemote, chunks = []) {
  const base = pageRemote && remotes[pageRemote];
  if (!base) return `<script id="${REMOTES_SCRIPT_ID}" type="application/json">${json(entryUrls(remotes))}</script>`;
  // The chunks as a list the page's inline script preloads once it has painted (earlyTaps.js).
  const chunkList = chunks.length
    ? `<script id="${CHUNKS_SCRIPT_ID}" type="application/json">${json(chunks.map((file) => `${base}/${file}`))}</script>`
    : '';
  return `<script id="${REMOTES_SCRIPT_ID}" type="application/json">${json(entryUrls(remotes))}</script>${chunkList}${preload(entryUrl(base))}`;
}

module.exports = { remotesIncludeHtml, entryUrl };
