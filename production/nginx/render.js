#!/usr/bin/env node
// The nginx configuration of one origin run by systemd (production/systemd): the site, or one remote.
// The units run it before nginx starts (ExecStartPre) and on `systemctl reload` (ExecReload), as
// the service's user, with the service's environment; it starts no process and stops none.
//
//   render.js site   --runtime-dir /var/lib/estampa/site --socket-dir /run/estampa/site [--before-start]
//   render.js remote --name prints --port 8444 --runtime-dir /var/lib/estampa/remote-prints
//   common options:  [--nginx /usr/sbin/nginx] [--syslog-tag estampa_site]
//
// Environment (what the unit sets, see docs/operating.md):
// - TLS_CERT / TLS_KEY (required: no test certificate is ever made here), TLS_CA;
// - HOSTING_DIR (each app served through its `live` link), HOST, SERVER_NAME;
// - site: REMOTES_CONFIG (required); HTTPS_PORT / HTTP_PORT (HTTP_PORT="" for no plain-HTTP
//   listener); COMPOSER_ADDRESS (the composer unit, host:port, which composes previews and canary
//   pages; unset: nginx serves live pages only); SITE_NODES / SITE_NODES_DOWN_FILE (composer nodes
//   that compose every page, and those the site-nodes unit found not ready; docs/scaling.md);
// - FRAGMENT_FRESH_S / FRAGMENT_SWR_S / FRAGMENT_MAX_STALE_S / FRAGMENT_TIMEOUT_MS /
//   FRAGMENT_MAX_BYTES / REMOTE_RETRY_MS, REMOTE_<NAME>_URL.
//
// Each run writes a new version folder (<runtime-dir>/v<N>/), checks it with `nginx -t`, and only
// then points <runtime-dir>/nginx.conf at it (one rename). A configuration that cannot be made
// (a broken remotes file, a missing certificate) or that nginx rejects never replaces the one in
// effect: the command exits 1 saying why, the reload fails, and nginx keeps serving. Kept: the
// three newest versions and the one in effect before this run (what the running nginx loaded), so
// its workers still find the files their configuration reads at request time (the fragment check
// page, the remotes' include) while a reload drains them. Run it through systemctl only: a render
// by hand, not followed by nginx's reload, makes that guess wrong.
const fs = require('fs');
const path = require('path');
const { parseArgs } = require('util');
const { spawnSync } = require('child_process');
const { siteFiles, remoteFiles } = require('./generate');
const { resolveCertificates } = require('./certs');
const { siteNodes, readDownFile } = require('./nodes');
const { ROOT, REMOTES } = require('../../scripts/localApps');
const { liveLinkOf, hostingDirOf, liveReleasesOf, liveChunksOf } = require('../../releases/hosting');
const { errorMessage } = require('../../serving/errors');
const {
  nginxOptions,
  siteSettings,
  runningCanary,
  readShellBuild,
  readRemotesFile,
  topologyPorts,
  writeFiles,
  prepareRuntimeDir,
  NGINX,
} = require('./topology');

const NAME = /^[a-z][\w-]*$/;
const SOCKETS = ['pages.sock', 'fragment-check.sock', 'fragment-cache.sock'];
const KEEP_VERSIONS = 3;

/** The certificates the unit gives; production never falls back to a generated test CA. @param {NodeJS.ProcessEnv} env */
function productionCertificates(env) {
  if (!env.TLS_CERT || !env.TLS_KEY)
    throw new Error('TLS_CERT and TLS_KEY must be set (the certificate chain and key nginx serves)');
  // With both set, resolveCertificates only checks the files (its folder argument is not used).
  return resolveCertificates('/nonexistent', env);
}

