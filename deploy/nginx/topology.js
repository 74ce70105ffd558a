// The production topology on one machine, with nginx (used by scripts/serve-prod.js and the tests):
//   site      https://localhost:8443 (+PORT_OFFSET), http :8080 → 301 https; one nginx master
//   remotes   https://localhost:8444…8447 (+PORT_OFFSET), prints/products/uniforms/order; one nginx
//             master each, so one can be stopped and started alone like a separate team's origin
// Everything it writes lives in the runtime dir (.serve/prod-<https port>/): certificates (unless
// TLS_CERT/TLS_KEY are given), remotes.json, generated configs, logs, temp files, the fragment cache.
// remotes.json is watched: a change regenerates the site's configuration, checks it (nginx -t) and
// reloads the site's nginx; a file that cannot be parsed is rejected, the running config stays.
// With a hosting folder (releases, shared/deploy) every app is served through its `live` link,
// which nginx follows at each request: a deploy or rollback needs no reload. The shell's link is
// watched too: a shell release whose routes.json or site policy differ regenerates and reloads
// the site's configuration the same way (within ~250 ms of the switch).
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const crypto = require('crypto');
const { spawn, spawnSync } = require('child_process');
const { ROOT, REMOTES, presentRemotes } = require('../../scripts/apps');
const { siteFiles, remoteFiles } = require('./generate');
const { resolveCertificates } = require('./certs');
const { readSitePolicy } = require('../../shared/build/security-headers');
const { fragmentTimings } = require('../../shared/build/cache-policy');
const { readConfig } = require('../../shell/server/remoteConfig');
const { liveLinkOf } = require('../../shared/deploy/hosting');

/** nginx: NGINX_BIN, else on PATH, else where Debian puts it (/usr/sbin is not on a user's PATH). */
const NGINX =
  process.env.NGINX_BIN ||
  (spawnSync('nginx', ['-v'], { stdio: 'ignore' }).error
    ? ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((p) => fs.existsSync(p)) ||
      'nginx'
    : 'nginx');
const MODULE_DIRS = ['/usr/lib/nginx/modules', '/usr/share/nginx/modules'];
const BROTLI_MODULES = MODULE_DIRS.map((d) => `${d}/ngx_http_brotli_static_module.so`);
const BROTLI_FILTER_MODULES = MODULE_DIRS.map((d) => `${d}/ngx_http_brotli_filter_module.so`);
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'];

/** Is nginx on PATH (or NGINX_BIN)? */
function nginxAvailable() {
  const r = spawnSync(NGINX, ['-v'], { stdio: 'ignore' });
  return !r.error && r.status === 0;
}

function brotliModule(env = process.env) {
  if (env.NGINX_BROTLI === '0') return null;
  return [env.NGINX_BROTLI_MODULE, ...BROTLI_MODULES].find((p) => p && fs.existsSync(p)) || null;
}

/** Debian's brotli filter module (libnginx-mod-http-brotli-filter): composed pages in brotli, as the Node composer sends them. */
function brotliFilterModule(env = process.env) {
  if (env.NGINX_BROTLI === '0' || !brotliModule(env)) return null;
  return BROTLI_FILTER_MODULES.find((p) => fs.existsSync(p)) || null;
}

/** Workers of a root master run as nobody (they read the builds and write the cache dir). */
function workerUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const groups = fs.existsSync('/etc/group') ? fs.readFileSync('/etc/group', 'utf8') : '';
  return /^nogroup:/m.test(groups) ? 'nobody nogroup' : 'nobody';
}

