#!/usr/bin/env node
// Writes the systemd units that run the site in production (units.js builds their text):
//
//   npm run units -- --out /tmp/units --prefix /srv/estampa \
//     --tls-cert /etc/ssl/estampa/fullchain.pem --tls-key /etc/ssl/estampa/privkey.pem \
//     --server-name estampa.example [more options, --help]
//
// It only writes files into --out: installing and starting them is the operator's (printed at the
// end, and in docs/operating.md). Bad input: a message naming the option, exit 1.
const fs = require('fs');
const path = require('path');
const { parseArgs } = require('util');
const { REMOTES } = require('../../scripts/localApps');
const { appNamed } = require('../../shared/src/apps/apps');
const { unitFiles, unitNames } = require('./units');
const { errorMessage } = require('../../serving/errors');

const HELP = `Writes the systemd units (and their environment file) that run the site in production.

usage: make-units.js --out <dir> --prefix <install dir> --tls-cert <file> --tls-key <file> [options]

required
  --out <dir>               where the files are written (created when missing)
  --prefix <dir>            the install directory: this repository, with node_modules
  --tls-cert <file>         certificate chain every nginx origin serves (TLS_CERT)
  --tls-key <file>          its private key (TLS_KEY); readable by --user
options (default)
  --tls-ca <file>           CA that verifies the remotes (TLS_CA; the system's bundle)
  --node <path>             node (the one running this command: ${process.execPath})
  --nginx <path>            nginx (found on PATH, else /usr/sbin/nginx)
  --user <name>             the services' dedicated user (estampa); --group <name> (the user's)
  --name <prefix>           unit name prefix (estampa): <prefix>-site.service, …
  --hosting-dir <dir>       HOSTING_DIR, the releases (<prefix>/.hosting)
  --remotes-config <file>   REMOTES_CONFIG (/etc/<name>/remotes.json)
  --env-file <file>         where <name>.env will be installed (/etc/<name>/<name>.env)
  --server-name <names>     SERVER_NAME, space-separated (localhost)
  --site-url <url>          SITE_URL (https://<first server name>[:https port])
  --host <address>          address the nginx origins listen on (0.0.0.0)
  --https-port <port>       the site's HTTPS port (443)
  --http-port <port|none>   the site's HTTP port, 301 to HTTPS (80)
  --remotes <list|none>     remote origins run on this machine (${REMOTES.map((r) => r.name).join(',')})
  --remote-port <name=port> a remote's port, repeatable (${REMOTES.map((r, i) => `${r.name}=${8444 + i}`).join(', ')})
  --composer-host <address> the composer's address (127.0.0.1)
  --composer-port <port>    the composer's port (${appNamed('shell').port})
  --site-tls <1|0>          the composer is reached over HTTPS through a proxy: HSTS (1)
  --shutdown-timeout-ms <n> the composer's drain on stop, SHUTDOWN_TIMEOUT_MS (10000)
See docs/operating.md.`;

/** An error about the command line: exit 1 with its message. */
class UsageError extends Error {}

/** Paths go into unit files and Exec lines as they are. @param {string} option @param {string | undefined} value */
function absolutePath(option, value) {
  if (value === undefined || value === '') throw new UsageError(`--${option} is required`);
  if (!path.isAbsolute(value) || !/^\/[^\s"'%$\\`;]*$/.test(value))
    throw new UsageError(
      `--${option} must be an absolute path without spaces, quotes, %, $, \\, \` or ; (got ${JSON.stringify(value)})`,
    );
  return path.normalize(value).replace(/(.)\/+$/, '$1');
}

/** @param {string} option @param {string} value @param {{ min?: number }} [o] */
function portNumber(option, value, { min = 1 } = {}) {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > 65535)
    throw new UsageError(`--${option} must be a port number (${min}-65535), got ${JSON.stringify(value)}`);
  return n;
}

/** The first executable among `candidates`, or null. @param {string[]} candidates */
function firstExecutable(candidates) {
  for (const file of candidates) {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      /* not this one */
    }
  }
  return null;
}

/** nginx on PATH, else where distributions put it (/usr/sbin is not on a user's PATH). @param {NodeJS.ProcessEnv} env */
function findNginx(env) {
  const dirs = [...(env.PATH || '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  return firstExecutable(dirs.map((d) => path.join(path.resolve(d), 'nginx')));
}

/** @param {string[]} argv */
function parse(argv) {
  try {
    return parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        help: { type: 'boolean', short: 'h' },
        out: { type: 'string' },
        prefix: { type: 'string' },
        'tls-cert': { type: 'string' },
        'tls-key': { type: 'string' },
        'tls-ca': { type: 'string' },
        node: { type: 'string' },
        nginx: { type: 'string' },
        user: { type: 'string' },
        group: { type: 'string' },
        name: { type: 'string' },
        'hosting-dir': { type: 'string' },
        'remotes-config': { type: 'string' },
        'env-file': { type: 'string' },
        'server-name': { type: 'string' },
        'site-url': { type: 'string' },
        host: { type: 'string' },
        'https-port': { type: 'string' },
        'http-port': { type: 'string' },
        remotes: { type: 'string' },
        'remote-port': { type: 'string', multiple: true },
        'composer-host': { type: 'string' },
        'composer-port': { type: 'string' },
        'site-tls': { type: 'string' },
        'shutdown-timeout-ms': { type: 'string' },
      },
    }).values;
  } catch (error) {
    // parseArgs names the option: "Unknown option '--x'", "Option '--out <value>' argument missing".
    throw new UsageError(errorMessage(error));
  }
}

