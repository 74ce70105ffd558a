#!/usr/bin/env node
// Serves one remote's build output on its own origin (CORS on), as a remote team's deployment
// would: `node serving/serve-remote.js <dist/client dir | live link> <port> [name]`.
// Files are also reachable under /remotes/<name>/ so the standalone page finds its art.
// A release's `live` link (<HOSTING_DIR>/<name>/live, releases) is resolved once per request,
// so a deploy or rollback switching it never mixes two releases in one response. Beside it, any
// published release is reachable under /_releases/<releaseId>/ (a staged candidate, for a preview:
// releases/preview.js); only release ids of that app's hosting folder are served.
const fs = require('fs');
const http = require('http');
const path = require('path');
const { staticFiles } = require('./static-files');
const { pageHeaders, remoteAssetHeaders } = require('./security-headers');
const { liveHandler } = require('../releases/hosting');
const { RELEASE_ID } = require('../releases/releaseStore');

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/**
 * A request handler that hands the request to `next` when it has nothing to serve (sirv's are).
 * @typedef {(req: IncomingMessage, res: ServerResponse, next: () => void) => void} Handler
 */

/**
 * @param {string | null} dir   the build's dist/client (or a live link); null: only `live`
 * @param {number} port
 * @param {string} name
 * @param {string} [host]
 * @param {{ tls?: boolean, live?: string | null }} [options]  live: a live link served first, per
 *   request; while it does not resolve, `dir` is served
 * @returns {Promise<http.Server>}  listening
 */
function serveRemote(dir, port, name, host = '127.0.0.1', { tls = false, live = null } = {}) {
  // The site loads every file cross-origin (CORS, CORP cross-origin); the team's standalone page
  // (an .html file) also gets the page policy, with scripts from this origin only.
  const assetHeaders = remoteAssetHeaders({ tls });
  const standaloneHeaders = { ...pageHeaders({ tls }), ...assetHeaders };
  /** @param {string} root */
  const filesOf = (root) =>
    staticFiles(root, { headers: (pathname) => (pathname.endsWith('.html') ? standaloneHeaders : assetHeaders) });
  /** @param {ServerResponse} res */
  const notFound = (res) => {
    res.writeHead(404, { ...assetHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end('No encontrado');
  };
  if (dir && !live && fs.lstatSync(dir, { throwIfNoEntry: false })?.isSymbolicLink()) [dir, live] = [null, dir];
  /** @type {Handler} */
  const fromDir = dir ? filesOf(dir) : (req, res, next) => next();
  /** @type {Handler} */
  const fromLive = live
    ? liveHandler(live, (/** @type {string} */ release) => {
        const releaseFiles = filesOf(release);
        // A file missing from the live release is missing: never taken from `dir`, another build.
        return (/** @type {IncomingMessage} */ req, /** @type {ServerResponse} */ res) =>
          releaseFiles(req, res, () => notFound(res));
      })
    : (req, res, next) => next();
  const fromRelease = live ? releaseFiles(path.join(path.dirname(live), 'releases'), filesOf) : null;
  const prefix = name ? `/remotes/${name}/` : null;
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...assetHeaders,
        'Access-Control-Allow-Methods': 'GET, HEAD',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...assetHeaders, Allow: 'GET, HEAD' });
      return res.end();
    }
    req.url = req.url || '/';
    if (prefix && req.url.startsWith(prefix)) req.url = req.url.slice(prefix.length - 1);
    if (req.url === '/' || req.url.startsWith('/?')) req.url = `/index.html${req.url.slice(1)}`; // the team's standalone page
    if (fromRelease && req.url.startsWith('/_releases/')) return fromRelease(req, res, () => notFound(res));
    fromLive(req, res, () => fromDir(req, res, () => notFound(res)));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Serves /_releases/<releaseId>/<file> from `releasesDir`/<releaseId>/ (a published release, never a path outside it).
 * @param {string} releasesDir
 * @param {(dir: string) => Handler} filesOf  the handler of one release's folder
 * @param {number} [keep]  how many releases' handlers are kept
 * @returns {Handler}
 */
function releaseFiles(releasesDir, filesOf, keep = 4) {
  /** @type {Map<string, Handler>} */
  const handlers = new Map();
  return (req, res, next) => {
    const m = /^\/_releases\/([^/]+)(\/.*)$/.exec(req.url || '');
    if (!m || !RELEASE_ID.test(m[1]) || !fs.existsSync(path.join(releasesDir, m[1], 'release.json'))) return next();
    let handler = handlers.get(m[1]);
    if (!handler) {
      handler = filesOf(path.join(releasesDir, m[1]));
      handlers.set(m[1], handler);
      // More than `keep` (≥ 0) handlers: there is a first, the oldest.
      if (handlers.size > keep) handlers.delete(/** @type {string} */ (handlers.keys().next().value));
    }
    req.url = m[2];
    return handler(req, res, next);
  };
}

if (require.main === module) {
  const [dir, port, name] = process.argv.slice(2);
  serveRemote(path.resolve(dir), Number(port), name).then(() =>
    console.log(`remote ${name || dir} → http://localhost:${port}`),
  );
}

module.exports = { serveRemote };