function writeFiles(dir, files) {
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

/** The folders nginx writes to at run time; workers (nobody when root) must be able to write them. */
function prepareRuntimeDir(dir) {
  for (const sub of ['logs', 'tmp', 'cache']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  if (workerUser()) {
    for (const sub of ['tmp', 'cache']) {
      const walk = (p) => {
        fs.chownSync(p, 65534, 65534);
        if (fs.statSync(p).isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
      };
      walk(path.join(dir, sub));
    }
  }
}

/** A short folder for unix sockets (their paths are limited to ~100 bytes). */
function socketDirFor(runtimeDir) {
  if (path.join(runtimeDir, 'fragment-check.sock').length < 100) return runtimeDir;
  const dir = path.join(
    os.tmpdir(),
    `estampa-nginx-${crypto.createHash('sha1').update(runtimeDir).digest('hex').slice(0, 10)}`,
  );
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

function portFree(port, host) {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, host, () => s.close(() => resolve(true)));
  });
}

function canConnect(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** A timer that does not keep the process alive (deadlines raced against an exit). */
const timer = (ms) => new Promise((r) => setTimeout(r, ms).unref());

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every nginx master started by this process, so an exit never leaves one behind. */
const running = new Set();
process.once('exit', () => {
  for (const instance of running) instance.kill('SIGQUIT');
});

/** One nginx master: `nginx -p <dir> -c <conf> -g 'daemon off;'`, a child of this process. */
class NginxInstance {
  /** @param {{ label: string, dir: string, conf: string, ports: number[], host: string, log: (line: string) => void }} o */
  constructor({ label, dir, conf, ports, host, log }) {
    this.label = label;
    this.dir = dir;
    this.conf = conf;
    this.ports = ports;
    this.host = host;
    this.log = log;
    /** @type {import('child_process').ChildProcess | null} */
    this.child = null;
    /** Settles when the running master exits (set by start()). */
    this.exit = Promise.resolve();
  }

  args(extra = []) {
    return ['-p', `${this.dir}/`, '-c', this.conf, '-e', path.join(this.dir, 'logs/error.log'), ...extra];
  }

  /** `nginx -t` on a configuration file; throws with nginx's own message. */
  test(conf = this.conf) {
    const r = spawnSync(
      NGINX,
      ['-p', `${this.dir}/`, '-c', conf, '-e', path.join(this.dir, 'logs/error.log'), '-t', '-q'],
      { encoding: 'utf8' },
    );
    if (r.error) throw new Error(`${this.label}: cannot run ${NGINX}: ${r.error.message}`);
    if (r.status !== 0) throw new Error(`${this.label}: nginx rejects ${conf}:\n${(r.stderr || r.stdout).trim()}`);
  }

  /** A master left by an earlier run that was killed (its pid file is in our runtime dir). */
  async stopLeftover() {
    const pidFile = path.join(this.dir, 'nginx.pid');
    if (!fs.existsSync(pidFile)) return;
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    let cmd = '';
    try {
      cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      /* gone, or no /proc */
    }
    if (pid > 0 && alive(pid) && cmd.includes('nginx') && cmd.includes(this.dir)) {
      this.log(`${this.label}: stopping nginx ${pid} left by an earlier run`);
      process.kill(pid, 'SIGQUIT');
      for (let i = 0; i < 100 && alive(pid); i++) await sleep(50);
      if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
    fs.rmSync(pidFile, { force: true });
  }

  async start() {
    if (this.child) return;
    await this.stopLeftover();
    for (const port of this.ports) {
      if (!(await portFree(port, this.host))) throw new Error(`${this.label}: port ${port} on ${this.host} is in use`);
    }
    this.test();
    // Its own process group: a terminal's Ctrl-C or hang-up reaches this process, which then stops
    // nginx gracefully (SIGQUIT), instead of reaching nginx directly (fast stop, or a reload on SIGHUP).
    const child = spawn(NGINX, this.args(['-g', 'daemon off;']), {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    let exited = /** @type {{ code: number | null, signal: NodeJS.Signals | null } | null} */ (null);
    const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));
    this.child = child;
    this.exit = exit;
    running.add(this);
    exit.then(() => {
      running.delete(this);
      if (this.child === child) this.child = null;
    });
    const deadline = Date.now() + 10000;
    for (;;) {
      if (exited)
        throw new Error(
          `${this.label}: nginx exited (${exited.code ?? exited.signal}) at start:\n${stderr.trim() || this.errorLogTail()}`,
        );
      const up = await Promise.all(this.ports.map((p) => canConnect(p, this.host)));
      if (up.every(Boolean)) return;
      if (Date.now() > deadline) {
        await this.stop();
        throw new Error(
          `${this.label}: nginx did not listen on ${this.ports.join(', ')} within 10 s:\n${this.errorLogTail()}`,
        );
      }
      await sleep(25);
    }
  }

  errorLogTail(lines = 15) {
    try {
      return fs.readFileSync(path.join(this.dir, 'logs/error.log'), 'utf8').trim().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }

  kill(signal) {
    if (this.child) {
      try {
        this.child.kill(signal);
      } catch {
        /* already gone */
      }
    }
  }

  /** SIGHUP: nginx re-reads its configuration; a configuration that fails keeps the old one running. */
  reload() {
    if (!this.child) throw new Error(`${this.label}: not running`);
    this.child.kill('SIGHUP');
  }

  /** Graceful stop (SIGQUIT, what `nginx -s quit` sends), then harder if it lingers. */
  async stop(timeoutMs = 5000) {
    const child = this.child;
    if (!child) return;
    const exit = this.exit;
    child.kill('SIGQUIT');
    const done = await Promise.race([exit.then(() => true), timer(timeoutMs).then(() => false)]);
    if (!done) {
      child.kill('SIGTERM');
      const termed = await Promise.race([exit.then(() => true), timer(2000).then(() => false)]);
      if (!termed) child.kill('SIGKILL');
      await exit;
    }
  }

  get running() {
    return Boolean(this.child);
  }
}

/** Stops every nginx master this process started (what a signal during start-up needs). */
async function stopAll() {
  await Promise.all([...running].map((instance) => instance.stop()));
}

/**
 * Masters left in a runtime dir by an earlier run that was killed: the site first (it holds
 * keep-alive connections to the remotes, which would slow their graceful stop), then the remotes.
 */
/** @param {string} runtimeDir @param {(line: string) => void} log */
async function stopLeftovers(runtimeDir, log) {
  if (!fs.existsSync(runtimeDir)) return;
  const dirs = fs
    .readdirSync(runtimeDir)
    .filter((d) => d === 'site' || d.startsWith('remote-'))
    .sort((a, b) => (a === 'site' ? -1 : b === 'site' ? 1 : a.localeCompare(b)));
  const stop = (d) =>
    new NginxInstance({
      label: d,
      dir: path.join(runtimeDir, d),
      conf: path.join(runtimeDir, d, 'nginx.conf'),
      ports: [],
      host: '127.0.0.1',
      log,
    }).stopLeftover();
  if (dirs[0] === 'site') await stop(dirs.shift());
  await Promise.all(dirs.map(stop));
}

const isLink = (p) => Boolean(fs.lstatSync(p, { throwIfNoEntry: false })?.isSymbolicLink());

/** What the site's configuration takes from a shell build (or its live link): routes.json and the site policy. */
function readShellBuild(shellDist) {
  const routesFile = path.join(shellDist, 'templates/routes.json');
  if (!fs.existsSync(routesFile)) throw new Error(`${routesFile} is missing`);
  const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8'));
  if (!routes || typeof routes.routes !== 'object' || typeof routes.notFound !== 'string')
    throw new Error(`${routesFile}: no "routes" object or "notFound" template`);
  return { routes, sitePolicy: readSitePolicy(shellDist) };
}

/** Reads a remotes file; throws (naming it) when it is not a JSON object. */
function readRemotesFile(file) {
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not applied (${error.code === 'ENOENT' ? 'missing' : error.message})`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new Error(`${file}: not applied (must be a JSON object of remote name → base URL)`);
  const warnings = [];
  const remotes = readConfig(file, (w) => warnings.push(w));
  return { remotes, warnings };
}

function options(env) {
  const number = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number ≥ 0, got ${JSON.stringify(raw)}`);
    return n;
  };
  const name = env.SERVER_NAME || 'localhost';
  if (!/^[A-Za-z0-9.*_ -]+$/.test(name))
    throw new Error(`SERVER_NAME ${JSON.stringify(name)} is not a list of host names`);
  return {
    timings: fragmentTimings(env),
    timeoutMs: number('FRAGMENT_TIMEOUT_MS', 2000),
    retryMs: number('REMOTE_RETRY_MS', 5000),
    // 1 MiB (the Node composer takes 2): nginx sets aside this much per fragment request, because
    // the checked answer has no Content-Length (the largest fragment today is ~200 KB).
    maxFragmentBytes: number('FRAGMENT_MAX_BYTES', 1024 * 1024),
    host: env.HOST || '127.0.0.1',
    serverName: name,
    brotliModule: brotliModule(env),
    brotliFilterModule: brotliFilterModule(env),
    mimeTypes: MIME_TYPES.find((p) => fs.existsSync(p)) || null,
    user: workerUser(),
  };
}

/** Ports of the topology: PORT_OFFSET shifts all; HTTPS_PORT / HTTP_PORT set the site's. */
function topologyPorts(env = process.env) {
  const offset = Number(env.PORT_OFFSET || 0);
  return {
    https: Number(env.HTTPS_PORT || 8443 + offset),
    http: env.HTTP_PORT === '' ? null : Number(env.HTTP_PORT || 8080 + offset),
    remotes: Object.fromEntries(REMOTES.map((r, i) => [r.name, 8444 + i + offset])),
  };
}

/**
 * One remote's HTTPS origin serving `dir` on `port` (its own nginx master, stopped with stop()).
 * Its runtime folder is <runtimeDir>/remote-<name>-<port>.
 * @param {{ name: string, dir: string, port: number, runtimeDir: string, certs: any, env?: NodeJS.ProcessEnv, log?: (line: string) => void }} o
 */
async function startRemoteOrigin({ name, dir, port, runtimeDir, certs, env = process.env, log = () => {} }) {
  const o = options(env);
  const rdir = path.join(runtimeDir, `remote-${name}-${port}`);
  prepareRuntimeDir(rdir);
  const { files } = remoteFiles({
    name,
    dir: path.resolve(dir),
    port,
    host: o.host,
    serverName: o.serverName,
    runtimeDir: rdir,
    confDir: rdir,
    tls: certs,
    timings: o.timings,
    brotli: Boolean(o.brotliModule),
    brotliModule: o.brotliModule,
    user: o.user,
    mimeTypes: o.mimeTypes,
  });
  writeFiles(rdir, files);
  const instance = new NginxInstance({
    label: `remote ${name}`,
    dir: rdir,
    conf: path.join(rdir, 'nginx.conf'),
    ports: [port],
    host: o.host,
    log,
  });
  await instance.start();
  const host = publicHost(o.serverName);
  return {
    name,
    dir,
    port,
    url: `https://${host}:${port}`,
    instance,
    stop: () => instance.stop(),
    start: () => instance.start(),
  };
}

/** The host name in the topology's URLs: the first SERVER_NAME, or localhost (also for a wildcard). */
function publicHost(serverName) {
  return serverName.split(/\s+/)[0] === 'localhost' || serverName.includes('*')
    ? 'localhost'
    : serverName.split(/\s+/)[0];
}

/**
 * startTopology's options resolved, before anything is written: the environment (with the offset),
 * the ports, the runtime folder, nginx's options and the shell's build (throws when it is missing).
 * @param {{ offset?: number, runtimeDir?: string, hostingDir: string | null, shellDist?: string, env: NodeJS.ProcessEnv }} o
 */
function resolveTopology({ offset, runtimeDir, hostingDir, shellDist, env }) {
  if (offset !== undefined) env = { ...env, PORT_OFFSET: String(offset) };
  if (!nginxAvailable()) throw new Error(`nginx is not installed (apt-get install -y nginx), or set NGINX_BIN`);
  const ports = topologyPorts(env);
  runtimeDir = path.resolve(runtimeDir || path.join(ROOT, '.serve', `prod-${ports.https}`));
  const o = options(env);
  /** An app's live link in hostingDir, when there is one. @param {string} name */
  const liveOf = (name) => (hostingDir && isLink(liveLinkOf(name, hostingDir)) ? liveLinkOf(name, hostingDir) : null);
  shellDist = shellDist || liveOf('shell') || path.join(ROOT, 'shell/dist');
  let shell;
  try {
    shell = readShellBuild(shellDist);
  } catch (error) {
    throw new Error(`${error.message}: build the site first (npm run build)`);
  }
  return { env, ports, runtimeDir, o, liveOf, shellDist, shell };
}

/**
 * The runtime folder made ready: masters left by an earlier run stopped, the certificates, the
 * site's folders and its short folder for unix sockets.
 * @param {string} runtimeDir @param {NodeJS.ProcessEnv} env @param {(line: string) => void} log
 */
async function prepareRuntime(runtimeDir, env, log) {
  fs.mkdirSync(runtimeDir, { recursive: true });
  await stopLeftovers(runtimeDir, log);
  const certs = resolveCertificates(path.join(runtimeDir, 'tls'), env);
  const siteDir = path.join(runtimeDir, 'site');
  prepareRuntimeDir(siteDir);
  const socketDir = socketDirFor(siteDir);
  return { certs, siteDir, socketDir };
}

/**
 * What the parts of a started topology share.
 * @typedef {object} TopologyContext
 * @property {NodeJS.ProcessEnv} env
 * @property {(line: string) => void} log
 * @property {ReturnType<typeof topologyPorts>} ports
 * @property {string} runtimeDir
 * @property {ReturnType<typeof options>} o
 * @property {string} shellDist
 * @property {ReturnType<typeof resolveCertificates>} certs
 * @property {string} siteDir
 * @property {string} socketDir
 */

/** @typedef {Awaited<ReturnType<typeof startRemoteOrigin>>} RemoteOrigin */

/** The remote origins a topology started: local remotes by name, extra ones (startRemoteOrigin), and what stops them all. */
function originRegistry() {
  /** @type {Map<string, RemoteOrigin>} */
  const byName = new Map();
  /** @type {RemoteOrigin[]} */
  const extras = [];
  const stopAll = async () => {
    for (const origin of [...byName.values(), ...extras]) await origin.stop().catch(() => {});
  };
  return { byName, extras, stopAll };
}

/**
 * The remotes file: the one given (remotesFile, else REMOTES_CONFIG), or else remotes.json in the
 * runtime folder, listing each local build started on its own HTTPS origin (added to `origins`).
 * @param {TopologyContext} ctx
 * @param {{ remotesFile?: string, remoteDirs: Record<string, string>, liveOf: (name: string) => string | null, origins: Map<string, RemoteOrigin> }} o
 * @returns {Promise<string>}
 */
async function resolveRemotes(ctx, { remotesFile, remoteDirs, liveOf, origins }) {
  const { env, log, ports, runtimeDir, certs } = ctx;
  const external = remotesFile || env.REMOTES_CONFIG;
  if (external) return path.resolve(external);
  /** @type {Record<string, string>} */
  const remotes = {};
  for (const r of presentRemotes()) {
    const dir = remoteDirs[r.name] || liveOf(r.name) || path.join(ROOT, r.dir, 'dist/client');
    if (!fs.existsSync(dir)) {
      log(`! ${r.name}: no build (${path.relative(ROOT, dir)}); its pages will show the fallback`);
      continue;
    }
    const origin = await startRemoteOrigin({
      name: r.name,
      dir,
      port: ports.remotes[r.name],
      runtimeDir,
      certs,
      env,
      log,
    });
    origins.set(r.name, origin);
    remotes[r.name] = origin.url;
    log(`remote ${r.name.padEnd(8)} → ${origin.url}`);
  }
  const file = path.join(runtimeDir, 'remotes.json');
  fs.writeFileSync(file, JSON.stringify(remotes, null, 2) + '\n');
  return file;
}

/**
 * What changes while the site runs.
 * @typedef {object} SiteState
 * @property {ReturnType<typeof readShellBuild>} shell  the shell build in the site's configuration
 * @property {ReturnType<typeof readRemotesFile>} current  the remotes in the site's configuration
 * @property {number} version  the newest configuration folder is v<version>
 * @property {Promise<unknown>} chain  the changes being applied, one after another
 */

/**
 * Writes the site's configuration for `remotes` (with the state's shell) into a new version folder;
 * returns it and the file that includes it (`next`), which becomes nginx.conf once it is accepted.
 * @param {TopologyContext} ctx @param {SiteState} state @param {Record<string, string>} remotes
 */
function writeSiteConfig(ctx, state, remotes) {
  const { siteDir, o, certs } = ctx;
  state.version += 1;
  const confDir = path.join(siteDir, `v${state.version}`);
  const { files } = siteFiles({
    runtimeDir: siteDir,
    confDir,
    socketDir: ctx.socketDir,
    shellDist: ctx.shellDist,
    routes: state.shell.routes,
    remotes,
    sitePolicy: state.shell.sitePolicy,
    ports: ctx.ports,
    host: o.host,
    serverName: o.serverName,
    tls: { cert: certs.cert, key: certs.key, trustedCa: certs.ca },
    timings: o.timings,
    timeoutMs: o.timeoutMs,
    retryMs: o.retryMs,
    maxFragmentBytes: o.maxFragmentBytes,
    brotli: Boolean(o.brotliModule),
    brotliFilter: Boolean(o.brotliFilterModule),
    brotliModule: [o.brotliModule, o.brotliFilterModule].filter(Boolean),
    user: o.user,
    mimeTypes: o.mimeTypes,
  });
  writeFiles(confDir, files);
  const next = path.join(siteDir, `nginx.v${state.version}.conf`);
  fs.writeFileSync(
    next,
    `# Points at the configuration in effect (deploy/nginx/topology.js rewrites it on a remotes change).\ninclude ${JSON.stringify(path.join(confDir, 'nginx.conf'))};\n`,
  );
  return { next, confDir };
}

/** Removes the configuration versions older than the previous one. @param {string} siteDir @param {number} version */
function pruneSiteConfigs(siteDir, version) {
  for (const entry of fs.readdirSync(siteDir)) {
    const m = /^(?:v|nginx\.v)(\d+)(?:\.conf)?$/.exec(entry);
    if (m && Number(m[1]) < version - 1) fs.rmSync(path.join(siteDir, entry), { recursive: true, force: true });
  }
}

/**
 * Starts the site's nginx on the configuration for remotesFile. Versioned config folders, so a
 * reload that fails never mixes old and new files.
 * @param {TopologyContext} ctx @param {string} remotesFile @param {ReturnType<typeof readShellBuild>} shell
 */
async function startSite(ctx, remotesFile, shell) {
  const { siteDir, socketDir, log } = ctx;
  for (const entry of fs.readdirSync(siteDir))
    if (/^v\d+$/.test(entry)) fs.rmSync(path.join(siteDir, entry), { recursive: true, force: true });
  const mainConf = path.join(siteDir, 'nginx.conf');
  const site = new NginxInstance({
    label: 'site',
    dir: siteDir,
    conf: mainConf,
    ports: [ctx.ports.https, ...(ctx.ports.http == null ? [] : [ctx.ports.http])],
    host: ctx.o.host,
    log,
  });
  const current = readRemotesFile(remotesFile);
  current.warnings.forEach((w) => log(`! ${w}`));
  /** @type {SiteState} */
  const state = { shell, current, version: 0, chain: Promise.resolve() };
  const { next } = writeSiteConfig(ctx, state, current.remotes);
  fs.renameSync(next, mainConf);
  for (const sock of ['fragment-check.sock', 'fragment-cache.sock'])
    fs.rmSync(path.join(socketDir, sock), { force: true });
  await site.start();
  return { site, mainConf, state };
}

/**
 * What a running site needs to change its configuration.
 * @typedef {{ ctx: TopologyContext, site: NginxInstance, mainConf: string, state: SiteState, remotesFile: string }} RunningSite
 */

/**
 * Generates the configuration for `remotes` with the current shell, checks it and reloads; false when nginx rejects it.
 * @param {RunningSite} s @param {Record<string, string>} remotes @param {string} what
 */
async function reloadSite({ ctx, site, mainConf, state }, remotes, what) {
  const { next } = writeSiteConfig(ctx, state, remotes);
  try {
    site.test(next);
  } catch (error) {
    fs.rmSync(next, { force: true });
    ctx.log(`! ${what} rejected, keeping the running configuration: ${error.message}`);
    return false;
  }
  fs.renameSync(next, mainConf);
  site.reload();
  pruneSiteConfigs(ctx.siteDir, state.version);
  await sleep(150); // the new workers take over
  return true;
}

/**
 * Remotes config changes: re-reads remotesFile, then regenerates, checks and reloads; a bad file keeps what runs.
 * @param {RunningSite} s @returns {Promise<unknown>}
 */
function applyRemotes(s) {
  const { ctx, state, remotesFile } = s;
  return (state.chain = state.chain.then(async () => {
    let parsed;
    try {
      parsed = readRemotesFile(remotesFile);
    } catch (error) {
      ctx.log(`! remotes configuration rejected, keeping the running one: ${error.message}`);
      return false;
    }
    parsed.warnings.forEach((w) => ctx.log(`! ${w}`));
    if (JSON.stringify(parsed.remotes) === JSON.stringify(state.current.remotes)) return true; // already in effect
    if (!(await reloadSite(s, parsed.remotes, `remotes configuration from ${remotesFile}`))) return false;
    state.current = parsed;
    ctx.log(`remotes configuration applied (${remotesFile}): ${JSON.stringify(parsed.remotes)}`);
    return true;
  }));
}

/**
 * The shell's live release: its files are served through the link already; routes and site policy
 * are in the configuration, so a release that changes them needs a reload.
 * @param {RunningSite} s @returns {Promise<unknown>}
 */
function applyShell(s) {
  const { ctx, state } = s;
  const { shellDist } = ctx;
  return (state.chain = state.chain.then(async () => {
    let next;
    try {
      next = readShellBuild(shellDist);
    } catch (error) {
      ctx.log(`! shell release rejected, keeping the running configuration: ${error.message}`);
      return false;
    }
    if (JSON.stringify(next) === JSON.stringify(state.shell)) return true; // nothing in the configuration changes
    const before = state.shell;
    state.shell = next;
    if (!(await reloadSite(s, state.current.remotes, `the shell release's routes (${shellDist})`))) {
      state.shell = before;
      return false;
    }
    ctx.log(`shell release applied (${shellDist}): ${Object.keys(next.routes.routes).length} routes`);
    return true;
  }));
}

/**
 * Watches remotesFile, and the shell's live link when shellDist is one; returns what stops watching.
 * @param {RunningSite} s @returns {() => void}
 */
function watchSite(s) {
  const { remotesFile } = s;
  const { shellDist } = s.ctx;
  const onChange = () => applyRemotes(s);
  fs.watchFile(remotesFile, { interval: 250 }, onChange);
  let watching = true;
  /** @type {NodeJS.Timeout | null} */
  let shellWatch = null;
  if (isLink(shellDist)) {
    let target = fs.readlinkSync(shellDist);
    shellWatch = setInterval(() => {
      let now;
      try {
        now = fs.readlinkSync(shellDist);
      } catch {
        return; // gone for a moment: keep what runs
      }
      if (now !== target) {
        target = now;
        applyShell(s);
      }
    }, 250);
    shellWatch.unref();
  }
  return () => {
    if (watching) fs.unwatchFile(remotesFile, onChange);
    watching = false;
    if (shellWatch) clearInterval(shellWatch);
  };
}

/**
 * The object startTopology returns (see there).
 * @param {RunningSite} s @param {ReturnType<typeof originRegistry>} origins @param {() => void} unwatch
 */
function topologyController(s, origins, unwatch) {
  const { ctx, site, state } = s;
  const { ports, certs, runtimeDir, env, log } = ctx;
  const host = publicHost(ctx.o.serverName);
  return {
    siteUrl: `https://${host}${ports.https === 443 ? '' : `:${ports.https}`}`,
    httpUrl: ports.http == null ? null : `http://${host}${ports.http === 80 ? '' : `:${ports.http}`}`,
    ports,
    caFile: certs.clientCa,
    certs,
    configFile: s.mainConf,
    remotesFile: s.remotesFile,
    runtimeDir,
    get remotes() {
      return { ...state.current.remotes };
    },
    site,
    shellDist: ctx.shellDist,
    applyRemotes: () => applyRemotes(s),
    applyShell: () => applyShell(s),
    /** @param {string} name */
    async stopRemote(name) {
      const origin = origins.byName.get(name);
      if (!origin) throw new Error(`no local remote "${name}" in this topology`);
      await origin.stop();
    },
    /** @param {string} name */
    async startRemote(name) {
      const origin = origins.byName.get(name);
      if (!origin) throw new Error(`no local remote "${name}" in this topology`);
      await origin.start();
    },
    /** @param {{ name: string, dir: string, port: number }} o */
    async startRemoteOrigin({ name, dir, port }) {
      const origin = await startRemoteOrigin({ name, dir, port, runtimeDir, certs, env, log });
      origins.extras.push(origin);
      return origin;
    },
    async stop() {
      unwatch();
      await state.chain.catch(() => {});
      await site.stop();
      await origins.stopAll();
    },
  };
}

/**
 * Starts the whole topology. Returns an object:
 *   siteUrl, httpUrl, caFile (trust it, e.g. NODE_EXTRA_CA_CERTS; null with real certificates),
 *   configFile (the site's nginx.conf), remotesFile, runtimeDir, remotes ({ name: url }),
 *   stopRemote(name), startRemote(name), startRemoteOrigin({ name, dir, port }) → { url, stop },
 *   applyRemotes() → re-reads remotesFile now (what the watcher does): true once it is in effect,
 *   false when it was rejected (the running configuration stays), applyShell() → the same for the
 *   shell's live release (what its watcher does), stop().
 * @param {object} [o]
 * @param {number} [o.offset]        PORT_OFFSET (default env or 0)
 * @param {string} [o.remotesFile]   use this remotes config (REMOTES_CONFIG) and start no local remotes
 * @param {string} [o.runtimeDir]    default .serve/prod-<https port>
 * @param {string | null} [o.hostingDir]  releases (shared/deploy): each app's live link is served when it
 *   exists (the shell's templates and files, each remote's origin), else its build folder
 * @param {string} [o.shellDist]     the shell's build (default shell/dist, or its live link)
 * @param {Record<string, string>} [o.remoteDirs]  folder served for a remote (default its live link
 *   in hostingDir, else <app>/dist/client)
 * @param {boolean} [o.watch]        watch remotesFile (default true)
 * @param {NodeJS.ProcessEnv} [o.env]
 * @param {(line: string) => void} [o.log]
 */
async function startTopology({
  offset,
  remotesFile,
  runtimeDir,
  hostingDir = null,
  shellDist,
  remoteDirs = {},
  watch = true,
  env = process.env,
  log = (l) => console.log(l),
} = {}) {
  const resolved = resolveTopology({ offset, runtimeDir, hostingDir, shellDist, env });
  const { certs, siteDir, socketDir } = await prepareRuntime(resolved.runtimeDir, resolved.env, log);
  /** @type {TopologyContext} */
  const ctx = {
    env: resolved.env,
    log,
    ports: resolved.ports,
    runtimeDir: resolved.runtimeDir,
    o: resolved.o,
    shellDist: resolved.shellDist,
    certs,
    siteDir,
    socketDir,
  };
  const origins = originRegistry(); // local remotes and extra ones
  try {
    // The remotes: given (REMOTES_CONFIG), or each local build on its own HTTPS origin.
    const file = await resolveRemotes(ctx, {
      remotesFile,
      remoteDirs,
      liveOf: resolved.liveOf,
      origins: origins.byName,
    });
    const { site, mainConf, state } = await startSite(ctx, file, resolved.shell);
    /** @type {RunningSite} */
    const running = { ctx, site, mainConf, state, remotesFile: file };
    const unwatch = watch ? watchSite(running) : () => {};
    return topologyController(running, origins, unwatch);
  } catch (error) {
    await origins.stopAll();
    throw error;
  }
}

module.exports = {
  startTopology,
  startRemoteOrigin,
  stopAll,
  topologyPorts,
  nginxAvailable,
  NginxInstance,
  readRemotesFile,
};
