// @ts-check
// The Node servers beside the nginx topology, each a child process on a unix socket that the site's
// nginx proxies to (production/nginx/generate.js):
// - the field data server (shell/server/telemetryServer.js): /api/rum and /ops;
// - the composer (shell/server/index.js): pages composed for one visitor, a preview or a canary side,
//   and the preview links (issue 18); every other page is nginx's own, unless
// - the site nodes are composers (issue 20): then each composes every page, and nginx balances them.
// Started before nginx, stopped (SIGTERM: they finish what is in flight) after it.
const { spawn } = require('child_process');
const fs = require('fs');
const http = require('http');
const path = require('path');

const ROOT = path.resolve(__dirname, '../..');
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Where `address` is, as http.get options: a unix socket path, or host:port ([v6]:port).
 * @param {string} address @returns {{ socketPath: string } | { host: string, port: number }}
 */
function target(address) {
  if (address.startsWith('/')) return { socketPath: address };
  const m = /^\[?([^\]]+?)\]?:(\d+)$/.exec(address);
  if (!m) throw new Error(`${JSON.stringify(address)} is not host:port or a socket path`);
  return { host: m[1], port: Number(m[2]) };
}

/**
 * Whether the server at `address` (a unix socket path, or host:port) answers `check` (/healthz: it
 * runs; /readyz: it is ready) with 200 within a second.
 * @param {string} address @param {string} [check] @returns {Promise<boolean>}
 */
function answers(address, check = '/healthz') {
  return new Promise((resolve) => {
    const req = http.get({ ...target(address), path: check, timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.once('error', () => resolve(false));
    req.once('timeout', () => req.destroy());
  });
}

/**
 * Starts `script` with `env`, waits until it answers /healthz on `socket`; `what` names it in the log.
 * @param {{ what: string, script: string, socket: string, env: NodeJS.ProcessEnv, logFile: string,
 *   log: (line: string) => void }} o
 */
async function startSidecar({ what, script, socket, env, logFile, log }) {
  fs.rmSync(socket, { force: true });
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(ROOT, script)], { env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  for (let i = 0; i < 100; i += 1) {
    if (await answers(socket)) {
      log(`${what} → ${path.relative(ROOT, socket) || socket} (log: ${logFile})`);
      return {
        socket,
        /** SIGTERM (it drains in-flight requests, then exits), or `signal`; resolves once it has exited. */
        async stop(/** @type {NodeJS.Signals} */ signal = 'SIGTERM') {
          process.removeListener('exit', stopOnExit);
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      };
    }
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  child.kill('SIGKILL');
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-5).join('\n');
  throw new Error(`${what}: no answer on ${socket} within 10 s:\n${tail}`);
}

/**
 * Field data: /api/rum and /ops.
 * @param {{ socket: string, hostingDir: string | null, dbUrl: string, env: NodeJS.ProcessEnv,
 *   logFile: string, log: (line: string) => void }} o
 */
function startTelemetryProcess({ socket, hostingDir, dbUrl, env, logFile, log }) {
  return startSidecar({
    what: 'field data: /api/rum and /ops',
    script: 'shell/server/telemetryServer.js',
    socket,
    env: {
      ...env,
      TELEMETRY_SOCKET: socket,
      TELEMETRY_DB_URL: env.TELEMETRY_DB_URL || dbUrl,
      TELEMETRY_TRUST_PROXY: '1',
      SITE_TLS: '1',
      ...(hostingDir ? { HOSTING_DIR: hostingDir } : {}),
    },
    logFile,
    log,
  });
}

/**
 * A composer (previews and canary pages, or a site node composing every page: `what`), reading the
 * same hosting folder and remotes file as the site's nginx, and trusting the CA of the remotes'
 * certificates (`ca`, null: the system's).
 * @param {{ socket: string, hostingDir: string, remotesFile: string, ca: string | null,
 *   env: NodeJS.ProcessEnv, logFile: string, log: (line: string) => void, what?: string }} o
 */
function startComposerProcess({ socket, hostingDir, remotesFile, ca, env, logFile, log, what }) {
  return startSidecar({
    what: what || 'composer: previews and canary pages',
    script: 'shell/server/index.js',
    socket,
    env: {
      ...env,
      COMPOSER_SOCKET: socket,
      HOSTING_DIR: hostingDir,
      REMOTES_CONFIG: remotesFile,
      SITE_TLS: '1',
      TELEMETRY: '0',
      ...(ca ? { NODE_EXTRA_CA_CERTS: ca } : {}),
    },
    logFile,
    log,
  });
}

module.exports = { startTelemetryProcess, startComposerProcess, answers };
