#!/usr/bin/env node
// Load benchmark of the serving path (autocannon on loopback, bounded in time), reported as ratios:
//   1. healthy: requests/s and p99 for /, /impresiones/dtf and /uniformes/basquetbol through the
//      Node composer and through nginx, on the same build (budget, issue 20: nginx ≥ 1.0× Node on each
//      route, p99 ≤ 20 ms: its page cache serves a page composed and compressed once a second);
//   2. one remote hanging (accepts connections, never answers), composer freshly started so nothing
//      is cached: p99 after the first timeout window (budget ≤ 50 ms) and throughput against the
//      healthy figure (budget ≥ 0.9×);
//   3. a remote rebuilt and deployed mid-run: non-2xx answers and pages with neither the
//      remote's content nor the Spanish fallback (budget 0 and 0);
//   4. a remote deployed and rolled back repeatedly (no build: the release library's deploy with
//      --from and --no-smoke, then rollback, each the team's command) while under load: seconds
//      per deploy and per rollback (budget ≤ 5 s each), non-2xx and pages without content or
//      fallback (budget 0 and 0);
//   5. field data (scripts/bench/beacons.js, each topology): 1,000 beacons/s while pages are served
//      (--beacon-duration, default 30 s; --beacon-rounds runs without and with beacons, alternated,
//      default 3): the median page p99 against the same load without beacons (budget ≤ 1.2×), pages
//      both as fast as the site answers and at half that rate, beacons lost (budget 0), store size
//      per million events;
//   6. canaries (scripts/bench/canary.js, both topologies): visitors outside a running 10 % canary
//      keep ≥ 0.95× the throughput without one (same run); the canary's side is reported;
//   7. site nodes (scripts/bench/nodes.js, unless --no-nginx or --no-nodes): 3 composers behind nginx,
//      one killed, a rolling restart, a deploy, all under load: 0 failed requests, every node on
//      the new release within 1 s.
// It starts its own servers on ports 3900–3929 (Node; --base-port) and, unless --no-nginx, the
// nginx topology (production/nginx) on its own offset (40; --nginx-offset), each serving releases from a hosting folder of its own in
// .bench/ where the current builds are published first (the repo's dist folders and .hosting are
// never written). Build first (`npm run build`).
//
//   node scripts/bench-serve.js [--duration 5] [--connections 20] [--no-nginx] [--no-redeploy]
//                               [--no-switch] [--no-beacons] [--beacon-duration 30] [--beacon-rounds 3] [--no-canary] [--no-nodes] [--cycles 3]
//                               [--base-port 3900] [--nginx-offset 40] [--client-threads 2]
//
// Results are printed and written to bench-results/serve-<date>.json.
const fs = require('fs');
const net = require('net');
const path = require('path');
const { spawn, execFile } = require('child_process');
const { promisify, parseArgs } = require('util');

const execFileAsync = promisify(execFile);
/**
 * The part of autocannon's API this bench uses (bench/beacons.js too): the package ships no types.
 * @typedef {{ method?: string, headers?: Record<string, string>, body?: string }} AutocannonRequest
 * @typedef {AutocannonRequest & { setupRequest?: (req: AutocannonRequest) => AutocannonRequest,
 *   onResponse?: (status: number, body: string) => void }} AutocannonStep
 * @typedef {{ url: string, connections?: number, duration?: number, overallRate?: number, workers?: number,
 *   headers?: Record<string, string>, requests?: AutocannonStep[] }} AutocannonOptions
 * @typedef {{ requests: { average: number, total: number }, latency: { p50: number, p99: number },
 *   non2xx: number, errors: number, timeouts: number }} AutocannonResult
 * @typedef {{ stop: () => void, on: (event: 'response', listener: (client: unknown, status: number,
 *   bytes: number, ms: number) => void) => void }} AutocannonInstance
 * @typedef {(options: AutocannonOptions, done: (error: Error | null, result: AutocannonResult) => void)
 *   => AutocannonInstance} Autocannon
 */
