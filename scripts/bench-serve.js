#!/usr/bin/env node
// Load benchmark of the serving path (autocannon on loopback, bounded in time), reported as ratios:
//   1. healthy: requests/s and p99 for /, /impresiones/dtf and /uniformes/basquetbol through the
//      Node composer and through nginx, on the same build (budget: Node ≥ 1.0× nginx on basketball);
//   2. one remote hanging (accepts connections, never answers), composer freshly started so nothing
//      is cached: p99 after the first timeout window (budget ≤ 50 ms) and throughput against the
//      healthy figure (budget ≥ 0.9×);
//   3. a remote rebuilt and published mid-run: non-2xx answers and pages with neither the
//      remote's content nor the Spanish fallback (budget 0 and 0).
// It starts its own servers on ports 3900–3929 (Node) and, unless --no-nginx, the nginx topology
// (deploy/nginx) on its own offset, from a copy of each remote's build in .bench/ (the repo's
// dist folders are never written). Build first (`npm run build`).
//
//   node scripts/bench-serve.js [--duration 5] [--connections 20] [--no-nginx] [--no-redeploy]
//
// Results are printed and written to bench-results/serve-<date>.json.
const fs = require('fs');
const net = require('net');
const path = require('path');
const { spawn, execFile } = require('child_process');
const { promisify } = require('util');

const execFileAsync = promisify(execFile);
const autocannon = require('autocannon');
const { ROOT, REMOTES } = require('./apps');

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const DURATION = Number(args.duration || 5);
const CONNECTIONS = Number(args.connections || 20);
const ROUTES = ['/', '/impresiones/dtf', '/uniformes/basquetbol'];
const WORK = path.join(ROOT, '.bench');
const FALLBACK_TEXT = 'Esta sección no está disponible en este momento';
const BASE_PORT = 3900;

