#!/usr/bin/env node
// The shell's composing server: per-route templates + remotes' current fragments (SSI), the
// shell's static files, remote asset pass-through under /remotes/<name>/, 404 page with status 404.
const http = require('http');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { processSsi } = require('./ssi');
const { createFragmentCache } = require('./fragmentCache');
const { watchRemotes } = require('./remoteConfig');
const { remotesIncludeHtml } = require('./remoteIncludes');
const { staticFiles } = require('../../shared/build/static-files');
const { pageHeaders, shellAssetHeaders, remoteOriginsOf, readSitePolicy } = require('../../shared/build/security-headers');

const DIST = path.join(__dirname, '../dist');

function createShellServer({
  dist = DIST,
  remotesFile = process.env.REMOTES_CONFIG,
  ttlMs = Number(process.env.FRAGMENT_TTL_MS || 5000),
  timeoutMs = Number(process.env.FRAGMENT_TIMEOUT_MS || 2000),
  // The site is reached over HTTPS (a TLS-terminating proxy in front): HSTS, upgrade-insecure-requests.
  tls = process.env.SITE_TLS === '1',
} = {}) {
  const sitePolicy = { ...readSitePolicy(dist), tls };
  const policyFor = () => ({ ...sitePolicy, remoteOrigins: remoteOriginsOf(remotes.get()) });
  const assetHeaders = shellAssetHeaders(sitePolicy);
  const { routes, notFound } = JSON.parse(fs.readFileSync(path.join(dist, 'templates/routes.json'), 'utf8'));
  const templates = new Map();
  const template = (file) => {
    if (!templates.has(file)) templates.set(file, fs.readFileSync(path.join(dist, 'templates', file), 'utf8'));
    return templates.get(file);
  };
  const remotes = watchRemotes(remotesFile, () => fragments.clear());
  const fragments = createFragmentCache({ ttlMs, timeoutMs });
  const files = staticFiles(path.join(dist, 'client'), { headers: () => assetHeaders });

  async function resolveInclude(virtual) {
    let m = /^\/_fragments\/([a-z][\w-]*)\/([A-Za-z]\w*\.html)$/.exec(virtual);
    if (m) {
      const base = remotes.get()[m[1]];
      return base ? fragments.get(`${base}/fragments/${m[2]}`) : null;
    }
    m = /^\/_mf\/remotes\/([a-z][\w-]*)\.html$/.exec(virtual);
    if (m) return remotesIncludeHtml(remotes.get(), m[1]);
    return null;
  }

  function send(req, res, status, body, headers) {
    const accept = String(req.headers['accept-encoding'] || '');
    let payload = Buffer.from(body);
    const out = { ...pageHeaders(policyFor()), 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ...headers };
    if (/\bbr\b/.test(accept)) {
      payload = zlib.brotliCompressSync(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      out['Content-Encoding'] = 'br';
    } else if (/\bgzip\b/.test(accept)) {
      payload = zlib.gzipSync(payload, { level: 6 });
      out['Content-Encoding'] = 'gzip';
    }
    out['Content-Length'] = payload.length;
    res.writeHead(status, out);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  function proxyRemoteAsset(req, res, name, rest) {
    const base = remotes.get()[name];
    if (!base) return notFoundPlain(res);
    const target = new URL(`${base}/${rest}`);
    const upstream = http.get(
      target,
      { headers: { 'accept-encoding': req.headers['accept-encoding'] || '', 'if-none-match': req.headers['if-none-match'] || '' }, timeout: timeoutMs },
      (up) => {
        const headers = { ...assetHeaders };
        for (const h of ['content-type', 'content-encoding', 'content-length', 'cache-control', 'etag', 'last-modified', 'vary']) if (up.headers[h]) headers[h] = up.headers[h];
        res.writeHead(up.statusCode || 502, headers);
        up.pipe(res);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { ...assetHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Remoto no disponible');
    });
  }

  function notFoundPlain(res) {
    res.writeHead(404, { ...assetHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end('No encontrado');
  }

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...assetHeaders, Allow: 'GET, HEAD' });
      return res.end();
    }
    const url = new URL(req.url, 'http://localhost');
    const pathname = url.pathname;
    const asset = /^\/remotes\/([a-z][\w-]*)\/(.+)$/.exec(pathname);
    if (asset) return proxyRemoteAsset(req, res, asset[1], asset[2] + url.search);
    if (pathname.startsWith('/_fragments/') || pathname.startsWith('/_mf/')) return notFoundPlain(res);
    if (pathname.length > 1 && pathname.endsWith('/') && routes[pathname.replace(/\/+$/, '')]) {
      res.writeHead(301, { ...assetHeaders, Location: pathname.replace(/\/+$/, '') + url.search });
      return res.end();
    }
    const file = routes[pathname];
    if (file) return send(req, res, 200, await processSsi(template(file), resolveInclude));
    files(req, res, async () => {
      // A path that names a file (has an extension) is a missing asset: never answer it with HTML.
      if (/\.[A-Za-z0-9]+$/.test(pathname)) return notFoundPlain(res);
      send(req, res, 404, await processSsi(template(notFound), resolveInclude));
    });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[shell] Error al componer la página:', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Error interno');
    });
  });
  server.on('close', () => remotes.close());
  return server;
}

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  createShellServer().listen(port, process.env.HOST || '127.0.0.1', () => console.log(`shell → http://localhost:${port}`));
}

module.exports = { createShellServer };