/** @type {Autocannon} */
// @ts-expect-error -- no declaration file for 'autocannon' (TS7016 under noImplicitAny): typed above
const autocannon = require('autocannon');
const { ROOT, REMOTES } = require('./localApps');
const SHELL_DEFAULT_PORT = require('../shared/src/apps/apps').appNamed('shell').port;
const { publishBuilds, localBuilds } = require('../releases/publishBuilds');
const { liveLinkOf } = require('../releases/hosting');
const { ISLAND_ATTR } = require('../shared/src/islands/markers');
const { beaconPhase } = require('./bench/beacons');
const { canaryPhase, CANARY_BUDGET } = require('./bench/canary');
const { nodesPhase, NODES_SWITCH_BUDGET_MS } = require('./bench/nodes');

// util.parseArgs, like the deploy's CLI: `--duration 5` and `--duration=5` both work (the hand
// parser this replaced read `--duration 5` as a 1 s run).
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    cycles: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    'base-port': { type: 'string', default: '3900' },
    'nginx-offset': { type: 'string', default: '40' },
    'no-nginx': { type: 'boolean', default: false },
    'no-redeploy': { type: 'boolean', default: false },
    'no-switch': { type: 'boolean', default: false },
    'no-beacons': { type: 'boolean', default: false },
    'no-canary': { type: 'boolean', default: false },
    'no-nodes': { type: 'boolean', default: false },
    'beacon-duration': { type: 'string', default: '30' },
    'beacon-rounds': { type: 'string', default: '3' },
    'client-threads': { type: 'string', default: '2' },
  },
});
/** A whole number option, or an error naming it. @param {keyof typeof args} name @param {number} min */
function whole(name, min) {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < min) {
    console.error(`bench-serve: --${name} must be a whole number ≥ ${min}, got "${args[name]}"`);
    process.exit(2);
  }
  return n;
}
const DURATION = whole('duration', 1);
const CYCLES = whole('cycles', 1);
const SWITCH_BUDGET_S = 5;
const CONNECTIONS = whole('connections', 1);
const BEACON_DURATION = whole('beacon-duration', 1);
const BEACON_ROUNDS = whole('beacon-rounds', 1);
// autocannon worker threads for loads whose bodies are not checked (a check runs in this thread).
// With one, the 16 KB basketball page measured the client, not the servers: its one JS thread sat at
// 100 % CPU at ~8,500 req/s whatever served (nginx serving the bytes as a static file did no better),
// and over TLS (the nginx site) it costs the client ~15 % more than plain HTTP (the Node composer).
const CLIENT_THREADS = whole('client-threads', 1);
const ROUTES = ['/', '/impresiones/dtf', '/uniformes/basquetbol'];
const WORK = path.join(ROOT, '.bench');
const { FALLBACK_TITLE: FALLBACK_TEXT } = require('../shared/src/islands/fallbackText');
// Ports: the Node topology on BASE_PORT…+29, nginx on production/nginx's ports shifted by NGINX_OFFSET
// (+ 10 for its restarted site, + 20 for the nodes phase): --base-port / --nginx-offset move them.
const BASE_PORT = whole('base-port', 1);
const NGINX_OFFSET = whole('nginx-offset', 0);

/**
 * A server this bench started, with the end of what it wrote on stderr.
 * @typedef {import('child_process').ChildProcessByStdio<null, null, import('stream').Readable>
 *   & { lastError: () => string }} Started
 */
/** @type {Set<Started>} */
const children = new Set();
/** Stops the topologies main() started (set once they are up). */
let stopTargets = async () => {};
/** @param {string} cmd @param {string[]} argv @param {Record<string, string>} [env] */
function start(cmd, argv, env = {}) {
  const spawned = spawn(cmd, argv, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  const child = /** @type {Started} */ (spawned);
  let err = '';
  child.stderr.on('data', (d) => (err = (err + d).slice(-2000)));
  child.on('exit', () => children.delete(child));
  child.lastError = () => err;
  children.add(child);
  return child;
}
function stopAll() {
  for (const c of children) c.kill('SIGTERM');
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // nginx masters are not our children: stop the topologies before leaving.
    stopTargets()
      .catch(() => {})
      .finally(() => process.exit(130));
  });
}

