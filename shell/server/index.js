#!/usr/bin/env node
// The shell's composing server: per-route templates + remotes' current fragments (SSI), the
// shell's static files, remote asset pass-through under /remotes/<name>/, 404 page with status 404,
// /healthz and /readyz for a load balancer. It degrades, never stalls: each remote has a circuit
// breaker, fragments have bounded staleness, and SIGTERM drains in-flight requests.
// The shell build it serves is the live release (<HOSTING_DIR>/shell/live) when there is one, else
// shell/dist, resolved once per request (shellBuild.js): a shell deploy or rollback is seen by the
// next request, routes included, and /release.json names the release.
const fs = require('fs');
const http = require('http');
const path = require('path');
const { createUpstream } = require('./upstream');
const { createBreakers } = require('./circuitBreaker');
const { createFragmentCache } = require('./fragmentCache');
const { createPageCache } = require('./pageCache');
const { createPageComposer } = require('./composePage');
const { createRemoteAssetProxy } = require('./remoteAssets');
const { sendJson, notFoundPlain, failed } = require('./responses');
const { isMissingFile } = require('./missingFile');
const { createRemoteHealth } = require('./health');
const { createLogger } = require('./logger');
const { trackRequest } = require('./requestLog');
const { serverSettings } = require('./settings');
const { stopOnSignals } = require('./shutdown');
const { watchRemotes } = require('./remoteAddresses');
const { createShellBuilds } = require('./shellBuild');
const { liveLinkOf, hostingDirOf } = require('../../releases/hosting');
const { previewSecret } = require('../../releases/preview');
const { createPreview, PREVIEW_HEADERS } = require('./preview');
const { createReleaseView } = require('./releaseView');
const { chooseCandidates } = require('./candidates');
const { appNamed } = require('../../shared/src/apps/apps');
const { createTelemetry } = require('./telemetry');
const { envFlag, envPort } = require('../../serving/env');
const { listenOn } = require('./listen');
const { startOrExit } = require('./startup');
const { requestUrl } = require('./requestUrl');
const { errorMessage } = require('../../serving/errors');

/** @typedef {import('http').IncomingMessage} Req */
/** @typedef {import('http').ServerResponse} Res */
/** @typedef {import('./requestLog').RequestCtx} RequestCtx */
/**
 * createShellServer's options (see there).
 * @typedef {import('./settings').SettingsOptions & { dist?: string, live?: string | null, remotesFile?: string,
 *   tls?: boolean, ca?: string | Buffer, now?: () => number, hostingDir?: string, logger?: import('pino').Logger,
 *   logDestination?: import('pino').DestinationStream,
 *   telemetry?: ReturnType<typeof import('./telemetry').createTelemetry> | null }} ShellServerOptions
 */
/** @typedef {ReturnType<typeof createParts>} Parts */

const DIST = path.join(__dirname, '../dist');

/**
 * Options (each also has an environment variable, see settings.js): dist, live, remotesFile, tls,
 * freshMs, swrMs, maxStaleMs, timeoutMs, maxFragmentBytes, retryMs, pageCacheEntries;
 * for tests: logger or logDestination, ca (extra trusted CA for https remotes), now (clock).
 * live: the shell's live link (<HOSTING_DIR>/shell/live); while it resolves, its release is served
 * instead of `dist`. None by default (the command line passes it). hostingDir: where previews'
 * releases are looked up and the preview secret is found (default HOSTING_DIR, see preview.js).
 * telemetry: field data's part (telemetry.js: /api/rum, /ops), none by default (the command line
 * and `npm run serve` make one; tests that need it pass their own).
 * @param {ShellServerOptions} [options]
 */
function createShellServer(options = {}) {
  const deps = createParts(options);
  const { logger, remotes, upstream } = deps;
  const server = http.createServer((req, res) => {
    const ctx = trackRequest(req, res, logger);
    handle(deps, req, res, ctx).catch((error) => failed(res, ctx, error, logger));
  });
  server.on('close', () => {
    remotes.close();
    upstream.close();
    if (deps.telemetry) void deps.telemetry.close();
  });
  return server;
}

