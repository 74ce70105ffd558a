// @ts-check
// The markers a composed page carries, written on the server (a remote's prerender, the shell's
// templates and server) and read in the browser (the shell's start-up, the e2e tests). The only
// place their names are spelled. (Plain CommonJS with JSDoc types: the Node build scripts
// require it as it is, the apps import it.)
const { escapeHtml } = require('../security/escape');

/** The element a remote's page lives in: `<remote>/<ExposedModule>`. */
const ISLAND_ATTR = 'data-island';
/** The build id of the remote build that rendered the island ('' for the fallback stub). */
const BUILD_ATTR = 'data-build';
/** The release of the remote that composed the island (set by the composer: live, canary or preview). */
const RELEASE_ATTR = 'data-release';
/** The emotion cache key the island's styles were rendered with. */
const CSS_KEY_ATTR = 'data-css-key';
/** Present (="true") on the shell's fallback stub: no fragment was there to include. */
const FALLBACK_ATTR = 'data-fallback';
/** Set by the shell once the island has settled: 'hydrated' | 'rendered' | 'failed' (a public signal for QA). */
const ISLAND_STATE_ATTR = 'data-island-state';
/** Set by the shell on each of its own React roots (header, page) once hydrated: a public signal for QA and monitoring. */
const SHELL_STATE_ATTR = 'data-shell-state';
/** Marks each of the shell's own React roots (header, page) in the HTML it serves, before they hydrate. */
const SHELL_ROOT_ATTR = 'data-shell-root';
/**
 * The files of the island's exposed module (its manifest's sync chunks), space-separated and
 * relative to its remote's address: the server preloads them with the remote's entry.
 */
const CHUNKS_ATTR = 'data-chunks';
/** The id of the inline JSON script with the remotes' entry URLs the server writes into each page. */
const REMOTES_SCRIPT_ID = 'mf-remotes';
/**
 * The id of the inline JSON list the server writes with the remotes: the page remote's entry, then
 * its module's chunks, preloaded once the page has painted (startScripts.js).
 */
const REMOTE_SCRIPTS_ID = 'mf-scripts';
/** The id of the page template's inline JSON: the shell's script and its preloads (startScripts.js). */
const SHELL_SCRIPTS_ID = 'shell-scripts';
/**
 * The global the page's inline script leaves (startScripts.js): `{ release(): void }`, which main.js
 * calls once every root of the page has settled, so the load event comes after hydration.
 */
const LOAD_HOLD_GLOBAL = '__estampaLoadHold';

/**
 * The opening tag of an island marker (close it with `</div>`).
 * @param {{ island: string, buildId: string, cssKey: string, fallback?: boolean, chunks?: string[] }} marker
 */
function islandOpenTag({ island, buildId, cssKey, fallback = false, chunks = [] }) {
  return `<div ${ISLAND_ATTR}="${escapeHtml(island)}" ${BUILD_ATTR}="${escapeHtml(buildId)}" ${CSS_KEY_ATTR}="${escapeHtml(cssKey)}"${fallback ? ` ${FALLBACK_ATTR}="true"` : ''}${chunks.length ? ` ${CHUNKS_ATTR}="${escapeHtml(chunks.join(' '))}"` : ''}>`;
}

/** The first island's opening tag, up to its CHUNKS_ATTR value. */
const ISLAND_CHUNKS = new RegExp(`<div ${ISLAND_ATTR}="[^"]*"[^>]*\\s${CHUNKS_ATTR}="([^"]*)"`);

/**
 * The chunk files the first island of a fragment names (CHUNKS_ATTR), or [] — only plain file
 * names (no path, no scheme): they are put after the remote's address.
 * @param {string} html  a fragment
 */
function islandChunks(html) {
  const list = ISLAND_CHUNKS.exec(html)?.[1] ?? '';
  return list.split(' ').filter((f) => /^[\w.~-]+\.js$/.test(f));
}

// One `exports.x =` a name (not one object): webpack can then leave out what a bundle does not use.
exports.ISLAND_ATTR = ISLAND_ATTR;
exports.BUILD_ATTR = BUILD_ATTR;
exports.RELEASE_ATTR = RELEASE_ATTR;
exports.CSS_KEY_ATTR = CSS_KEY_ATTR;
exports.FALLBACK_ATTR = FALLBACK_ATTR;
exports.ISLAND_STATE_ATTR = ISLAND_STATE_ATTR;
exports.SHELL_STATE_ATTR = SHELL_STATE_ATTR;
exports.SHELL_ROOT_ATTR = SHELL_ROOT_ATTR;
exports.CHUNKS_ATTR = CHUNKS_ATTR;
exports.REMOTES_SCRIPT_ID = REMOTES_SCRIPT_ID;
exports.REMOTE_SCRIPTS_ID = REMOTE_SCRIPTS_ID;
exports.SHELL_SCRIPTS_ID = SHELL_SCRIPTS_ID;
exports.LOAD_HOLD_GLOBAL = LOAD_HOLD_GLOBAL;
exports.islandChunks = islandChunks;
exports.islandOpenTag = islandOpenTag;