/** Fails at once when another server holds a port this bench needs (it would measure that server). @param {number} port */
function assertFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: stop what listens there, or move the bench with --base-port`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/** Polls `url` until it answers below 500, or throws after `timeoutMs`. @param {string} url */
async function waitFor(url, timeoutMs = 20000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await get(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A fresh hosting folder with the current builds published as releases (what `npm run serve` does). @param {string} name */
async function freshHosting(name) {
  const hostingDir = path.join(WORK, name);
  fs.rmSync(hostingDir, { recursive: true, force: true });
  await publishBuilds({ hostingDir, builds: localBuilds(), log: () => {} });
  return hostingDir;
}

/**
 * The team's deploy command (releases/cli.js) against a hosting folder; resolves its wall time in seconds.
 * @param {string} hostingDir
 * @param {string[]} args
 */
async function deployCommand(hostingDir, args) {
  const started = Date.now();
  try {
    await execFileAsync(process.execPath, ['releases/cli.js', ...args], {
      cwd: ROOT,
      env: { ...process.env, HOSTING_DIR: hostingDir },
    });
  } catch (error) {
    // What execFile rejects with: the exit code, and what the command wrote.
    const { code, stdout, stderr } =
      /** @type {import('child_process').ExecFileException & { stdout?: string, stderr?: string }} */ (error);
    throw new Error(`${args.join(' ')} failed (${code}):\n${stdout}${stderr}`);
  }
  return (Date.now() - started) / 1000;
}

/**
 * A server that accepts connections and never answers: the worst kind of failing remote.
 * @param {number} port
 * @returns {Promise<{ url: string, close: () => void }>}
 */
function hangingServer(port) {
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => {});
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => {
          for (const s of sockets) s.destroy();
          server.close();
        },
      }),
    ),
  );
}

/**
 * What load() is given: the run's seconds, a check of each body, what to do with the running
 * instance (stop it), headers for every request, `exact`: p50 and p99 to the microsecond, and
 * `rate`: requests per second in all (unset: as fast as the server answers).
 * @typedef {{ duration?: number, check?: (body: string) => boolean, onStart?: (instance: AutocannonInstance) => void,
 *   headers?: Record<string, string>, exact?: boolean, rate?: number }} LoadOptions
 * @typedef {{ rps: number, p99: number, p50: number, requests: number, non2xx: number, errors: number,
 *   bad: number }} LoadResult
 * @typedef {(url: string, options?: LoadOptions) => Promise<LoadResult>} Load
 * @typedef {(url: string, headers?: Record<string, string>) => Promise<{ status: number, body: string }>} Get
 */

/**
 * One autocannon run; `check(body)` may count bad answers (a 2xx whose body fails it); `headers` go
 * with every request (e.g. a canary's bucket cookie).
 * @type {Load}
 */
function load(url, { duration = DURATION, check, onStart, headers = {}, exact = false, rate } = {}) {
  // Like a browser, ask for compressed pages, except when bodies are checked (they must arrive plain).
  let bad = 0;
  let non2xx = 0;
  // autocannon's histogram keeps whole milliseconds, too coarse for a ratio of 3 ms latencies; each
  // response's own time (its 'response' event, hrtime-based) is exact, but only without workers.
  /** @type {number[]} */
  const times = [];
  /** @param {number[]} sorted @param {number} q */
  const quantile = (sorted, q) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 1000) / 1000;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        ...(rate ? { overallRate: rate } : {}),
        ...(check || exact || CLIENT_THREADS < 2 ? {} : { workers: CLIENT_THREADS }),
        headers: { ...(check ? {} : { 'accept-encoding': 'gzip, deflate, br' }), ...headers },
        requests: check
          ? [
              {
                method: 'GET',
                onResponse: (status, body) => {
                  if (status < 200 || status > 299) non2xx += 1;
                  else if (!check(body)) bad += 1;
                },
              },
            ]
          : undefined,
      },
      (error, result) => {
        if (error) return reject(error);
        const sorted = exact && times.length ? times.sort((a, b) => a - b) : null;
        resolve({
          rps: Math.round(result.requests.average),
          p99: sorted ? quantile(sorted, 0.99) : result.latency.p99,
          p50: sorted ? quantile(sorted, 0.5) : result.latency.p50,
          requests: result.requests.total,
          non2xx: check ? non2xx : result.non2xx,
          errors: result.errors + result.timeouts,
          bad,
        });
      },
    );
    if (exact) instance.on('response', (_client, status, _bytes, ms) => status < 300 && times.push(ms));
    if (onStart) onStart(instance);
  });
}

/** A check for load(): the page holds the remote's island or the fallback. @param {string} remote */
const hasContent = (remote) => (/** @type {string} */ body) =>
  body.includes(`${ISLAND_ATTR}="${remote}/`) || body.includes(FALLBACK_TEXT);

