#!/usr/bin/env node
// Serves the production build: each remote on its own port (its own origin, CORS on) and the
// shell's composing server, configured with where the remotes are. Ports: see scripts/apps.js.
// SIGTERM / SIGINT drain every server (SHUTDOWN_TIMEOUT_MS, default 10 s) and exit.
const fs = require('fs');
const path = require('path');
const { ROOT, presentRemotes, portsFromEnv } = require('./apps');
const { serveRemote } = require('../shared/build/serve-remote');
const { createShellServer } = require('../shell/server');
const { createLogger } = require('../shell/server/logger');
const { serverSettings } = require('../shell/server/settings');
const { stopOnSignals } = require('../shell/server/shutdown');

const logger = createLogger({ name: 'serve-all' });

async function main() {
  const ports = portsFromEnv();
  const host = process.env.HOST || '127.0.0.1';
  const settings = serverSettings();
  const servers = [];
  stopOnSignals(servers, { timeoutMs: settings.shutdownTimeoutMs, logger });
  const remotes = {};
  for (const r of presentRemotes()) {
    const dir = path.join(ROOT, r.dir, 'dist/client');
    if (!fs.existsSync(dir)) {
      logger.warn({ remote: r.name, dir }, `${r.name} has no build: its pages will show the fallback`);
      continue;
    }
    servers.push(await serveRemote(dir, ports.remotes[r.name], r.name, host));
    remotes[r.name] = `http://127.0.0.1:${ports.remotes[r.name]}`;
    logger.info({ remote: r.name, url: remotes[r.name] }, `remote ${r.name} → ${remotes[r.name]}`);
  }
  // The deploy configuration the shell reads (and re-reads when it changes).
  const configFile = process.env.REMOTES_CONFIG || path.join(ROOT, '.serve', `remotes-${ports.shell}.json`);
  if (!process.env.REMOTES_CONFIG) {
    fs.mkdirSync(path.dirname(configFile), { recursive: true });
    fs.writeFileSync(configFile, JSON.stringify(remotes, null, 2));
  }
  const shell = createShellServer({ remotesFile: configFile, logger: createLogger() });
  servers.unshift(shell);
  shell.once('error', (error) => {
    logger.error({ error: error.message }, 'shell server failed');
    process.exit(1);
  });
  shell.listen(ports.shell, host, () =>
    logger.info({ url: `http://localhost:${ports.shell}`, remotesConfig: path.relative(ROOT, configFile) }, `site → http://localhost:${ports.shell}`),
  );
}

main().catch((error) => {
  logger.error({ error: error.message, stack: error.stack }, 'serve-all failed');
  process.exit(1);
});