/** The remote origins on this machine and their ports. @param {string | undefined} list @param {string[]} portArgs */
function remoteOrigins(list, portArgs) {
  /** @type {string[]} */
  const known = REMOTES.map((r) => r.name);
  const names = list === undefined ? known : list === 'none' ? [] : list.split(',').map((s) => s.trim());
  for (const name of names)
    if (!known.includes(name))
      throw new UsageError(`--remotes: unknown remote ${JSON.stringify(name)} (known: ${known.join(', ')}, or none)`);
  if (new Set(names).size !== names.length) throw new UsageError(`--remotes lists a remote twice: ${list}`);
  /** @type {Record<string, number>} */
  const ports = Object.fromEntries(known.map((name, i) => [name, 8444 + i]));
  for (const arg of portArgs) {
    const m = /^([a-z][\w-]*)=(.*)$/.exec(arg);
    if (!m) throw new UsageError(`--remote-port must be <name>=<port>, got ${JSON.stringify(arg)}`);
    if (!names.includes(m[1]))
      throw new UsageError(
        `--remote-port ${arg}: "${m[1]}" is not among the remotes generated (${names.join(', ') || 'none'})`,
      );
    ports[m[1]] = portNumber('remote-port', m[2]);
  }
  return names.map((name) => ({ name, port: ports[name] }));
}

/** Unit name prefix, user and group. @param {ReturnType<typeof parse>} v */
function identities(v) {
  const name = v.name ?? 'estampa';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(name))
    throw new UsageError(
      `--name must be 1-20 lower-case letters, digits or -, starting with a letter (got ${JSON.stringify(name)})`,
    );
  const user = v.user ?? name;
  const group = v.group ?? user;
  for (const [option, value] of [
    ['user', user],
    ['group', group],
  ]) {
    if (!/^[a-z_][a-z0-9_-]{0,31}$/.test(value))
      throw new UsageError(
        `--${option} must be a system ${option} name (lower-case, e.g. estampa), got ${JSON.stringify(value)}`,
      );
    if (value === 'root')
      throw new UsageError(`--${option} root: the services run as a dedicated ${option}, never root`);
  }
  return { name, user, group };
}

/** Listen addresses and host names. @param {ReturnType<typeof parse>} v */
function addresses(v) {
  const serverName = v['server-name'] ?? 'localhost';
  if (!/^[A-Za-z0-9.*_-]+( [A-Za-z0-9.*_-]+)*$/.test(serverName))
    throw new UsageError(
      `--server-name must be host names separated by single spaces, got ${JSON.stringify(serverName)}`,
    );
  const host = v.host ?? '0.0.0.0';
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(host))
    throw new UsageError(`--host must be an address, got ${JSON.stringify(host)}`);
  const composerHost = v['composer-host'] ?? '127.0.0.1';
  if (!/^[A-Za-z0-9.:-]+$/.test(composerHost))
    throw new UsageError(`--composer-host must be an address, got ${JSON.stringify(composerHost)}`);
  return { serverName, host, composerHost };
}

/** Every port, each used once. @param {ReturnType<typeof parse>} v */
function ports(v) {
  const https = portNumber('https-port', v['https-port'] ?? '443');
  const http = (v['http-port'] ?? '80') === 'none' ? null : portNumber('http-port', v['http-port'] ?? '80');
  const composerPort = portNumber('composer-port', v['composer-port'] ?? String(appNamed('shell').port));
  const remotes = remoteOrigins(v.remotes, v['remote-port'] ?? []);
  const used = [
    ['https-port', https],
    ['http-port', http],
    ['composer-port', composerPort],
    ...remotes.map((r) => [`remote-port ${r.name}`, r.port]),
  ].filter(([, port]) => port !== null);
  for (let i = 0; i < used.length; i++)
    for (let j = 0; j < i; j++)
      if (used[i][1] === used[j][1])
        throw new UsageError(
          `--${used[i][0]} and --${used[j][0]} are both ${used[i][1]}: each service needs its own port`,
        );
  return { https, http, composerPort, remotes };
}