/**
 * A topology under load (nodeTopology's, nginxTopology's): its site, its hosting folder and remotes,
 * and how to restart its site with one remote pointed elsewhere.
 * @typedef {{ name: string, url: string, hostingDir: string, remotes: Record<string, string>, dbUrl: string,
 *   restartWith: (name: string, address: string) => Promise<void>, applyCanaries?: () => Promise<unknown>,
 *   stop?: () => Promise<void> }} Target
 */

/** The Node topology: each remote serving its live release in .bench/hosting-node-*, the composer alone in its process. @param {number} offset */
async function nodeTopology(offset) {
  const hostingDir = await freshHosting(`hosting-node-${offset}`);
  /** @type {Record<string, string>} remote name → its URL */
  const remotes = {};
  for (const port of [
    BASE_PORT + offset,
    ...REMOTES.map((r) => r.port + BASE_PORT - SHELL_DEFAULT_PORT + offset),
    BASE_PORT + 29,
  ])
    await assertFree(port);
  for (const r of REMOTES) {
    const port = r.port + BASE_PORT - SHELL_DEFAULT_PORT + offset;
    start(process.execPath, ['serving/serve-remote.js', liveLinkOf(r.name, hostingDir), String(port), r.name]);
    remotes[r.name] = `http://127.0.0.1:${port}`;
  }
  const config = path.join(WORK, `remotes-node-${offset}.json`);
  fs.writeFileSync(config, JSON.stringify(remotes));
  const sitePort = BASE_PORT + offset;
  // Field data in a store of its own; the bench's beacons come with X-Real-IP (as nginx sets it).
  const dbUrl = `file:${path.join(WORK, `telemetry-node-${offset}.db`)}`;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbUrl.slice(5) + suffix, { force: true });
  /** @param {string} remotesFile */
  const startComposer = (remotesFile) => {
    const child = start(process.execPath, ['shell/server/index.js'], {
      PORT: String(sitePort),
      REMOTES_CONFIG: remotesFile,
      HOSTING_DIR: hostingDir,
      LOG_LEVEL: 'info',
      TELEMETRY_DB_URL: dbUrl,
      TELEMETRY_TRUST_PROXY: '1',
      FIELD_WATCH: '0',
    });
    return child;
  };
  let composer = startComposer(config);
  const url = `http://127.0.0.1:${sitePort}`;
  for (const port of Object.values(remotes)) await waitFor(`${port}/remoteEntry.js`);
  await waitFor(url + '/');
  return {
    name: 'node',
    url,
    hostingDir,
    remotes,
    dbUrl,
    /** Restarts the composer with one remote pointed elsewhere (nothing cached). @param {string} name @param {string} address */
    async restartWith(name, address) {
      composer.kill('SIGTERM');
      await new Promise((r) => composer.once('exit', r));
      const file = path.join(WORK, `remotes-node-${offset}-${name}.json`);
      fs.writeFileSync(file, JSON.stringify({ ...remotes, [name]: address }));
      composer = startComposer(file);
      await waitFor(url + '/');
    },
  };
}

