#!/usr/bin/env node
// The shell's composing server: per-route templates + remotes' current fragments (SSI), the
// shell's static files, remote asset pass-through under /remotes/<name>/, 404 page with status 404,
// /healthz and /readyz for a load balancer. It degrades, never stalls: each remote has a circuit
// breaker, fragments have bounded staleness, and SIGTERM drains in-flight requests.
// The shell build it serves is the live release (<HOSTING_DIR>/shell/live) when there is one, else
// shell/dist, resolved once per request (shellBuild.js): a shell deploy or rollback is seen by the
// next request, routes included, and /release.json names the release.
const http = require('http');
const path = require('path');
const { createUpstream } = require('./upstream');
const { createBreakers } = require('./circuitBreaker');
const { createFragmentCache } = require('./fragmentCache');
const { createPageCache, pageKey } = require('./pageCache');
const { negotiateEncoding } = require('./acceptEncoding');
const { createRemoteHealth } = require('./health');
const { createLogger } = require('./logger');
const { trackRequest } = require('./requestLog');
const { serverSettings } = require('./settings');
const { stopOnSignals } = require('./shutdown');
const { watchRemotes } = require('./remoteConfig');
const { remotesIncludeHtml } = require('./remoteIncludes');
const { createShellBuilds } = require('./shellBuild');
const { pageHeaders, remoteOriginsOf } = require('../../shared/build/security-headers');
const { liveLinkOf, hostingDirOf } = require('../../shared/deploy/hosting');

const DIST = path.join(__dirname, '../dist');
const PASS_THROUGH_HEADERS = ['content-type', 'content-encoding', 'content-length', 'cache-control', 'etag', 'last-modified', 'vary'];

/**
 * Options (each also has an environment variable, see settings.js): dist, live, remotesFile, tls,
 * freshMs (ttlMs), swrMs, maxStaleMs, timeoutMs, maxFragmentBytes, retryMs, pageCacheEntries;
 * for tests: logger or logDestination, ca (extra trusted CA for https remotes), now (clock).
 * live: the shell's live link (<HOSTING_DIR>/shell/live); while it resolves, its release is served
 * instead of `dist`. None by default (the command line passes it).
 */
