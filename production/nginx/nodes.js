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
// serves every other page). Under systemd the same check runs as a service of its own
// (watch-nodes.js): it writes the nodes to mark down to a file, and the site's reload renders them.
const fs = require('fs');
const path = require('path');
const { startComposerProcess, answers } = require('./sidecars');

/**
 * SITE_NODES: the site nodes' addresses (host:port or a unix socket path, comma-separated), null: none.
 * @param {NodeJS.ProcessEnv} env @returns {string[] | null}
 */
function siteNodes(env) {
  const nodes = (env.SITE_NODES || '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  for (const node of nodes)
    if (!/^(\/[\w./-]+|[\w.-]+:\d{1,5}|\[[\da-fA-F:]+\]:\d{1,5})$/.test(node))
      throw new Error(`SITE_NODES: ${JSON.stringify(node)} is not host:port or a socket path`);
  return nodes.length ? nodes : null;
}

/**
 * The nodes to mark down: those not ready, unless none is.
 * @param {string[]} sockets @param {boolean[]} ready  ready[i] is sockets[i]'s /readyz
 * @returns {string[]}
 */
function nodesDown(sockets, ready) {
  if (!ready.some(Boolean)) return [];
  return sockets.filter((_, i) => !ready[i]);
}

/** Each address's readiness (/readyz answers 200), in order. @param {string[]} addresses */
const readiness = (addresses) => Promise.all(addresses.map((address) => answers(address, '/readyz')));

/**
 * The nodes marked down in `file` (written by watch-nodes.js) that are still site nodes; never all
 * of them. A missing file: none. An unreadable one: none, and `warn` says why (the reload goes on:
 * nginx's passive checks still skip a failing node).
 * @param {string} file @param {string[]} nodes @param {(line: string) => void} warn @returns {string[]}
 */
function readDownFile(file, nodes, warn) {
  let listed;
  try {
    listed = JSON.parse(fs.readFileSync(file, 'utf8')).down;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT')
      warn(`${file}: not read, no node is marked down (${/** @type {Error} */ (error).message})`);
    return [];
  }
  if (!Array.isArray(listed)) {
    warn(`${file}: "down" is not a list, no node is marked down`);
    return [];
  }
  const down = nodes.filter((n) => listed.includes(n));
  return down.length < nodes.length ? down : [];
}

/** Writes the nodes to mark down to `file` whole (a rename), for the site's reload. @param {string} file @param {string[]} down */
function writeDownFile(file, down) {
  const next = `${file}.${process.pid}.next`;
  fs.writeFileSync(next, `${JSON.stringify({ down, at: new Date().toISOString() })}\n`);
  fs.renameSync(next, file);
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
    ready: () => readiness(sockets),
    stopAll: async () => {
      for (let i = 0; i < count; i += 1) await stop(i);
    },
  };
}

/**
 * Asks the nodes' /readyz every `intervalMs`; calls `onChange(down)` when the nodes to mark down change
 * from `initial` (or from the last change it took: one that answers false is tried again). Returns
 * what stops it.
 * @param {{ sockets: string[], ready: () => Promise<boolean[]> }} nodes
 * @param {(down: string[]) => unknown} onChange @param {number} [intervalMs] @param {string[]} [initial]
 */
function watchReadiness(nodes, onChange, intervalMs = 500, initial = []) {
  let down = initial;
  let busy = false;
  let stopped = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const now = nodesDown(nodes.sockets, await nodes.ready());
      // A round still waiting on /readyz when stopped reports nothing: its answers are from before the stop.
      if (stopped) return;
      // onChange reports its own failure and answers false (or throws): the next round tries again.
      if (now.join('\n') !== down.join('\n') && (await onChange(now)) !== false) down = now;
    } catch {
      // (as above: never an unhandled rejection from a timer)
    } finally {
      busy = false;
    }
  }, intervalMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

module.exports = { siteNodes, nodesDown, readiness, readDownFile, writeDownFile, startNodes, watchReadiness };