/** The nginx topology (production/nginx: TLS site, each remote its own HTTPS origin), serving the releases in .bench/hosting-nginx-*. @param {number} offset */
async function nginxTopology(offset) {
  const { startTopology } = require('../production/nginx/topology');
  const hostingDir = await freshHosting(`hosting-nginx-${offset}`);
  /** @param {string} name */
  const fresh = (name) => {
    const dir = path.join(WORK, name);
    fs.rmSync(dir, { recursive: true, force: true });
    return dir;
  };
  const dbUrl = `file:${path.join(WORK, `telemetry-nginx-${offset}.db`)}`;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbUrl.slice(5) + suffix, { force: true });
  const main = await startTopology({
    offset,
    runtimeDir: fresh(`nginx-${offset}`),
    hostingDir,
    watch: false,
    log: () => {},
    env: {
      ...process.env,
      TELEMETRY_DB_URL: dbUrl,
      FIELD_WATCH: '0',
      // nginx sets X-Real-IP itself, so the bench's beacons arrive from one client: the per-client
      // rate (a setting) is raised for it, as the Node topology's many X-Real-IPs make it moot.
      RUM_RATE_PER_MIN: String(120 * 1000 * 60),
      RUM_RATE_BURST: '100000',
    },
  });
  let site = main;
  return {
    name: 'nginx',
    get url() {
      return site.siteUrl;
    },
    hostingDir,
    remotes: main.remotes,
    dbUrl,
    applyCanaries: () => main.applyCanaries(),
    /** A second site nginx, nothing cached, with one remote pointed elsewhere (the remotes stay). @param {string} name @param {string} address */
    async restartWith(name, address) {
      if (site !== main) await site.stop();
      if (address === main.remotes[name]) return void (site = main);
      const file = path.join(WORK, `remotes-nginx-${offset}-${name}.json`);
      fs.writeFileSync(file, JSON.stringify({ ...main.remotes, [name]: address }));
      // Its HTTPS port clear of the first topology's (offset + 1 would land on its prints origin).
      const restart = offset + 10;
      site = await startTopology({
        offset: restart,
        remotesFile: file,
        runtimeDir: fresh(`nginx-${restart}`),
        hostingDir,
        watch: false,
        log: () => {},
        env: { ...process.env, HTTP_PORT: '' },
      });
    },
    stop: async () => {
      if (site !== main) await site.stop();
      await main.stop();
    },
  };
}

/** GET with the body as text; the local topology's test CA is not trusted by this process. @type {Get} */
function get(url, headers = {}) {
  const client = url.startsWith('https:') ? require('https') : require('http');
  return new Promise((resolve, reject) => {
    client
      .get(url, { rejectUnauthorized: false, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        // A response to a request always has its status.
        res.on('end', () => resolve({ status: /** @type {number} */ (res.statusCode), body }));
      })
      .on('error', reject);
  });
}

/** Where phase 3 builds prints (and phase 4 reuses the build). */
const BUILD_DIR = path.join(WORK, 'build-prints');

/** Builds prints into BUILD_DIR in child processes: a load running meanwhile keeps running. */
async function buildPrints() {
  fs.rmSync(BUILD_DIR, { recursive: true, force: true });
  const env = { ...process.env, DIST_DIR: BUILD_DIR, NODE_ENV: 'production' };
  await execFileAsync(
    process.execPath,
    ['node_modules/webpack-cli/bin/cli.js', '--config', 'mf-prints/webpack.config.js', '--mode', 'production'],
    { cwd: ROOT, env },
  );
  await execFileAsync(process.execPath, ['build-tools/prerender.js', 'mf-prints'], { cwd: ROOT, env });
}