/** `nginx -t` on a configuration file; throws with nginx's own message. @param {string} nginx @param {string} runtimeDir @param {string} conf */
function nginxTest(nginx, runtimeDir, conf) {
  const r = spawnSync(nginx, ['-p', `${runtimeDir}/`, '-c', conf, '-e', 'stderr', '-t', '-q'], { encoding: 'utf8' });
  if (r.error) throw new Error(`cannot run ${nginx}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`nginx rejects the new configuration:\n${(r.stderr || r.stdout).trim()}`);
}

/** The version folders v<N> in runtimeDir, newest first. @param {string} runtimeDir */
function versionsIn(runtimeDir) {
  return fs
    .readdirSync(runtimeDir)
    .map((entry) => /^v(\d+)$/.exec(entry))
    .filter((m) => m !== null)
    .map((m) => Number(/** @type {RegExpExecArray} */ (m)[1]))
    .sort((a, b) => b - a);
}

/**
 * The version nginx.conf points at: under systemd, the one the running nginx loaded (each render
 * of ExecReload is followed by its SIGHUP), so its files stay until the next reload.
 * @param {string} conf
 */
function versionInEffect(conf) {
  try {
    const m = /\/v(\d+)\/nginx\.conf"/.exec(fs.readFileSync(conf, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Writes the files made by `make(confDir)` into a new version folder, checks them with nginx and
 * makes them the configuration in effect. Returns { conf, confDir, version }.
 * @param {{ runtimeDir: string, nginx: string, make: (confDir: string) => Record<string, string> }} o
 */
function install({ runtimeDir, nginx, make }) {
  const version = (versionsIn(runtimeDir)[0] || 0) + 1;
  const confDir = path.join(runtimeDir, `v${version}`);
  const conf = path.join(runtimeDir, 'nginx.conf');
  const next = path.join(runtimeDir, `.nginx.conf.${process.pid}.next`);
  writeFiles(confDir, make(confDir));
  fs.writeFileSync(
    next,
    `# The configuration in effect: written by production/nginx/render.js (systemctl reload renders a new version).\ninclude ${JSON.stringify(path.join(confDir, 'nginx.conf'))};\n`,
  );
  try {
    nginxTest(nginx, runtimeDir, next);
  } catch (error) {
    fs.rmSync(next, { force: true });
    fs.rmSync(confDir, { recursive: true, force: true });
    throw error;
  }
  const running = versionInEffect(conf);
  fs.renameSync(next, conf);
  for (const old of versionsIn(runtimeDir).slice(KEEP_VERSIONS))
    if (old !== running) fs.rmSync(path.join(runtimeDir, `v${old}`), { recursive: true, force: true });
  return { conf, confDir, version };
}

/**
 * The site's configuration (pages composed with SSI and cached, fragments cached, remotes proxied).
 * @param {object} o
 * @param {string} o.runtimeDir  the unit's state folder: versions, pid, temp files, fragment cache
 * @param {string} o.socketDir   the unit's runtime folder: the internal unix sockets
 * @param {string} [o.nginx]
 * @param {string | null} [o.syslogTag]  log to the journal with this tag (else to <runtimeDir>/logs)
 * @param {boolean} [o.beforeStart]  nginx is not running: remove unix sockets a crash left behind
 * @param {string} [o.shellDist]  default: the shell's live link in HOSTING_DIR, else shell/dist
 * @param {NodeJS.ProcessEnv} [o.env]
 * @param {(line: string) => void} [o.warn]
 */
function renderSite({
  runtimeDir,
  socketDir,
  nginx = NGINX,
  syslogTag = null,
  beforeStart = false,
  shellDist,
  env = process.env,
  warn = () => {},
}) {
  // First, so that nginx can start on the last good configuration even when rendering fails below.
  if (beforeStart) for (const sock of SOCKETS) fs.rmSync(path.join(socketDir, sock), { force: true });
  if (!env.REMOTES_CONFIG) throw new Error('REMOTES_CONFIG must be set (the remotes file: name → HTTPS base URL)');
  const certs = productionCertificates(env);
  const { remotes, warnings } = readRemotesFile(path.resolve(env.REMOTES_CONFIG));
  warnings.forEach(warn);
  const live = liveLinkOf('shell', hostingDirOf(env));
  const dist = shellDist || (fs.existsSync(live) ? live : path.join(ROOT, 'shell/dist'));
  const shell = readShellBuild(dist);
  const o = nginxOptions(env);
  const nodes = siteNodes(env);
  prepareRuntimeDir(runtimeDir);
  fs.mkdirSync(socketDir, { recursive: true });
  const result = install({
    runtimeDir,
    nginx,
    make: (confDir) =>
      siteFiles({
        runtimeDir,
        confDir,
        socketDir,
        shellDist: dist,
        routes: shell.routes,
        pageScripts: shell.scripts,
        pageIslands: shell.islands,
        // nginx's own pages name the remotes' live releases and take their fragments from them; the
        // reload path unit watches each live link (production/systemd/units.js).
        liveReleases: liveReleasesOf(hostingDirOf(env), Object.keys(remotes)),
        pageChunks: liveChunksOf(hostingDirOf(env), Object.keys(remotes), (name, error) =>
          warn(`${name}: no chunk preloads: ${error.message}`),
        ),
        remotes,
        sitePolicy: shell.sitePolicy,
        ports: topologyPorts(env),
        host: o.host,
        serverName: o.serverName,
        ...siteSettings(o, certs),
        syslogTag,
        // Field data's server (its systemd unit): /api/rum and /ops go there when it is set.
        telemetrySocket: env.TELEMETRY_SOCKET || null,
        // The composer (its systemd unit): previews, and the visitors of a running canary's side.
        composer: env.COMPOSER_ADDRESS || null,
        // Site nodes that are composers (host:port, comma-separated; docs/scaling.md): they compose
        // every page, balanced by nginx, which retries a failed request on the next.
        nodes,
        // The nodes whose /readyz says not ready, as the site-nodes unit last wrote (watch-nodes.js).
        downNodes: nodes && env.SITE_NODES_DOWN_FILE ? readDownFile(env.SITE_NODES_DOWN_FILE, nodes, warn) : [],
        canaryPercent: env.COMPOSER_ADDRESS || env.SITE_NODES ? runningCanary(hostingDirOf(env), warn) : 0,
      }).files,
  });
  return { ...result, remotes, shellDist: dist };
}