/** SITE_URL: given, or the first server name over HTTPS. @param {string | undefined} given @param {string} serverName @param {number} https */
function siteUrlOf(given, serverName, https) {
  const first = serverName.split(' ')[0];
  const url = given ?? `https://${first.includes('*') ? 'localhost' : first}${https === 443 ? '' : `:${https}`}`;
  let parsed = null;
  try {
    parsed = new URL(url);
  } catch {
    /* reported below */
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || /[\s"'$`\\]/.test(url))
    throw new UsageError(`--site-url must be an absolute http(s) URL, got ${JSON.stringify(url)}`);
  return url.replace(/\/+$/, '');
}

/** The composer's own settings. @param {ReturnType<typeof parse>} v */
function composerSettings(v) {
  const siteTls = v['site-tls'] ?? '1';
  if (siteTls !== '1' && siteTls !== '0')
    throw new UsageError(`--site-tls must be 1 or 0, got ${JSON.stringify(siteTls)}`);
  const shutdown = v['shutdown-timeout-ms'] ?? '10000';
  if (!/^\d+$/.test(shutdown) || Number(shutdown) > 3600000)
    throw new UsageError(`--shutdown-timeout-ms must be milliseconds (0-3600000), got ${JSON.stringify(shutdown)}`);
  return { siteTls: siteTls === '1', shutdownTimeoutMs: Number(shutdown) };
}

/**
 * The command line, checked and completed with defaults: the options of units.js, and --out.
 * @param {ReturnType<typeof parse>} v @param {NodeJS.ProcessEnv} env
 * @returns {{ out: string, options: import('./units').UnitOptions }}
 */
function resolveOptions(v, env) {
  const out = absolutePath('out', v.out);
  const prefix = absolutePath('prefix', v.prefix);
  const { name, user, group } = identities(v);
  const nginx = v.nginx ?? findNginx(env);
  if (!nginx) throw new UsageError('--nginx is required: nginx is not on PATH nor in /usr/sbin');
  const { serverName, host, composerHost } = addresses(v);
  const p = ports(v);
  return {
    out,
    options: {
      name,
      prefix,
      node: absolutePath('node', v.node ?? process.execPath),
      nginx: absolutePath('nginx', nginx),
      user,
      group,
      hostingDir: absolutePath('hosting-dir', v['hosting-dir'] ?? path.join(prefix, '.hosting')),
      remotesConfig: absolutePath('remotes-config', v['remotes-config'] ?? `/etc/${name}/remotes.json`),
      envFile: absolutePath('env-file', v['env-file'] ?? `/etc/${name}/${name}.env`),
      serverName,
      siteUrl: siteUrlOf(v['site-url'], serverName, p.https),
      tls: {
        cert: absolutePath('tls-cert', v['tls-cert']),
        key: absolutePath('tls-key', v['tls-key']),
        ca: v['tls-ca'] === undefined ? null : absolutePath('tls-ca', v['tls-ca']),
      },
      host,
      ports: { https: p.https, http: p.http },
      remotes: p.remotes,
      composer: { host: composerHost, port: p.composerPort, ...composerSettings(v) },
    },
  };
}

/** What the operator runs next. @param {import('./units').UnitOptions} o @param {string} out @param {string[]} written */
function nextSteps(o, out, written) {
  const names = unitNames(o);
  const units = written.filter((f) => /\.(service|path)$/.test(f));
  const remoteUnits = o.remotes.map((r) => names.remote(r.name));
  return [
    `wrote ${written.length} files to ${out}: ${written.join(', ')}`,
    '',
    'Install them (as root; docs/operating.md explains each step):',
    `  id ${o.user} || useradd --system --user-group --home-dir /var/lib/${o.name} --shell /usr/sbin/nologin ${o.user}`,
    `  install -d -m 0755 ${path.dirname(o.envFile)}`,
    `  install -m 0640 -g ${o.group} ${path.join(out, names.envFile)} ${o.envFile}`,
    ...(o.remotes.length
      ? [`  test -e ${o.remotesConfig} || install -m 0644 ${path.join(out, 'remotes.example.json')} ${o.remotesConfig}`]
      : []),
    `  install -m 0644 ${units.map((u) => path.join(out, u)).join(' ')} /etc/systemd/system/`,
    '  systemctl daemon-reload',
    `  systemctl enable --now ${[...remoteUnits, names.telemetry, names.composer, names.site, names.siteReloadPath].join(' ')}`,
    `  # or, behind your own TLS proxy instead of the site's nginx: systemctl enable --now ${names.composer} ${names.telemetry}`,
    `  # with site nodes (SITE_NODES in ${o.envFile}; docs/scaling.md): systemctl enable --now ${names.siteNodes}`,
  ].join('\n');
}

/** @param {string[]} argv @param {NodeJS.ProcessEnv} env */
function main(argv, env) {
  const v = parse(argv);
  if (v.help) {
    console.log(HELP);
    return;
  }
  const { out, options } = resolveOptions(v, env);
  const files = unitFiles(options);
  fs.mkdirSync(out, { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(out, file), text);
  for (const [option, file] of [
    ['prefix', options.prefix],
    ['node', options.node],
    ['nginx', options.nginx],
  ])
    if (!fs.existsSync(file))
      console.error(`! --${option} ${file} does not exist here (fine if the units are for another machine)`);
  console.log(nextSteps(options, out, Object.keys(files)));
}

if (require.main === module) {
  try {
    main(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(
      `make-units: ${errorMessage(error)}${error instanceof UsageError ? '\n(--help lists the options)' : ''}`,
    );
    process.exit(1);
  }
}

module.exports = { resolveOptions };
