// Where releases are published, and how a server serves the live release of an app
// (for scripts/serve-all.js, serving/serve-remote.js and the shell's server).
//   <HOSTING_DIR>/<app>/live → releases/<releaseId>   (HOSTING_DIR defaults to <repo>/.hosting)
// A server resolves `live` once per request, so a switch between reading a file's size and its
// bytes cannot mix two releases in one response.
const fs = require('fs');
const path = require('path');
const { ROOT } = require('./deployableApps');
const { MANIFEST, exposedChunks } = require('../build-tools/federation-files');
const { asError, errorCode, errorMessage } = require('../serving/errors');

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/**
 * A request handler that hands the request to `next` when it has nothing to serve.
 * @template [Req=IncomingMessage]
 * @template [Res=ServerResponse]
 * @typedef {(req: Req, res: Res, next: () => void) => void} Handler
 */

/** The hosting folder: HOSTING_DIR, else <repo>/.hosting. @param {NodeJS.ProcessEnv} [env] */
const hostingDirOf = (env = process.env) => path.resolve(env.HOSTING_DIR || path.join(ROOT, '.hosting'));

/**
 * The `live` link of an app (a remote's served tree; the shell's client/ and templates/ are inside).
 * @param {string} app  the app's name
 * @param {string} [hostingDir]
 */
const liveLinkOf = (app, hostingDir = hostingDirOf()) => path.join(hostingDir, app, 'live');

/**
 * The live release of an app now: { dir (real path), releaseId }, or null when it has none.
 * @param {string} app  the app's name
 * @param {string} [hostingDir]
 * @returns {{ dir: string, releaseId: string } | null}
 */
function resolveLive(app, hostingDir = hostingDirOf()) {
  try {
    const dir = fs.realpathSync(liveLinkOf(app, hostingDir));
    return { dir, releaseId: path.basename(dir) };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

/**
 * A request handler serving whatever release `link` points at, resolved per request:
 * makeHandler(dir) builds the handler for one release folder (e.g. dir => staticFiles(dir, …)).
 * Without a live release the request goes to next(). It only passes the request on: Req and Res
 * are whatever the server's handlers take (Node's IncomingMessage and ServerResponse).
 * @template Req, Res
 * @param {string} link
 * @param {(dir: string) => Handler<Req, Res>} makeHandler
 * @param {{ keep?: number }} [options]  keep: how many releases' handlers to keep (the newest)
 * @returns {Handler<Req, Res>}
 */
function liveHandler(link, makeHandler, { keep = 4 } = {}) {
  /** @type {Map<string, Handler<Req, Res>>} */
  const handlers = new Map();
  return (req, res, next) => {
    let dir;
    try {
      dir = fs.realpathSync(link);
    } catch {
      return next();
    }
    let handler = handlers.get(dir);
    if (!handler) {
      handler = makeHandler(dir);
      handlers.set(dir, handler);
      if (handlers.size > keep) {
        const oldest = handlers.keys().next().value; // a Map iterates in insertion order
        if (oldest !== undefined) handlers.delete(oldest);
      }
    }
    return handler(req, res, next);
  };
}

/**
 * Each app's live release id in `hostingDir` (null: none there, or not readable: `onError` says why),
 * for `names`.
 * @param {string} hostingDir @param {string[]} names
 * @param {(name: string, error: Error) => void} [onError]
 * @returns {Record<string, string | null>}
 */
function liveReleasesOf(hostingDir, names, onError = () => {}) {
  /** @type {Record<string, string | null>} */
  const live = {};
  for (const name of names) {
    try {
      live[name] = resolveLive(name, hostingDir)?.releaseId ?? null;
    } catch (error) {
      live[name] = null;
      onError(name, asError(error));
    }
  }
  return live;
}

/**
 * The chunk files of each exposed module of each app's live release, from its manifest: what the
 * pages of that module preload with the entry (production/nginx/generate.js pageChunks). An app with no
 * live release is left out; one whose manifest cannot be read too (`onError` says why).
 * @param {string} hostingDir @param {string[]} names
 * @param {(name: string, error: Error) => void} [onError]
 * @returns {Record<string, Record<string, string[]>>}
 */
function liveChunksOf(hostingDir, names, onError = () => {}) {
  /** @type {Record<string, Record<string, string[]>>} */
  const chunks = {};
  for (const name of names) {
    const manifestFile = path.join(liveLinkOf(name, hostingDir), MANIFEST);
    if (!fs.existsSync(manifestFile)) continue;
    try {
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      const modules = (manifest.exposes ?? []).map((/** @type {{ name: string }} */ e) => e.name);
      chunks[name] = Object.fromEntries(modules.map((/** @type {string} */ m) => [m, exposedChunks(manifest, m)]));
    } catch (error) {
      onError(name, new Error(`${manifestFile}: ${errorMessage(error)}`));
    }
  }
  return chunks;
}

module.exports = { hostingDirOf, liveLinkOf, resolveLive, liveReleasesOf, liveChunksOf, liveHandler };