function createShellServer(options = {}) {
  const {
    dist = DIST,
    live = null,
    remotesFile = process.env.REMOTES_CONFIG,
    // The site is reached over HTTPS (a TLS-terminating proxy in front): HSTS, upgrade-insecure-requests.
    tls = process.env.SITE_TLS === '1',
    ca,
    now = Date.now,
  } = options;
  const settings = serverSettings(options);
  const logger = options.logger || createLogger({ destination: options.logDestination });

  const builds = createShellBuilds({ dist, live, tls, logger });
  builds.current(); // no build to serve: fail now, not on the first request

  const upstream = createUpstream({ ca });
  const breakers = createBreakers({ retryMs: settings.retryMs, now, onChange: (name) => health.observe(name) });
  const fragments = createFragmentCache({
    fetchText: upstream.fetchText,
    breakers,
    freshMs: settings.freshMs,
    swrMs: settings.swrMs,
    maxStaleMs: settings.maxStaleMs,
    timeoutMs: settings.timeoutMs,
    maxBytes: settings.maxFragmentBytes,
    now,
    logger,
  });
  const pages = createPageCache({ maxEntries: settings.pageCacheEntries });
  const remotes = watchRemotes(
    remotesFile,
    () => {
      fragments.clear();
      breakers.reset();
      health.reset();
      pages.clear();
    },
    { logger },
  );
  const health = createRemoteHealth({ names: () => Object.keys(remotes.get()), breakers, fragments, logger });

  let pagePolicy = { version: -1, build: null, headers: null };
  const pageSecurityHeaders = (build) => {
    if (pagePolicy.version !== remotes.version() || pagePolicy.build !== build) {
      pagePolicy = { version: remotes.version(), build, headers: pageHeaders({ ...build.sitePolicy, remoteOrigins: remoteOriginsOf(remotes.get()) }) };
    }
    return pagePolicy.headers;
  };

  /** { body, id } for one include: id names the body's content (null: failed, the stub is used). */
  async function resolveInclude(virtual, ctx) {
    let m = /^\/_fragments\/([a-z][\w-]*)\/([A-Za-z]\w*)\.html$/.exec(virtual);
    if (m) {
      const [, remote, page] = m;
      const base = remotes.get()[remote];
      const got = base ? await fragments.get(`${base}/fragments/${page}.html`, remote) : { state: 'missing', body: null, id: null };
      ctx.fragments[got.state].push(`${remote}/${page}`);
      if (base && got.state !== 'fresh') health.observe(remote);
      return got;
    }
    m = /^\/_mf\/remotes\/([a-z][\w-]*)\.html$/.exec(virtual);
    if (m) return { body: remotesIncludeHtml(remotes.get(), m[1]), id: 'remotes' };
    return { body: null, id: null };
  }

  async function sendPage(req, res, ctx, status, file) {
    const { build } = ctx;
    const compiled = build.template(file);
    ctx.fragments = { fresh: [], stale: [], missing: [] };
    const included = await Promise.all(compiled.includes.map((v) => resolveInclude(v, ctx).catch(() => ({ body: null, id: null }))));
    const page = pages.page(pageKey(build.id, file, remotes.version(), included.map((r) => r.id)), () => compiled.render(included.map((r) => r.body)));
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const body = await pages.body(page, encoding);
    const headers = { ...pageSecurityHeaders(build), 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', 'Content-Length': body.length };
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendJson(req, res, ctx, status, data) {
    const body = JSON.stringify(data);
    res.writeHead(status, { ...ctx.build.assetHeaders, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function remoteUnavailable(res, ctx, status) {
    if (res.headersSent) return res.destroy();
    res.writeHead(status, { ...ctx.build.assetHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(Math.ceil(settings.retryMs / 1000)) });
    res.end('Remoto no disponible');
  }

  /** /remotes/<name>/… streamed from the remote; an open breaker answers 503 at once (bar its probe). */
  async function proxyRemoteAsset(req, res, ctx, name, rest) {
    const base = remotes.get()[name];
    if (!base) return notFoundPlain(res, ctx);
    const breaker = breakers.get(name);
    if (!breaker.allow()) return remoteUnavailable(res, ctx, 503);
    const headers = {};
    for (const h of ['accept-encoding', 'if-none-match', 'if-modified-since']) if (req.headers[h]) headers[h] = req.headers[h];
    let up;
    try {
      // The body may pause while a slow visitor reads it (backpressure): a longer idle allowance.
      up = await upstream.request(`${base}/${rest}`, { method: req.method, headers, timeoutMs: settings.timeoutMs, idleTimeoutMs: Math.max(settings.timeoutMs, 30000) });
    } catch (error) {
      breaker.failure(error);
      logger.warn({ remote: name, error: error.message }, 'remote asset request failed');
      return remoteUnavailable(res, ctx, 502);
    }
    if (up.statusCode >= 500) breaker.failure(new Error(`${base}/${rest}: HTTP ${up.statusCode}`));
    else breaker.success();
    const out = { ...ctx.build.assetHeaders };
    for (const h of PASS_THROUGH_HEADERS) if (up.headers[h]) out[h] = up.headers[h];
    res.writeHead(up.statusCode || 502, out);
    up.on('error', () => res.destroy());
    res.on('close', () => up.destroy());
    up.pipe(res);
  }

  function notFoundPlain(res, ctx) {
    res.writeHead(404, { ...ctx.build.assetHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end('No encontrado');
  }

  async function handle(req, res, ctx) {
    // The shell release for this whole request (a switch meanwhile is seen by the next one).
    const build = (ctx.build = builds.current());
    const { routes, notFound, assetHeaders } = build;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      ctx.route = 'method-not-allowed';
      res.writeHead(405, { ...assetHeaders, Allow: 'GET, HEAD' });
      return res.end();
    }
    const url = new URL(req.url, 'http://localhost');
    const pathname = url.pathname;
    if (pathname === '/healthz') {
      ctx.route = 'healthz';
      return sendJson(req, res, ctx, 200, { status: 'ok' });
    }
    if (pathname === '/readyz') {
      ctx.route = 'readyz';
      const { httpStatus, body } = health.readiness();
      return sendJson(req, res, ctx, httpStatus, body);
    }
    const asset = /^\/remotes\/([a-z][\w-]*)\/(.+)$/.exec(pathname);
    if (asset) {
      ctx.route = 'remote-asset';
      return proxyRemoteAsset(req, res, ctx, asset[1], asset[2] + url.search);
    }
    if (pathname.startsWith('/_fragments/') || pathname.startsWith('/_mf/')) return notFoundPlain(res, ctx);
    if (pathname.length > 1 && pathname.endsWith('/') && routes[pathname.replace(/\/+$/, '')]) {
      ctx.route = 'redirect';
      res.writeHead(301, { ...assetHeaders, Location: pathname.replace(/\/+$/, '') + url.search });
      return res.end();
    }
    const file = routes[pathname];
    if (file) {
      ctx.route = pathname;
      return sendPage(req, res, ctx, 200, file);
    }
    ctx.route = 'asset';
    build.files(req, res, async () => {
      ctx.route = 'not-found';
      // A path that names a file (has an extension) is a missing asset: never answer it with HTML.
      if (/\.[A-Za-z0-9]+$/.test(pathname)) return notFoundPlain(res, ctx);
      try {
        await sendPage(req, res, ctx, 404, notFound);
      } catch (error) {
        failed(res, ctx, error);
      }
    });
  }

  function failed(res, ctx, error) {
    logger.error({ error: error.message, stack: error.stack }, 'request failed');
    if (!res.headersSent) res.writeHead(500, { ...(ctx.build ? ctx.build.assetHeaders : {}), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Error interno');
  }

  const server = http.createServer((req, res) => {
    const ctx = trackRequest(req, res, logger);
    handle(req, res, ctx).catch((error) => failed(res, ctx, error));
  });
  server.on('close', () => {
    remotes.close();
    upstream.close();
  });
  return server;
}

if (require.main === module) {
  const logger = createLogger();
  const server = createShellServer({ logger, live: liveLinkOf('shell', hostingDirOf()) });
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || '127.0.0.1';
  server.listen(port, host, () => logger.info({ url: `http://localhost:${port}` }, 'shell listening'));
  stopOnSignals([server], { timeoutMs: serverSettings().shutdownTimeoutMs, logger });
}

module.exports = { createShellServer };