/** The composer's parts, wired together: shell builds, remotes config, breakers, caches, health. @param {ShellServerOptions} options */
function createParts(options) {
  const {
    dist = DIST,
    live = null,
    remotesFile = process.env.REMOTES_CONFIG,
    // The site is reached over HTTPS (a TLS-terminating proxy in front): HSTS, upgrade-insecure-requests.
    tls = envFlag(process.env, 'SITE_TLS', false),
    ca,
    now = Date.now,
    hostingDir = hostingDirOf(),
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

  const releases = createReleaseView({ hostingDir, names: () => Object.keys(remotes.get()), now, logger });
  const sendPage = createPageComposer({ remotes, fragments, health, pages, releases, hints: settings.preloadHints });
  const proxyRemoteAsset = createRemoteAssetProxy({ remotes, breakers, upstream, settings, logger });
  // The secret is read when a preview cookie or link comes (rare), so a rotated secret is seen.
  const secret = () => {
    try {
      return previewSecret(hostingDir);
    } catch (error) {
      logger.error({ error: errorMessage(error) }, 'preview secret unusable: previews are off');
      return null;
    }
  };
  const preview = createPreview({ hostingDir, secret, tls, logger, now });
  const telemetry = options.telemetry || null;
  return { logger, builds, health, remotes, upstream, sendPage, proxyRemoteAsset, preview, releases, tls, telemetry };
}

/**
 * One request: probes, remote files, trailing-slash redirects, pages, the shell's files, the 404 page.
 * @param {Parts} deps @param {Req} req @param {Res} res @param {RequestCtx} requestCtx
 */
async function handle(deps, req, res, requestCtx) {
  const { health, sendPage, proxyRemoteAsset, preview, logger, telemetry } = deps;
  // The shell release for this whole request (a switch meanwhile is seen by the next one): the live
  // one, or a candidate for a visitor previewing the shell (its pages and files, never cached).
  const build = shellBuildFor(deps, req, requestCtx);
  const ctx = Object.assign(requestCtx, { build }); // the same object: the log line names the release
  const { routes, notFound, assetHeaders } = build;
  const url = requestUrl(req);
  const pathname = url.pathname;
  // Beacons (POST) and the operator pages, before the pages' GET-only rule.
  if (telemetry && telemetry.handles(pathname)) return telemetry.handle(req, res, ctx, url);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    ctx.route = 'method-not-allowed';
    res.writeHead(405, { ...assetHeaders, Allow: 'GET, HEAD' });
    return res.end();
  }
  if (pathname === '/healthz') {
    ctx.route = 'healthz';
    return sendJson(req, res, ctx, 200, { status: 'ok' });
  }
  if (pathname === '/readyz') {
    ctx.route = 'readyz';
    const { httpStatus, body } = health.readiness();
    return sendJson(req, res, ctx, httpStatus, body);
  }
  if (pathname.startsWith('/_preview') && preview.handle(req, res, ctx, url, (app) => firstPathOf(build, app))) return;
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
    // A preview's or a canary's candidate release, for this visitor (candidates.js).
    chooseCandidates(req, res, ctx, deps);
    return sendPage(req, res, ctx, 200, file);
  }
  ctx.route = 'asset';
  build.files(req, res, async () => {
    ctx.route = 'not-found';
    // A missing file is never answered with HTML; an unknown page gets the 404 page (missingFile.js).
    if (isMissingFile(pathname, req.headers)) return notFoundPlain(res, ctx);
    try {
      chooseCandidates(req, res, ctx, deps);
      await sendPage(req, res, ctx, 404, notFound);
    } catch (error) {
      failed(res, ctx, error, logger);
    }
  });
}

/**
 * The live shell build, or a previewed shell release's (one that cannot be loaded: live, logged).
 * @param {Pick<Parts, 'builds' | 'preview' | 'logger'>} deps @param {Req} req @param {RequestCtx} ctx
 */
function shellBuildFor({ builds, preview, logger }, req, ctx) {
  const shell = preview.ofShell(req, ctx);
  if (shell === undefined) return builds.current();
  ctx.preview = null; // the cookie is checked once per request: candidates.js takes this answer
  if (!shell) return builds.current();
  try {
    const build = builds.preview(shell.dir, PREVIEW_HEADERS);
    ctx.preview = shell;
    return build;
  } catch (error) {
    logger.error(
      { reqId: ctx.id, release: shell.releaseId, error: errorMessage(error) },
      'shell preview cannot be served: live',
    );
    return builds.current();
  }
}

/**
 * The first route of `app` in the shell release's contract (where a preview link lands).
 * @param {import('./shellBuild').ShellBuild} build @param {string} app
 * @returns {string | null}
 */
function firstPathOf(build, app) {
  const file = path.join(build.dir, 'templates/contract.json');
  if (!fs.existsSync(file)) return null;
  /** @type {{ routes: Record<string, { remote?: string }> }} */
  const { routes } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Object.keys(routes).find((p) => routes[p].remote === app) || null;
}

if (require.main === module) {
  startOrExit('composer', () => {
    const logger = createLogger();
    const hostingDir = hostingDirOf();
    // TELEMETRY=0: no field data here (the composer behind the site's nginx, which sends /api/rum and
    // /ops to the telemetry server); COMPOSER_SOCKET: listen on that unix socket instead of HOST:PORT.
    const telemetry = envFlag(process.env, 'TELEMETRY', true) ? createTelemetry({ hostingDir, logger }) : null;
    const server = createShellServer({ logger, live: liveLinkOf('shell', hostingDir), telemetry });
    const where = {
      socket: process.env.COMPOSER_SOCKET,
      port: envPort(process.env, 'PORT', appNamed('shell').port),
      host: process.env.HOST || '127.0.0.1',
    };
    listenOn(server, where, (address) =>
      logger.info(where.socket ? { socket: address } : { url: address }, 'shell listening'),
    );
    stopOnSignals([server], {
      timeoutMs: serverSettings().shutdownTimeoutMs,
      logger,
      onDrained: async () => telemetry?.close(),
    });
    return [server];
  });
}

module.exports = { createShellServer };
