#!/usr/bin/env node
// Field data alone (shell/server/telemetry.js): /api/rum and /ops for the nginx topology, where nginx
// composes the pages and proxies these paths here (production/nginx/generate.js). Plain HTTP on a unix
// socket (TELEMETRY_SOCKET) or a port (TELEMETRY_PORT, default 3090), behind the site's nginx (so
// the client's address is its X-Real-IP). SIGTERM flushes waiting events and exits.
const { envPort } = require('../../serving/env');
const http = require('http');
const { createTelemetry } = require('./telemetry');
const { createLogger } = require('./logger');
const { trackRequest } = require('./requestLog');
const { failed } = require('./responses');
const { stopOnSignals } = require('./shutdown');
const { listenOn } = require('./listen');
const { startOrExit } = require('./startup');
const { requestUrl } = require('./requestUrl');
const { serverSettings } = require('./settings');
const { hostingDirOf } = require('../../releases/hosting');

/** @param {{ telemetry: ReturnType<typeof createTelemetry>, logger: import('pino').Logger }} o */
function createTelemetryServer({ telemetry, logger }) {
  const server = http.createServer((req, res) => {
    const ctx = trackRequest(req, res, logger);
    const url = requestUrl(req);
    if (url.pathname === '/healthz') {
      ctx.route = 'healthz';
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return res.end('{"status":"ok"}');
    }
    if (!telemetry.handles(url.pathname)) {
      ctx.route = 'not-found';
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end('Not found\n');
    }
    Promise.resolve(telemetry.handle(req, res, ctx, url)).catch((error) => failed(res, ctx, error, logger));
  });
  server.on('close', () => void telemetry.close());
  return server;
}

if (require.main === module) {
  startOrExit('telemetry', () => {
    const logger = createLogger({ name: 'telemetry' });
    const env = { TELEMETRY_TRUST_PROXY: '1', ...process.env };
    const telemetry = createTelemetry({ hostingDir: hostingDirOf(), logger, env });
    const server = createTelemetryServer({ telemetry, logger });
    const where = { socket: process.env.TELEMETRY_SOCKET, port: envPort(process.env, 'TELEMETRY_PORT', 3090) };
    listenOn(server, where, (address) => logger.info({ listen: address }, 'telemetry server listening'));
    stopOnSignals([server], {
      timeoutMs: serverSettings().shutdownTimeoutMs,
      logger,
      onDrained: () => telemetry.close(),
    });
    return [server];
  });
}

module.exports = { createTelemetryServer };