/**
 * One remote's HTTPS origin, serving its live release (<HOSTING_DIR>/<name>/live).
 * @param {object} o
 * @param {string} o.name
 * @param {number} o.port
 * @param {string} o.runtimeDir
 * @param {string} [o.nginx]
 * @param {string | null} [o.syslogTag]
 * @param {NodeJS.ProcessEnv} [o.env]
 * @param {(line: string) => void} [o.warn]
 */
function renderRemote({ name, port, runtimeDir, nginx = NGINX, syslogTag = null, env = process.env, warn = () => {} }) {
  if (!NAME.test(name)) throw new Error(`remote name ${JSON.stringify(name)} is not valid`);
  const certs = productionCertificates(env);
  const dir = liveLinkOf(name, hostingDirOf(env));
  if (!fs.existsSync(dir))
    warn(
      `${dir} does not exist yet: ${name} answers 404 until its first deploy (npm run deploy -w ${REMOTES.find((r) => r.name === name)?.dir || `<${name}'s folder>`})`,
    );
  const o = nginxOptions(env);
  prepareRuntimeDir(runtimeDir);
  const result = install({
    runtimeDir,
    nginx,
    make: (confDir) =>
      remoteFiles({
        name,
        dir,
        port,
        host: o.host,
        serverName: o.serverName,
        runtimeDir,
        confDir,
        tls: { cert: certs.cert, key: certs.key },
        timings: o.timings,
        brotli: Boolean(o.brotliModule),
        brotliModule: o.brotliModule,
        user: o.user,
        mimeTypes: o.mimeTypes,
        syslogTag,
        // Its published releases under /_releases/<id>/ (previews and canaries).
        releasesDir: path.join(path.dirname(dir), 'releases'),
      }).files,
  });
  return { ...result, dir };
}

const USAGE = `usage: render.js site --runtime-dir <dir> --socket-dir <dir> [--before-start] [--shell-dist <dir>]
       render.js remote --name <remote> --port <port> --runtime-dir <dir>
       common: [--nginx <path>] [--syslog-tag <tag>]`;

/** @param {string[]} argv */
function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'runtime-dir': { type: 'string' },
      'socket-dir': { type: 'string' },
      'before-start': { type: 'boolean' },
      'shell-dist': { type: 'string' },
      name: { type: 'string' },
      port: { type: 'string' },
      nginx: { type: 'string' },
      'syslog-tag': { type: 'string' },
    },
  });
  const [what, ...extra] = positionals;
  if (what !== 'site' && what !== 'remote') throw new Error(`say what to render: "site" or "remote"\n${USAGE}`);
  if (extra.length) throw new Error(`unexpected argument ${JSON.stringify(extra[0])}\n${USAGE}`);
  /** @param {keyof typeof values} option */
  const absolute = (option) => {
    const value = values[option];
    if (typeof value !== 'string' || !path.isAbsolute(value))
      throw new Error(`--${option} must be an absolute path${value === undefined ? ' (it is required)' : ''}`);
    return value;
  };
  const common = {
    runtimeDir: absolute('runtime-dir'),
    nginx: values.nginx || NGINX,
    syslogTag: values['syslog-tag'] || null,
    warn: (/** @type {string} */ line) => console.error(`! ${line}`),
  };
  if (what === 'site') {
    const r = renderSite({
      ...common,
      socketDir: absolute('socket-dir'),
      beforeStart: Boolean(values['before-start']),
      shellDist: values['shell-dist'],
    });
    console.log(
      `site: configuration v${r.version} checked and in effect (${r.conf}); remotes ${JSON.stringify(r.remotes)}`,
    );
  } else {
    if (!values.name) throw new Error(`--name is required for a remote\n${USAGE}`);
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`--port must be a port number (1-65535), got ${JSON.stringify(values.port ?? '')}`);
    const r = renderRemote({ ...common, name: values.name, port });
    console.log(
      `remote ${values.name}: configuration v${r.version} checked and in effect (${r.conf}); serves ${r.dir}`,
    );
  }
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`render: ${errorMessage(error)}`);
    process.exit(1);
  }
}

module.exports = { renderSite, renderRemote };
