#!/usr/bin/env node
// Serves the production site from its releases: each remote on its own port (its own origin,
// CORS on) and the shell's composing server, configured with where the remotes are. Ports: see
// scripts/localApps.js. SIGTERM / SIGINT drain every server (SHUTDOWN_TIMEOUT_MS, default 10 s) and exit.
//
// First each app's current build (<app>/dist) is published as a release into HOSTING_DIR (default
// <repo>/.hosting) unless it has been published already (releases/publishBuilds.js: the
// contract check applies; a refusal stops here with its reason and exit code 2). Then every app
// is served from its live release (<hosting>/<app>/live, resolved per request: a deploy or
// rollback is seen at once), or from its dist folder while it has none.
//   node scripts/serve-all.js [--no-publish]   (--no-publish: serve what is live, publish nothing)
const fs = require('fs');
const path = require('path');
const { ROOT, presentRemotes } = require('./localApps');
const { portsFromEnv } = require('../serving/local-ports');
const { portInUseMessage } = require('../serving/errors');
const { appNamed } = require('../shared/src/apps/apps');
const { serveRemote } = require('../serving/serve-remote');
const { createShellServer } = require('../shell/server');
const { createLogger } = require('../shell/server/logger');
const { serverSettings } = require('../shell/server/settings');
const { stopOnSignals } = require('../shell/server/shutdown');
const { hostingDirOf, liveLinkOf, resolveLive } = require('../releases/hosting');
const { ensureLocalPreviewSecret } = require('../releases/preview');
const { publishBuilds } = require('../releases/publishBuilds');
const { ensureLocalSecret } = require('../releases/secrets');
const { OPS_TOKEN } = require('../field-data/settings');
const { createTelemetryStore } = require('../field-data/store');
const { createTelemetry } = require('../shell/server/telemetry');

const logger = createLogger({ name: 'serve-all' });

async function main() {
  const ports = portsFromEnv();
  const host = process.env.HOST || '127.0.0.1';
  const settings = serverSettings();
  const hostingDir = hostingDirOf();
  if (!process.argv.includes('--no-publish')) {
    const published = await publishBuilds({ hostingDir, log: (line) => logger.info(line) });
    for (const p of published)
      logger.info(
        { app: p.app, build: p.buildId, release: p.releaseId, action: p.action },
        `${p.app}: ${p.action === 'publish' ? 'published and live' : p.action === 'live' ? 'build already live' : 'build published before, left as it is'}`,
      );
  }
  // Previews (npm run preview -w <app>) are signed with PREVIEW_SECRET / PREVIEW_SECRET_FILE; a
  // local site without either gets a random secret in the hosting folder, which the command reads.
  ensureLocalPreviewSecret(hostingDir);
  // The operator pages (/ops) ask for OPS_TOKEN / OPS_TOKEN_FILE; a local site without either gets
  // a random token in the hosting folder.
  ensureLocalSecret(OPS_TOKEN, hostingDir);
  const tokenFrom = process.env.OPS_TOKEN
    ? 'OPS_TOKEN'
    : process.env.OPS_TOKEN_FILE || path.relative(ROOT, path.join(hostingDir, OPS_TOKEN.defaultFile));
  logger.info({ token: tokenFrom }, `operator pages: /ops and /ops/intenciones, token from ${tokenFrom}`);
  /** @type {import('http').Server[]} */
  const servers = [];
  /** @type {ReturnType<typeof createTelemetry> | null} */
  let telemetry = null;
  stopOnSignals(servers, {
    timeoutMs: settings.shutdownTimeoutMs,
    logger,
    onDrained: async () => telemetry?.close(),
  });
  /** @type {Record<string, string>} remote name → its URL */
  const remotes = {};
  for (const r of presentRemotes()) {
    const dir = path.join(ROOT, r.dir, 'dist/client');
    const live = liveLinkOf(r.name, hostingDir);
    const release = resolveLive(r.name, hostingDir);
    if (!release && !fs.existsSync(dir)) {
      logger.warn({ remote: r.name, dir }, `${r.name} has no release and no build: its pages will show the fallback`);
      continue;
    }
    servers.push(await serveRemote(fs.existsSync(dir) ? dir : null, ports.remotes[r.name], r.name, host, { live }));
    remotes[r.name] = `http://127.0.0.1:${ports.remotes[r.name]}`;
    logger.info(
      { remote: r.name, url: remotes[r.name], release: release ? release.releaseId : null },
      `remote ${r.name} → ${remotes[r.name]} (${release ? `release ${release.releaseId}` : path.relative(ROOT, dir)})`,
    );
  }
  // The deploy configuration the shell reads (and re-reads when it changes).
  const configFile = process.env.REMOTES_CONFIG || path.join(ROOT, '.serve', `remotes-${ports.shell}.json`);
  if (!process.env.REMOTES_CONFIG) {
    fs.mkdirSync(path.dirname(configFile), { recursive: true });
    fs.writeFileSync(configFile, JSON.stringify(remotes, null, 2));
  }
  // Field data: .data/telemetry.db for the default ports, one file per site on shifted ports (tests).
  const shellLogger = createLogger();
  const dbUrl =
    process.env.TELEMETRY_DB_URL ||
    (ports.shell === appNamed('shell').port
      ? undefined
      : `file:${path.join(ROOT, '.data', `telemetry-${ports.shell}.db`)}`);
  telemetry = createTelemetry({ hostingDir, logger: shellLogger, store: createTelemetryStore({ url: dbUrl }) });
  const shell = createShellServer({
    remotesFile: configFile,
    live: liveLinkOf('shell', hostingDir),
    hostingDir,
    logger: shellLogger,
    telemetry,
  });
  servers.unshift(shell);
  shell.once('error', (error) => {
    logger.error({ error: error.message }, portInUseMessage(error, 'serve-all') || 'shell server failed');
    process.exit(1);
  });
  shell.listen(ports.shell, host, () =>
    logger.info(
      { url: `http://localhost:${ports.shell}`, remotesConfig: path.relative(ROOT, configFile) },
      `site → http://localhost:${ports.shell}`,
    ),
  );
}

main().catch((error) => {
  if (error.exitCode) {
    // A deploy refused (or could not run): its own message says which app, which route and why.
    logger.error(
      { error: error.message },
      `serve-all: the current build was not published, nothing is served:\n${error.message}`,
    );
    process.exit(error.exitCode);
  }
  const inUse = portInUseMessage(error, 'serve-all');
  if (inUse) logger.error({ error: error.message }, inUse);
  else logger.error({ error: error.message, stack: error.stack }, 'serve-all failed');
  process.exit(1);
});