/**
 * What the bench reports (bench-results/serve-<date>.json): each phase's figures by topology (and
 * route), then the summary lines.
 * @typedef {LoadResult & { firstStatus: number, firstMs: number, firstHasFallback: boolean }} HangingRun
 * @typedef {LoadResult & { deployed: boolean, deployS: number | null }} RedeployRun
 * @typedef {LoadResult & { cycles: number, deployS: number[], rollbackS: number[], maxDeployS: number | null,
 *   maxRollbackS: number | null, failure: string | null }} SwitchRun
 * @typedef {{ date: string, duration: number, connections: number,
 *   healthy: Record<string, Record<string, LoadResult>>, hanging: Record<string, HangingRun>,
 *   redeploy: Record<string, RedeployRun>, switching: Record<string, SwitchRun>,
 *   beacons: Record<string, Awaited<ReturnType<typeof beaconPhase>>>, canary: Awaited<ReturnType<typeof canaryPhase>> | null,
 *   nodes: Awaited<ReturnType<typeof nodesPhase>> | null, summary?: string[] }} Report
 */

/** 1. Healthy: requests/s and p99 of each route through each topology. @param {Target[]} targets @param {Report} report */
async function healthyPhase(targets, report) {
  for (const t of targets) {
    report.healthy[t.name] = {};
    for (const route of ROUTES) {
      await load(t.url + route, { duration: 1 }); // warm caches and connections
      report.healthy[t.name][route] = await load(t.url + route);
      const r = report.healthy[t.name][route];
      console.log(
        `healthy ${t.name.padEnd(5)} ${route.padEnd(22)} ${String(r.rps).padStart(6)} req/s  p99 ${r.p99} ms  non-2xx ${r.non2xx}`,
      );
    }
  }
}

/** 2. One remote hanging, nothing cached: the first request, then the load. @param {Target[]} targets @param {Report} report */
async function hangingPhase(targets, report) {
  const hang = await hangingServer(BASE_PORT + 29);
  for (const t of targets) {
    await t.restartWith('uniforms', hang.url);
    const started = Date.now();
    const first = await get(t.url + '/uniformes/basquetbol');
    const firstMs = Date.now() - started;
    const body = first.body;
    const r = await load(t.url + '/uniformes/basquetbol');
    report.hanging[t.name] = {
      firstStatus: first.status,
      firstMs,
      firstHasFallback: body.includes(FALLBACK_TEXT),
      ...r,
    };
    console.log(
      `hanging ${t.name.padEnd(5)} first ${firstMs} ms (${first.status}), then ${r.rps} req/s  p99 ${r.p99} ms  non-2xx ${r.non2xx}`,
    );
    await t.restartWith('uniforms', t.remotes.uniforms);
  }
  hang.close();
}

/** 3. A remote rebuilt and deployed mid-run, under load. @param {Target[]} targets @param {Report} report */
async function redeployPhase(targets, report) {
  for (const t of targets) {
    /** @type {number | null} */
    let deployS = null;
    const run = load(t.url + '/impresiones/dtf', {
      duration: 900, // an upper bound: stopped 5 s after the deploy
      check: hasContent('prints'),
      onStart: (instance) => {
        setTimeout(async () => {
          // Rebuild under load, then deploy it as a release of the topology's hosting; stop 5 s later.
          try {
            await buildPrints();
            deployS = await deployCommand(t.hostingDir, ['deploy', 'prints', '--from', BUILD_DIR, '--no-smoke']);
          } catch (error) {
            console.error(error instanceof Error ? error.message : String(error));
          }
          setTimeout(() => instance.stop(), 5000);
        }, 1000);
      },
    });
    const r = await run;
    report.redeploy[t.name] = { ...r, deployed: deployS !== null, deployS };
    console.log(
      `redeploy ${t.name.padEnd(5)} ${r.requests} requests  non-2xx ${r.non2xx}  without content or fallback ${r.bad}  errors ${r.errors}  deploy ${deployS} s`,
    );
  }
}

