// @ts-check
// bench:serve's site nodes phase (issue 20): the nginx topology with 3 site nodes that are composers
// (production/nginx/nodes.js), the page cache off (PAGE_CACHE_S=0) so that every page request reaches a
// node: the balancer's worst case. Under load on /impresiones/dtf (each body checked: the remote's
// content or the Spanish fallback):
//   1. one node killed (SIGKILL) mid-run                   → failed requests (budget 0)
//   2. a rolling restart of every node (SIGTERM, drained, started again, back in once ready)
//                                                          → failed requests (budget 0)
//   3. a prints release switched live mid-run: the time until every node names it in its pages'
//      X-Releases, asked on each node's own socket (budget ≤ 1 s), and until the fragment's own
//      content reaches the page through nginx (reported: bounded by the fragment cache's freshness).
// A failed request is a non-2xx answer, a connection error or timeout, or a page with neither
// content nor fallback.
const fs = require('fs');
const http = require('http');
const path = require('path');
const { openStore } = require('../../releases/releaseStore');
const { findApp } = require('../../releases/deployableApps');
const { ROOT } = require('../localApps');

const ROUTE = '/impresiones/dtf';
const NODES = 3;
const SWITCH_BUDGET_MS = 1000;
const MARK = 'Versión de los nodos · ';
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** @import { AutocannonInstance, Get, Load, LoadResult } from '../bench-serve.js' */

/** X-Releases of ROUTE asked on one node's socket (null: no answer). @param {string} socket */
function releasesOnNode(socket) {
  return new Promise((resolve) => {
    const req = http.get({ socketPath: socket, path: ROUTE, timeout: 2000, headers: { host: 'localhost' } }, (res) => {
      res.resume();
      resolve(res.headers['x-releases'] || null);
    });
    req.once('error', () => resolve(null));
    req.once('timeout', () => req.destroy());
  });
}

/** Polls `check` every 20 ms until it is true; resolves the ms it took (null after `limitMs`). */
async function msUntil(/** @type {() => Promise<boolean>} */ check, started = Date.now(), limitMs = 15000) {
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started;
    await sleep(20);
  }
  return null;
}

/** Failed requests of one load result. @param {{ non2xx: number, errors: number, bad: number }} r */
const failures = (r) => r.non2xx + r.errors + r.bad;

/**
 * A prints release switched live while `underLoad` runs: the ms until each node names it, and until
 * its content reaches the page through nginx. The candidate is the current build with a marked DTF
 * fragment, so that its content can be told apart.
 * @param {{ work: string, hostingDir: string, nodes: { sockets: string[] }, url: string,
 *   get: (url: string) => Promise<{ body: string }>, underLoad: (during: () => Promise<unknown>) => Promise<LoadResult> }} o
 */
async function deployUnderLoad({ work, hostingDir, nodes, url, get, underLoad }) {
  const buildDir = path.join(work, 'prints-nodes');
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'mf-prints/dist/client'), path.join(buildDir, 'client'), { recursive: true });
  const fragment = path.join(buildDir, 'client/fragments/DtfPage.html');
  fs.writeFileSync(fragment, fs.readFileSync(fragment, 'utf8').replace(/<h1([^>]*)>/, `<h1$1>${MARK}`));
  for (const ext of ['.br', '.gz']) fs.rmSync(fragment + ext, { force: true });
  const prints = openStore({ hostingDir, app: findApp('prints') });
  const candidate = prints.publish({ buildDir, buildId: 'prints-nodes', time: new Date(Date.now() + 1000) }).releaseId;
  /** @type {(number | null)[]} */
  let perNode = [];
  /** @type {number | null} */
  let throughNginx = null;
  const deploy = await underLoad(async () => {
    const switched = Date.now();
    prints.switchTo(candidate, 'deploy');
    perNode = await Promise.all(
      nodes.sockets.map((socket) =>
        msUntil(async () => ((await releasesOnNode(socket)) || '').includes(`prints=${candidate}`), switched),
      ),
    );
    throughNginx = await msUntil(async () => (await get(url)).body.includes(MARK), switched);
  });
  return { candidate, perNode, throughNginx, deploy };
}

