// @ts-check
// Site nodes that are composers (issue 20), for the local harness (`npm run serve:prod -- --nodes 3`):
// N Node composers (shell/server/index.js), each on a unix socket of its own, reading the same hosting
// folder and remotes file; the site's nginx balances pages over them (generate.js `nodes`), retries a
// request that fails on the next node, and caches what they compose (its page cache).
//
// nginx (open source) only notices a node's failure passively, when a request to it fails. So the
// balancer's health check is ours: every `intervalMs` each node's /readyz is asked, and the nodes
// that are not ready (no answer, draining, or 503: a remote it cannot serve) are marked `down` in
// the configuration, which is regenerated and reloaded (topology.js). Never all of them: when no node
// is ready, none is marked and nginx's retries choose (a site with a remote down everywhere still
// serves every other page).
const path = require('path');
const { startComposerProcess, answers } = require('./sidecars');

/**
 * The nodes to mark down: those not ready, unless none is.
 * @param {string[]} sockets @param {boolean[]} ready  ready[i] is sockets[i]'s /readyz
 * @returns {string[]}
 */
function nodesDown(sockets, ready) {
  if (!ready.some(Boolean)) return [];
  return sockets.filter((_, i) => !ready[i]);
}

/**
 * Starts `count` composer nodes; returns their sockets and what stops, kills or starts one (the bench's
 * node lost, rolling restart) and all.
 * @param {{ count: number, socketDir: string, logDir: string, hostingDir: string, remotesFile: string,
 *   ca: string | null, env: NodeJS.ProcessEnv, log: (line: string) => void }} o
 */
async function startNodes({ count, socketDir, logDir, hostingDir, remotesFile, ca, env, log }) {
  if (!(Number.isInteger(count) && count >= 1 && count <= 32))
    throw new Error(`--nodes must be a whole number from 1 to 32, got ${count}`);
  const sockets = Array.from({ length: count }, (_, i) => path.join(socketDir, `node-${i + 1}.sock`));
  /** @type {({ stop: (signal?: NodeJS.Signals) => Promise<void> } | null)[]} */
  const running = sockets.map(() => null);
  /** @param {number} i */
  const start = async (i) => {
    if (running[i]) return;
    running[i] = await startComposerProcess({
      what: `site node ${i + 1}: composer`,
      socket: sockets[i],
      hostingDir,
      remotesFile,
      ca,
      env,
      logFile: path.join(logDir, `node-${i + 1}.log`),
      log,
    });
  };
  /** @param {number} i @param {NodeJS.Signals} [signal] */
  const stop = async (i, signal = 'SIGTERM') => {
    const node = running[i];
    running[i] = null;
    if (node) await node.stop(signal);
  };
  try {
    for (let i = 0; i < count; i += 1) await start(i);
  } catch (error) {
    for (let i = 0; i < count; i += 1) await stop(i);
    throw error;
  }
  return {
    sockets,
    start,
    stop,
    /** Each node's readiness (/readyz 200), in order. */
    ready: () => Promise.all(sockets.map((socket) => answers(socket, '/readyz'))),
    stopAll: async () => {
      for (let i = 0; i < count; i += 1) await stop(i);
    },
  };
}

/**
 * Asks the nodes' /readyz every `intervalMs`; calls `onChange(down)` when the nodes to mark down change.
 * Returns what stops it.
 * @param {{ sockets: string[], ready: () => Promise<boolean[]> }} nodes
 * @param {(down: string[]) => unknown} onChange @param {number} [intervalMs]
 */
function watchReadiness(nodes, onChange, intervalMs = 500) {
  let down = /** @type {string[]} */ ([]);
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const now = nodesDown(nodes.sockets, await nodes.ready());
      if (now.join('\n') !== down.join('\n')) {
        down = now;
        await onChange(now);
      }
    } finally {
      busy = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

module.exports = { nodesDown, startNodes, watchReadiness };
