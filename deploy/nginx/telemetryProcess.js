// @ts-check
// The field data server (shell/server/telemetryServer.js) beside the nginx topology: a child Node
// process on a unix socket, which the site's nginx proxies /api/rum and /ops to. Started before
// nginx, stopped (SIGTERM: it writes what waits) after it.
const { spawn } = require('child_process');
const fs = require('fs');
const http = require('http');
const path = require('path');

const ROOT = path.resolve(__dirname, '../..');
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** Whether the server on `socket` answers /healthz. @param {string} socket */
function answers(socket) {
  return new Promise((resolve) => {
    const req = http.get({ socketPath: socket, path: '/healthz', timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.once('error', () => resolve(false));
    req.once('timeout', () => req.destroy());
  });
}

/**
 * @param {{ socket: string, hostingDir: string | null, dbUrl: string, env: NodeJS.ProcessEnv,
 *   logFile: string, log: (line: string) => void }} o
 */
async function startTelemetryProcess({ socket, hostingDir, dbUrl, env, logFile, log }) {
  fs.rmSync(socket, { force: true });
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'shell/server/telemetryServer.js')], {
    env: {
      ...env,
      TELEMETRY_SOCKET: socket,
      TELEMETRY_DB_URL: env.TELEMETRY_DB_URL || dbUrl,
      TELEMETRY_TRUST_PROXY: '1',
      SITE_TLS: '1',
      ...(hostingDir ? { HOSTING_DIR: hostingDir } : {}),
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  for (let i = 0; i < 100; i += 1) {
    if (await answers(socket)) {
      log(`field data: /api/rum and /ops → ${path.relative(ROOT, socket) || socket} (log: ${logFile})`);
      return {
        socket,
        async stop() {
          process.removeListener('exit', stopOnExit);
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  child.kill('SIGKILL');
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-5).join('\n');
  throw new Error(`the field data server did not answer on ${socket} within 10 s:\n${tail}`);
}

module.exports = { startTelemetryProcess };