const children = new Set();
/** Stops the topologies main() started (set once they are up). */
let stopTargets = async () => {};
function start(cmd, argv, env = {}) {
  const child = spawn(cmd, argv, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
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

/** Fails at once when another server holds a port this bench needs (it would measure that server). */
function assertFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use: stop what listens there, the bench needs ports ${BASE_PORT}–${BASE_PORT + 29}`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/** Writes a file so a reader sees the old or the new one, never half of it. */
function writeAtomic(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

/**
 * Publishes a remote build into a hosting folder the way a release does: every file is added or
 * replaced atomically, hashed files first and the fixed-name ones (remoteEntry.js, fragments,
 * pages) last, and nothing is deleted (open pages may still load old chunks).
 */
function publish(fromDir, toDir) {
  const files = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else files.push(path.relative(fromDir, p));
    }
  };
  walk(fromDir);
  const fixedName = (f) => !/\.[0-9a-f]{10}\.(js|css)(\.br|\.gz)?$/.test(f);
  for (const f of [...files.filter((f) => !fixedName(f)), ...files.filter(fixedName)]) {
    fs.mkdirSync(path.dirname(path.join(toDir, f)), { recursive: true });
    writeAtomic(path.join(toDir, f), fs.readFileSync(path.join(fromDir, f)));
  }
}

/** A server that accepts connections and never answers: the worst kind of failing remote. */
function hangingServer(port) {
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

/** One autocannon run; `check(status, body)` may count bad answers. */
function load(url, { duration = DURATION, check, onStart } = {}) {
  // Like a browser, ask for compressed pages, except when bodies are checked (they must arrive plain).
  let bad = 0;
  let non2xx = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        headers: check ? {} : { 'accept-encoding': 'gzip, deflate, br' },
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
        resolve({
          rps: Math.round(result.requests.average),
          p99: result.latency.p99,
          p50: result.latency.p50,
          requests: result.requests.total,
          non2xx: check ? non2xx : result.non2xx,
          errors: result.errors + result.timeouts,
          bad,
        });
      },
    );
    if (onStart) onStart(instance);
  });
}

const hasContent = (remote) => (body) => body.includes(`data-island="${remote}/`) || body.includes(FALLBACK_TEXT);

/** The Node topology: each remote served from a copy in .bench/hosting, the composer alone in its process. */
async function nodeTopology(offset) {
  for (const port of [BASE_PORT + offset, ...REMOTES.map((r) => r.port + BASE_PORT - 3000 + offset), BASE_PORT + 29]) await assertFree(port);
  const hosting = path.join(WORK, `hosting-node-${offset}`);
  const remotes = {};
  for (const r of REMOTES) {
    const dir = path.join(hosting, r.name);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, r.dir, 'dist/client'), dir, { recursive: true });
    const port = r.port + BASE_PORT - 3000 + offset;
    start(process.execPath, ['shared/build/serve-remote.js', dir, String(port), r.name]);
    remotes[r.name] = `http://127.0.0.1:${port}`;
  }
  const config = path.join(WORK, `remotes-node-${offset}.json`);
  fs.writeFileSync(config, JSON.stringify(remotes));
  const sitePort = BASE_PORT + offset;
  const startComposer = (remotesFile) => {
    const child = start(process.execPath, ['shell/server/index.js'], { PORT: String(sitePort), REMOTES_CONFIG: remotesFile, LOG_LEVEL: 'info' });
    return child;
  };
  let composer = startComposer(config);
  const url = `http://127.0.0.1:${sitePort}`;
  for (const port of Object.values(remotes)) await waitFor(`${port}/remoteEntry.js`);
  await waitFor(url + '/');
  return {
    name: 'node',
    url,
    hosting: (name) => path.join(hosting, name),
    remotes,
    /** Restarts the composer with one remote pointed elsewhere (nothing cached). */
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

/** The nginx topology (deploy/nginx: TLS site, each remote its own HTTPS origin), remotes served from copies. */
async function nginxTopology(offset) {
  const { startTopology } = require('../deploy/nginx/topology');
  const hosting = path.join(WORK, `hosting-nginx-${offset}`);
  const remoteDirs = {};
  for (const r of REMOTES) {
    remoteDirs[r.name] = path.join(hosting, r.name);
    fs.rmSync(remoteDirs[r.name], { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, r.dir, 'dist/client'), remoteDirs[r.name], { recursive: true });
  }
  const fresh = (name) => {
    const dir = path.join(WORK, name);
    fs.rmSync(dir, { recursive: true, force: true });
    return dir;
  };
  const main = await startTopology({ offset, runtimeDir: fresh(`nginx-${offset}`), remoteDirs, watch: false, log: () => {} });
  let site = main;
  return {
    name: 'nginx',
    get url() {
      return site.siteUrl;
    },
    hosting: (name) => remoteDirs[name],
    remotes: main.remotes,
    /** A second site nginx, nothing cached, with one remote pointed elsewhere (the remotes stay). */
    async restartWith(name, address) {
      if (site !== main) await site.stop();
      if (address === main.remotes[name]) return void (site = main);
      const file = path.join(WORK, `remotes-nginx-${offset}-${name}.json`);
      fs.writeFileSync(file, JSON.stringify({ ...main.remotes, [name]: address }));
      site = await startTopology({ offset: offset + 10, remotesFile: file, runtimeDir: fresh(`nginx-${offset + 1}`), watch: false, log: () => {}, env: { ...process.env, HTTP_PORT: '' } });
    },
    stop: async () => {
      if (site !== main) await site.stop();
      await main.stop();
    },
  };
}

/** GET with the body as text; the local topology's test CA is not trusted by this process. */
function get(url) {
  const client = url.startsWith('https:') ? require('https') : require('http');
  return new Promise((resolve, reject) => {
    client
      .get(url, { rejectUnauthorized: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', reject);
  });
}

async function main() {
  fs.mkdirSync(WORK, { recursive: true });
  const targets = [await nodeTopology(0)];
  if (!args['no-nginx']) targets.push(await nginxTopology(40));
  stopTargets = () => Promise.all(targets.map((t) => t.stop && t.stop()));
  const report = { date: new Date().toISOString(), duration: DURATION, connections: CONNECTIONS, healthy: {}, hanging: {}, redeploy: {} };

  // 1. Healthy.
  for (const t of targets) {
    report.healthy[t.name] = {};
    for (const route of ROUTES) {
      await load(t.url + route, { duration: 1 }); // warm caches and connections
      report.healthy[t.name][route] = await load(t.url + route);
      const r = report.healthy[t.name][route];
      console.log(`healthy ${t.name.padEnd(5)} ${route.padEnd(22)} ${String(r.rps).padStart(6)} req/s  p99 ${r.p99} ms  non-2xx ${r.non2xx}`);
    }
  }

  // 2. One remote hanging, nothing cached.
  const hang = await hangingServer(BASE_PORT + 29);
  for (const t of targets) {
    await t.restartWith('uniforms', hang.url);
    const started = Date.now();
    const first = await get(t.url + '/uniformes/basquetbol');
    const firstMs = Date.now() - started;
    const body = first.body;
    const r = await load(t.url + '/uniformes/basquetbol');
    report.hanging[t.name] = { firstStatus: first.status, firstMs, firstHasFallback: body.includes(FALLBACK_TEXT), ...r };
    console.log(`hanging ${t.name.padEnd(5)} first ${firstMs} ms (${first.status}), then ${r.rps} req/s  p99 ${r.p99} ms  non-2xx ${r.non2xx}`);
    await t.restartWith('uniforms', t.remotes.uniforms);
  }
  hang.close();

  // 3. A remote rebuilt and published mid-run.
  if (!args['no-redeploy']) {
    const buildDir = path.join(WORK, 'build-prints');
    for (const t of targets) {
      let publishedAt = null;
      const run = load(t.url + '/impresiones/dtf', {
        duration: 120,
        check: hasContent('prints'),
        onStart: (instance) => {
          setTimeout(async () => {
            // Rebuild under load (in child processes: the load keeps running), then publish into
            // the live hosting folder; stop 5 s later.
            fs.rmSync(buildDir, { recursive: true, force: true });
            const env = { ...process.env, DIST_DIR: buildDir, NODE_ENV: 'production' };
            await execFileAsync(process.execPath, ['node_modules/webpack-cli/bin/cli.js', '--config', 'mf-prints/webpack.config.js', '--mode', 'production'], { cwd: ROOT, env });
            await execFileAsync(process.execPath, ['shared/build/prerender.js', 'mf-prints'], { cwd: ROOT, env });
            publish(path.join(buildDir, 'client'), t.hosting('prints'));
            publishedAt = Date.now();
            setTimeout(() => instance.stop(), 5000);
          }, 1000);
        },
      });
      const r = await run;
      report.redeploy[t.name] = { ...r, published: publishedAt !== null };
      console.log(`redeploy ${t.name.padEnd(5)} ${r.requests} requests  non-2xx ${r.non2xx}  without content or fallback ${r.bad}  errors ${r.errors}`);
    }
  }

  // Ratios against the budgets.
  const ratio = (a, b) => (b ? Math.round((a / b) * 100) / 100 : NaN);
  const lines = [];
  if (report.healthy.nginx) {
    for (const route of ROUTES) lines.push(`Node/nginx req/s ${route}: ${ratio(report.healthy.node[route].rps, report.healthy.nginx[route].rps)}×`);
  }
  for (const t of targets) {
    const h = report.hanging[t.name];
    lines.push(`${t.name} hanging remote: p99 ${h.p99} ms after the first (${h.firstMs} ms); throughput ${ratio(h.rps, report.healthy[t.name]['/uniformes/basquetbol'].rps)}× healthy`);
  }
  console.log('\n' + lines.join('\n'));
  report.summary = lines;
  const out = path.join(ROOT, 'bench-results', `serve-${report.date.replace(/[:.]/g, '-')}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(report, null, 2));
  console.log(`\nwritten ${path.relative(ROOT, out)}`);
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