/**
 * 4. Deploy and roll back a remote repeatedly under load (no build: the build of phase 3, or one made now).
 * @param {Target[]} targets
 * @param {Report} report
 */
async function switchPhase(targets, report) {
  if (!fs.existsSync(path.join(BUILD_DIR, 'build.json'))) await buildPrints();
  for (const t of targets) {
    /** @type {{ deploy: number[], rollback: number[] }} */
    const times = { deploy: [], rollback: [] };
    /** @type {string | null} */
    let failure = null;
    const run = load(t.url + '/impresiones/dtf', {
      duration: 600,
      check: hasContent('prints'),
      onStart: (instance) => {
        setTimeout(async () => {
          try {
            for (let i = 0; i < CYCLES; i++) {
              times.deploy.push(
                await deployCommand(t.hostingDir, ['deploy', 'prints', '--from', BUILD_DIR, '--no-smoke']),
              );
              await new Promise((r) => setTimeout(r, 500));
              times.rollback.push(await deployCommand(t.hostingDir, ['rollback', 'prints']));
              await new Promise((r) => setTimeout(r, 500));
            }
          } catch (error) {
            failure = error instanceof Error ? error.message : String(error);
            console.error(failure);
          }
          setTimeout(() => instance.stop(), 1000);
        }, 1000);
      },
    });
    const r = await run;
    /** @param {number[]} list */
    const max = (list) => (list.length ? Math.max(...list) : null);
    report.switching[t.name] = {
      ...r,
      cycles: CYCLES,
      deployS: times.deploy,
      rollbackS: times.rollback,
      maxDeployS: max(times.deploy),
      maxRollbackS: max(times.rollback),
      failure,
    };
    /** @param {number[]} list */
    const secs = (list) => list.map((x) => x.toFixed(2)).join(', ');
    console.log(
      `switch   ${t.name.padEnd(5)} deploy ${secs(times.deploy)} s; rollback ${secs(times.rollback)} s; ${r.requests} requests  non-2xx ${r.non2xx}  without content or fallback ${r.bad}  errors ${r.errors}`,
    );
  }
}

