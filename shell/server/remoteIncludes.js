// The HTML the `/_mf/remotes/<page remote>.html` include answers with: the remotes' entry URLs as
// inline JSON (no extra request before the page's remote loads) and a preload of that remote's
// entry. Used by the Node server per request, and by write-remote-includes.js for nginx/CDN.
// The preload is fetchpriority="low", like the async main.js: the first paint never needs it
// (a High-priority script counts as render-blocking in Lighthouse's estimate of FCP).
const { REMOTES_SCRIPT_ID } = require('../../shared/src/islands/markers');

/** A remote's entry at its base URL. @param {string} base */
const entryUrl = (base) => `${base}/remoteEntry.js`;

function entryUrls(remotes) {
  return Object.fromEntries(Object.entries(remotes).map(([name, base]) => [name, entryUrl(base)]));
}

function remotesIncludeHtml(remotes, pageRemote) {
  const entries = entryUrls(remotes);
  const json = JSON.stringify(entries).replace(/</g, '\\u003c');
  const entry = pageRemote && entries[pageRemote];
  const preload = entry
    ? `<link rel="preload" as="script" fetchpriority="low" crossorigin href="${entry.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`
    : '';
  return `<script id="${REMOTES_SCRIPT_ID}" type="application/json">${json}</script>${preload}`;
}

module.exports = { remotesIncludeHtml, entryUrl };
