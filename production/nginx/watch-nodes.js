#!/usr/bin/env node
// @ts-check
// The site nodes' health check under systemd (the <name>-site-nodes unit, production/systemd): nginx open
// source only skips a node after a request to it failed, so this asks each of SITE_NODES its /readyz
// every half second, as the local harness does (nodes.js), and writes the nodes to mark down to
// --down-file whenever that set changes. The site's reload path unit watches that file and reloads
// the site, whose render (render.js, SITE_NODES_DOWN_FILE) marks them `down`. It never marks every
// node down (nodesDown), and it starts from what the file already says, so a restart reloads nothing.
//
//   watch-nodes.js --down-file /var/lib/estampa/site-nodes/down.json [--interval-ms 500]
//
// Environment: SITE_NODES (host:port or socket paths, comma-separated; unset: nothing to check, it
// exits 0), LOG_LEVEL. Logs: JSON lines (pino) on stdout.
const path = require('path');
const { parseArgs } = require('util');
const { siteNodes, readiness, readDownFile, writeDownFile, watchReadiness } = require('./nodes');
const { createLogger } = require('../../shell/server/logger');

const USAGE = 'usage: watch-nodes.js --down-file <absolute path> [--interval-ms <50-60000>]';

/**
 * Starts the check; returns what stops it, or null when there are no site nodes.
 * @param {{ downFile: string, intervalMs: number, env: NodeJS.ProcessEnv,
 *   log: Pick<import('pino').Logger, 'info' | 'warn' | 'error'> }} o
 */
function watchNodes({ downFile, intervalMs, env, log }) {
  const nodes = siteNodes(env);
  if (!nodes) return null;
  const initial = readDownFile(downFile, nodes, (line) => log.warn({ downFile }, line));
  log.info({ nodes, down: initial, intervalMs }, 'checking the site nodes /readyz');
  return watchReadiness(
    { sockets: nodes, ready: () => readiness(nodes) },
    (down) => {
      try {
        writeDownFile(downFile, down);
      } catch (error) {
        log.error({ downFile, err: error }, `cannot write ${downFile}; trying again in ${intervalMs} ms`);
        return false;
      }
      log.info({ down }, down.length ? `nodes marked down (not ready): ${down.join(', ')}` : 'every node is ready');
      return true;
    },
    intervalMs,
    initial,
  );
}

/** @param {string[]} argv */
function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { 'down-file': { type: 'string' }, 'interval-ms': { type: 'string', default: '500' } },
  });
  const downFile = values['down-file'];
  if (!downFile || !path.isAbsolute(downFile)) throw new Error(`--down-file must be an absolute path\n${USAGE}`);
  const intervalMs = Number(values['interval-ms']);
  if (!Number.isInteger(intervalMs) || intervalMs < 50 || intervalMs > 60000)
    throw new Error(`--interval-ms must be a whole number from 50 to 60000, got ${values['interval-ms']}\n${USAGE}`);
  const log = createLogger({ name: 'site-nodes' });
  const stop = watchNodes({ downFile, intervalMs, env: process.env, log });
  if (!stop) {
    log.info({}, 'SITE_NODES is not set: no site nodes to check');
    return;
  }
  // The timer is unref'd (the harness must be able to exit): this keeps the process up until a signal.
  const alive = setInterval(() => {}, 1 << 30);
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT']))
    process.once(signal, () => {
      stop();
      clearInterval(alive);
    });
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`watch-nodes: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}

module.exports = { watchNodes };