/** The ratios against the budgets, printed and written with the report. @param {Target[]} targets @param {Report} report */
function summarise(targets, report) {
  /** @param {number} a @param {number} b */
  const ratio = (a, b) => (b ? Math.round((a / b) * 100) / 100 : NaN);
  const lines = [];
  if (report.healthy.nginx) {
    for (const route of ROUTES)
      lines.push(
        `nginx/Node req/s ${route}: ${ratio(report.healthy.nginx[route].rps, report.healthy.node[route].rps)}× (budget ≥ 1.0), nginx p99 ${report.healthy.nginx[route].p99} ms (budget ≤ 20)`,
      );
  }
  for (const t of targets) {
    const h = report.hanging[t.name];
    lines.push(
      `${t.name} hanging remote: p99 ${h.p99} ms after the first (${h.firstMs} ms); throughput ${ratio(h.rps, report.healthy[t.name]['/uniformes/basquetbol'].rps)}× healthy`,
    );
  }
  for (const t of targets) {
    const w = report.switching[t.name];
    if (!w) continue;
    // maxRollbackS is null only when a cycle failed (then `failure` is set); null compares as 0.
    const ok =
      !w.failure &&
      w.maxDeployS !== null &&
      w.maxDeployS <= SWITCH_BUDGET_S &&
      (w.maxRollbackS ?? 0) <= SWITCH_BUDGET_S &&
      w.non2xx === 0 &&
      w.bad === 0;
    lines.push(
      `${t.name} deploy/rollback under load: slowest deploy ${w.maxDeployS} s, slowest rollback ${w.maxRollbackS} s (budget ≤ ${SWITCH_BUDGET_S} s); non-2xx ${w.non2xx}, without content or fallback ${w.bad} (budget 0, 0): ${ok ? 'within budget' : 'OVER BUDGET'}`,
    );
  }
  // A null ratio (a page p99 of 0 without beacons) or store size (no events) compares and divides as 0.
  for (const [name, b] of Object.entries(report.beacons)) {
    const kept = b.lost === 0 && !Object.keys(b.refused).length;
    for (const [how, c] of /** @type {const} */ ([
      ['saturating pages', b.saturating],
      [`${b.steady.rate} pages/s`, b.steady],
    ]))
      lines.push(
        `${name} with ${b.beaconsPerS} beacons/s, ${how}: page p99 ${c.ratio}× without (budget ≤ 1.2×); beacons lost ${b.lost}, refused ${JSON.stringify(b.refused)} (budget 0): ${(c.ratio ?? 0) <= 1.2 && kept ? 'within budget' : 'OVER BUDGET'}`,
      );
    lines.push(
      `${name} field data store: ${Math.round((b.storeBytesPerMillionEvents ?? 0) / 1e6)} MB per million events`,
    );
  }
  for (const [name, c] of Object.entries(report.canary || {}))
    lines.push(
      `${name} during a 10 % canary: visitors outside it ${c.ratio}× the throughput without one (budget ≥ ${CANARY_BUDGET}×): ${c.withinBudget ? 'within budget' : 'OVER BUDGET'}; its side ${c.inside.rps} req/s, p99 ${c.inside.p99} ms`,
    );
  const n = report.nodes;
  if (n)
    lines.push(
      `${n.nodes} nodes behind nginx: failed requests with one killed ${n.killed.failed}, in a rolling restart ${n.rolling.failed}, during a deploy ${n.deploy.failed} (budget 0); every node on the new release within ${n.deploy.slowestMs} ms (budget ≤ ${NODES_SWITCH_BUDGET_MS}), its content through nginx within ${n.deploy.throughNginxMs} ms: ${n.withinBudget ? 'within budget' : 'OVER BUDGET'}`,
    );
  console.log('\n' + lines.join('\n'));
  report.summary = lines;
  const out = path.join(ROOT, 'bench-results', `serve-${report.date.replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(report, null, 2));
  console.log(`\nwritten ${path.relative(ROOT, out)}`);
}

async function main() {
  fs.mkdirSync(WORK, { recursive: true });
  const node = await nodeTopology(0);
  /** @type {Target[]} */
  const targets = [node];
  if (!args['no-nginx']) targets.push(await nginxTopology(NGINX_OFFSET));
  stopTargets = async () => {
    await Promise.all(targets.map((t) => t.stop && t.stop()));
  };
  /** @type {Report} */
  const report = {
    date: new Date().toISOString(),
    duration: DURATION,
    connections: CONNECTIONS,
    healthy: {},
    hanging: {},
    redeploy: {},
    switching: {},
    beacons: {},
    canary: null,
    nodes: null,
  };
  await healthyPhase(targets, report);
  await hangingPhase(targets, report);
  if (!args['no-redeploy']) await redeployPhase(targets, report);
  if (!args['no-switch']) await switchPhase(targets, report);
  if (!args['no-beacons'])
    for (const t of targets) report.beacons[t.name] = await beaconPhase(t, load, BEACON_DURATION, BEACON_ROUNDS);
  if (!args['no-canary']) report.canary = await canaryPhase(targets, load, get);
  if (!args['no-nginx'] && !args['no-nodes'])
    report.nodes = await nodesPhase({
      offset: NGINX_OFFSET + 20,
      freshHosting,
      work: WORK,
      load,
      check: hasContent('prints'),
      get,
    });
  summarise(targets, report);
}

main()
  .catch((error) => {
    console.error(error.message);
    for (const c of children) if (c.lastError()) console.error(c.lastError());
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopTargets().catch(() => {});
    stopAll();
    setTimeout(() => process.exit(), 500).unref();
  });
