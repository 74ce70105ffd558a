// The HTML the `/_mf/remotes/<page remote>/<module>.html` include answers with: the remotes' entry URLs as
// inline JSON (no extra request before the page's remote loads) and a preload of that remote's
// entry, and of the chunks of the page's exposed module when the server knows them (the island's
// CHUNKS_ATTR; nginx: the live release's manifest), so that hydration need not wait for the entry
// to run before they are fetched (issue 22). Used by the Node server per request, and by
// the nginx generator (deploy/nginx/generate.js). The preloads are fetchpriority="low", like the
// async main.js: the first paint never needs them (a High-priority script counts as
// render-blocking in Lighthouse's estimate of FCP). `crossorigin`: the entry and its chunks load as
// CORS scripts (shell/src/federation/plugins/crossOriginPlugin.ts, output.crossOriginLoading), and a
// preload is used only by a request in the same mode.
const { REMOTES_SCRIPT_ID, escapeAttr } = require('../../shared/src/islands/markers');

/** A remote's entry at its base URL. @param {string} base */
const entryUrl = (base) => `${base}/remoteEntry.js`;

function entryUrls(remotes) {
  return Object.fromEntries(Object.entries(remotes).map(([name, base]) => [name, entryUrl(base)]));
}

const preload = (url) => `<link rel="preload" as="script" fetchpriority="low" crossorigin href="${escapeAttr(url)}">`;

/**
 * @param {Record<string, string>} remotes  name → address
 * @param {string} [pageRemote]  the remote of the page's island
 * @param {string[]} [chunks]  the island module's chunk files, relative to that remote's address
 */
function remotesIncludeHtml(remotes, pageRemote, chunks = []) {
  const entries = entryUrls(remotes);
  const json = JSON.stringify(entries).replace(/</g, '\\u003c');
  const base = pageRemote && remotes[pageRemote];
  const preloads = base ? [entryUrl(base), ...chunks.map((file) => `${base}/${file}`)].map(preload).join('') : '';
  return `<script id="${REMOTES_SCRIPT_ID}" type="application/json">${json}</script>${preloads}`;
}

module.exports = { remotesIncludeHtml, entryUrl };