/**
 * The phase's figures, the budget's verdict, and its line in the output.
 * @param {{ baseline: LoadResult, killed: LoadResult, rolling: LoadResult, deploy: LoadResult, candidate: string,
 *   perNode: (number | null)[], throughNginx: number | null }} r
 */
function reportOf({ baseline, killed, rolling, deploy, candidate, perNode, throughNginx }) {
  const slowest = perNode.some((ms) => ms === null) ? null : Math.max(.../** @type {number[]} */ (perNode));
  const report = {
    nodes: NODES,
    baseline,
    killed: { ...killed, failed: failures(killed) },
    rolling: { ...rolling, failed: failures(rolling) },
    deploy: {
      ...deploy,
      failed: failures(deploy),
      candidate,
      msPerNode: perNode,
      slowestMs: slowest,
      throughNginxMs: throughNginx,
    },
  };
  const ok =
    report.killed.failed === 0 &&
    report.rolling.failed === 0 &&
    report.deploy.failed === 0 &&
    slowest !== null &&
    slowest <= SWITCH_BUDGET_MS;
  console.log(
    `nodes ${NODES} composers behind nginx (page cache off): ${baseline.rps} req/s; one killed: ${report.killed.failed} failed of ${killed.requests}; rolling restart: ${report.rolling.failed} failed of ${rolling.requests}; a deploy: every node within ${slowest} ms (${perNode.join(', ')}), through nginx ${throughNginx} ms, ${report.deploy.failed} failed`,
  );
  return { ...report, withinBudget: ok };
}

/**
 * @param {{ offset: number, freshHosting: (name: string) => Promise<string>, work: string, load: Load,
 *   check: (body: string) => boolean, get: Get }} o
 */
async function nodesPhase({ offset, freshHosting, work, load, check, get }) {
  const { startTopology } = require('../../production/nginx/topology');
  const hostingDir = await freshHosting(`hosting-nodes-${offset}`);
  const runtimeDir = path.join(work, `nginx-nodes-${offset}`);
  fs.rmSync(runtimeDir, { recursive: true, force: true });
  const env = { ...process.env, PAGE_CACHE_S: '0', HTTP_PORT: '' };
  const topology = await startTopology({
    offset,
    runtimeDir,
    hostingDir,
    nodes: NODES,
    watch: false,
    telemetry: false,
    log: () => {},
    env,
  });
  const nodes = /** @type {NonNullable<typeof topology.nodes>} */ (topology.nodes);
  const url = topology.siteUrl + ROUTE;
  /** Runs the load while `during()` runs, and at least `seconds`; resolves the load's result. */
  const underLoad = async (/** @type {() => Promise<unknown>} */ during, seconds = 4) => {
    // Set by onStart, which load() calls as it starts the run.
    let instance = /** @type {AutocannonInstance | null} */ (null);
    const run = load(url, { duration: 120, check, onStart: (i) => (instance = i) });
    const started = Date.now();
    await sleep(1000);
    await during();
    await sleep(Math.max(1000, seconds * 1000 - (Date.now() - started)));
    /** @type {AutocannonInstance} */ (instance).stop();
    return run;
  };
  /** Until the balancer's check has every node back in (all ready, the configuration reloaded). */
  const allBack = async () => {
    await msUntil(async () => (await nodes.ready()).every(Boolean));
    await sleep(1200);
  };
  try {
    await load(url, { duration: 1, check }); // warm
    const baseline = await underLoad(async () => {});

    const killed = await underLoad(() => nodes.stop(0, 'SIGKILL'));
    await nodes.start(0);
    await allBack();

    const rolling = await underLoad(async () => {
      for (let i = 0; i < NODES; i += 1) {
        await nodes.stop(i);
        await nodes.start(i);
        await allBack();
      }
    });

    const { candidate, perNode, throughNginx, deploy } = await deployUnderLoad({
      work,
      hostingDir,
      nodes,
      url,
      get,
      underLoad,
    });
    return reportOf({ baseline, killed, rolling, deploy, candidate, perNode, throughNginx });
  } finally {
    await topology.stop();
  }
}

module.exports = { nodesPhase, NODES_SWITCH_BUDGET_MS: SWITCH_BUDGET_MS };
