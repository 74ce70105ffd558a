// Graceful stop: no new connections, in-flight requests finish, idle keep-alive connections are
// closed (also those that become idle while draining), and the process exits 0. After
// `timeoutMs` every connection is destroyed and the process exits 1, with a log line.
const { errorMessage } = require('../../serving/errors');

/**
 * Drains HTTP servers. Resolves true when all closed in time, false when the timeout forced them.
 * @param {import('http').Server[]} servers
 * @param {{ timeoutMs?: number, pollMs?: number }} [options]
 * @returns {Promise<boolean>}
 */
function drain(servers, { timeoutMs = 10000, pollMs = 50 } = {}) {
  const open = servers.filter((s) => s.listening);
  if (!open.length) return Promise.resolve(true);
  return new Promise((resolve) => {
    let left = open.length;
    /** @param {boolean} ok */
    const finish = (ok) => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve(ok);
    };
    // A keep-alive connection whose request ends while draining becomes idle: close it then.
    const idle = setInterval(() => open.forEach((s) => s.closeIdleConnections()), pollMs);
    const deadline = setTimeout(() => {
      open.forEach((s) => s.closeAllConnections());
      finish(false);
    }, timeoutMs);
    for (const server of open) {
      server.close(() => {
        if (--left === 0) finish(true);
      });
      server.closeIdleConnections();
    }
  });
}

/**
 * On SIGTERM or SIGINT: drain `servers`, then exit 0 (or 1 after the timeout). A second signal
 * while draining exits 1 at once. Returns the function that runs the stop (for tests).
 * @param {import('http').Server[]} servers
 * @param {{ timeoutMs?: number, logger?: Pick<import('pino').Logger, 'info' | 'error'>, exit?: (code: number) => void,
 *   proc?: NodeJS.EventEmitter, signals?: string[],
 *   onDrained?: () => Promise<unknown> }} [options]
 */
function stopOnSignals(
  servers,
  {
    timeoutMs = 10000,
    logger,
    exit = (code) => process.exit(code),
    proc = process,
    signals = ['SIGTERM', 'SIGINT'],
    // What must finish after the last request and before the exit (field data's waiting events).
    onDrained = async () => {},
  } = {},
) {
  let stopping = false;
  /** @param {string} signal */
  async function stop(signal) {
    if (stopping) {
      logger?.error({ signal }, 'second signal while draining: exiting now');
      return exit(1);
    }
    stopping = true;
    logger?.info({ signal, timeoutMs }, 'stopping: draining in-flight requests');
    const ok = await drain(servers, { timeoutMs });
    await onDrained().catch((/** @type {unknown} */ error) =>
      logger?.error({ error: errorMessage(error) }, 'stopping: flush failed'),
    );
    if (ok) {
      logger?.info('stopped');
      return exit(0);
    }
    logger?.error({ timeoutMs }, `requests still running after ${timeoutMs} ms: connections closed, exiting with 1`);
    return exit(1);
  }
  for (const signal of signals) proc.on(signal, () => stop(signal));
  return stop;
}

module.exports = { drain, stopOnSignals };
