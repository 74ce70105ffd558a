/** @jest-environment node */
// The systemd units (units.js, make-units.js): what an operator relies on in their text, each file
// accepted by `systemd-analyze verify`, and the nginx units' own configuration commands run as
// written. systemd-analyze missing: the verify tests fail when CI is set, and are skipped otherwise;
// nginx missing: the commands are not run (they fail instead with NGINX_TOPOLOGY_REQUIRED=1).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import * as units from './units';
import { nginxAvailable } from '../nginx/topology';
import { generateLocalCertificates } from '../nginx/certs';
import { ROOT } from '../../scripts/localApps';

const CLI = path.join(__dirname, 'make-units.js');
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
const hasAnalyze = !spawnSync('systemd-analyze', ['--version'], { stdio: 'ignore' }).error;
const hasNginx = nginxAvailable();
if (!hasNginx && process.env.NGINX_TOPOLOGY_REQUIRED === '1')
  throw new Error('NGINX_TOPOLOGY_REQUIRED=1 but nginx is not installed (apt-get install -y nginx)');
if (!hasAnalyze && !inCi)
  console.warn('production/systemd/units.test.ts: systemd-analyze verify skipped (apt-get install -y systemd)');

/** The nginx binary the tests point the units at: on PATH, else Debian's; node stands in without one (verify only needs an executable). */
const NGINX =
  ['/usr/sbin/nginx', '/usr/local/sbin/nginx']
    .concat((process.env.PATH || '').split(':').map((d) => path.join(d, 'nginx')))
    .find((p) => fs.existsSync(p)) || process.execPath;

const options: import('./units').UnitOptions = {
  name: 'estampa',
  prefix: '/srv/estampa',
  node: '/usr/bin/node',
  nginx: '/usr/sbin/nginx',
  user: 'estampa',
  group: 'estampa',
  hostingDir: '/srv/estampa/hosting',
  remotesConfig: '/etc/estampa/remotes.json',
  envFile: '/etc/estampa/estampa.env',
  serverName: 'estampa.example www.estampa.example',
  siteUrl: 'https://estampa.example',
  tls: { cert: '/etc/ssl/estampa/fullchain.pem', key: '/etc/ssl/estampa/privkey.pem', ca: '/etc/ssl/estampa/ca.pem' },
  host: '0.0.0.0',
  ports: { https: 443, http: 80 },
  remotes: [
    { name: 'prints', port: 8444 },
    { name: 'order', port: 8447 },
  ],
  composer: { host: '127.0.0.1', port: 3000, siteTls: true, shutdownTimeoutMs: 10000 },
};

/** A unit file's `Key=value` lines by section (comments dropped, repeated keys kept in order). */
function parseUnit(text: string) {
  const sections: Record<string, [string, string][]> = {};
  let current = '';
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const head = /^\[(\w+)\]$/.exec(line);
    if (head) sections[(current = head[1])] = [];
    else {
      const i = line.indexOf('=');
      sections[current].push([line.slice(0, i), line.slice(i + 1)]);
    }
  }
  const all = (section: string, key: string) => (sections[section] || []).filter(([k]) => k === key).map(([, v]) => v);
  const one = (section: string, key: string) => {
    const values = all(section, key);
    if (values.length !== 1) throw new Error(`${section}.${key}: ${values.length} values`);
    return values[0];
  };
  return { sections, all, one };
}

/** An Exec line's words as systemd splits them (quotes, backslash escapes, $$ and %%). */
function execWords(line: string) {
  const words: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|(\S+)/g;
  let m;
  while ((m = re.exec(line)))
    words.push((m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]).replace(/\$\$/g, '$').replace(/%%/g, '%'));
  return words;
}

/** Environment="K=V" lines → { K: V }. */
function environmentOf(unit: ReturnType<typeof parseUnit>) {
  return Object.fromEntries(
    unit.all('Service', 'Environment').map((v) => {
      const [, kv] = /^"(.*)"$/.exec(v)!;
      const s = kv.replace(/\\(.)/g, '$1').replace(/%%/g, '%');
      return [s.slice(0, s.indexOf('=')), s.slice(s.indexOf('=') + 1)];
    }),
  );
}

describe('unit files (units.js)', () => {
  const files = units.unitFiles(options);
  const site = parseUnit(files['estampa-site.service']);
  const prints = parseUnit(files['estampa-remote-prints.service']);
  const composer = parseUnit(files['estampa-composer.service']);

  it('writes one unit per process, the reload watcher, the environment file and a remotes example', () => {
    expect(Object.keys(files).sort()).toEqual([
      'estampa-composer.service',
      'estampa-remote-order.service',
      'estampa-remote-prints.service',
      'estampa-site-nodes.service',
      'estampa-site-reload.path',
      'estampa-site-reload.service',
      'estampa-site.service',
      'estampa-telemetry.service',
      'estampa.env',
      'remotes.example.json',
    ]);
    expect(JSON.parse(files['remotes.example.json'])).toEqual({
      prints: 'https://estampa.example:8444',
      order: 'https://estampa.example:8447',
    });
  });

  it('site: renders its configuration, then runs nginx in the foreground on it', () => {
    expect(site.one('Service', 'Type')).toBe('exec');
    expect(execWords(site.one('Service', 'ExecStart'))).toEqual([
      '/usr/sbin/nginx',
      '-p',
      '/var/lib/estampa/site/',
      '-c',
      '/var/lib/estampa/site/nginx.conf',
      '-e',
      'stderr',
      '-g',
      'daemon off;',
    ]);
    const pre = site.one('Service', 'ExecStartPre');
    expect(pre.startsWith('-')).toBe(true); // a failed render starts nginx on the last good configuration
    expect(execWords(pre.slice(1))).toEqual([
      '/usr/bin/node',
      '/srv/estampa/production/nginx/render.js',
      'site',
      '--socket-dir',
      '/run/estampa/site',
      '--runtime-dir',
      '/var/lib/estampa/site',
      '--nginx',
      '/usr/sbin/nginx',
      '--syslog-tag',
      'estampa_site',
      '--before-start',
    ]);
    expect(site.one('Service', 'StateDirectory')).toBe('estampa/site');
    expect(site.one('Service', 'RuntimeDirectory')).toBe('estampa/site');
  });

  it('site: reload renders, checks with nginx -t, then SIGHUP; restart on failure; graceful stop', () => {
    const reload = site.all('Service', 'ExecReload').map(execWords);
    expect(reload).toHaveLength(3);
    expect(reload[0].slice(0, 3)).toEqual(['/usr/bin/node', '/srv/estampa/production/nginx/render.js', 'site']);
    expect(reload[0]).not.toContain('--before-start'); // the running nginx's sockets stay
    expect(reload[1]).toEqual([
      '/usr/sbin/nginx',
      '-p',
      '/var/lib/estampa/site/',
      '-c',
      '/var/lib/estampa/site/nginx.conf',
      '-e',
      'stderr',
      '-t',
      '-q',
    ]);
    expect(reload[2]).toEqual(['/bin/kill', '-HUP', '$MAINPID']);
    expect(site.all('Service', 'ExecReload')[2]).toBe('/bin/kill -HUP $MAINPID'); // not escaped: systemd expands it
    expect(site.one('Service', 'Restart')).toBe('on-failure');
    expect(site.one('Service', 'KillSignal')).toBe('SIGQUIT');
    expect(site.one('Service', 'KillMode')).toBe('mixed');
    expect(site.one('Install', 'WantedBy')).toBe('multi-user.target');
  });

  it("site: the environment render.js reads, and the operator's file after it", () => {
    expect(environmentOf(site)).toEqual({
      NGINX_BIN: '/usr/sbin/nginx',
      HOSTING_DIR: '/srv/estampa/hosting',
      REMOTES_CONFIG: '/etc/estampa/remotes.json',
      TLS_CERT: '/etc/ssl/estampa/fullchain.pem',
      TLS_KEY: '/etc/ssl/estampa/privkey.pem',
      TLS_CA: '/etc/ssl/estampa/ca.pem',
      HOST: '0.0.0.0',
      SERVER_NAME: 'estampa.example www.estampa.example',
      HTTPS_PORT: '443',
      HTTP_PORT: '80',
      TELEMETRY_SOCKET: '/run/estampa/telemetry/telemetry.sock',
      COMPOSER_ADDRESS: '127.0.0.1:3000',
      SITE_NODES_DOWN_FILE: '/var/lib/estampa/site-nodes/down.json',
    });
    expect(site.one('Service', 'EnvironmentFile')).toBe('-/etc/estampa/estampa.env');
    const http = parseUnit(units.siteUnit({ ...options, ports: { https: 8443, http: null } }));
    expect(environmentOf(http).HTTP_PORT).toBe('');
  });

  it('site: a dedicated user, the sandbox, and port 443 through one capability', () => {
    expect(site.one('Service', 'User')).toBe('estampa');
    expect(site.one('Service', 'Group')).toBe('estampa');
    expect(site.one('Service', 'NoNewPrivileges')).toBe('yes');
    expect(site.one('Service', 'ProtectSystem')).toBe('strict');
    expect(site.one('Service', 'ProtectHome')).toBe('yes');
    expect(site.one('Service', 'PrivateTmp')).toBe('yes');
    expect(site.one('Service', 'AmbientCapabilities')).toBe('CAP_NET_BIND_SERVICE');
    expect(site.one('Service', 'CapabilityBoundingSet')).toBe('CAP_NET_BIND_SERVICE');
    const high = parseUnit(units.siteUnit({ ...options, ports: { https: 8443, http: 8080 } }));
    expect(high.all('Service', 'AmbientCapabilities')).toEqual([]);
    expect(high.one('Service', 'CapabilityBoundingSet')).toBe('');
    const home = parseUnit(units.siteUnit({ ...options, prefix: '/home/ops/estampa' }));
    expect(home.one('Service', 'ProtectHome')).toBe('read-only');
  });

  it('a remote: its own state folder, render of its live release on its port, the same reload', () => {
    expect(execWords(prints.one('Service', 'ExecStart')).slice(0, 5)).toEqual([
      '/usr/sbin/nginx',
      '-p',
      '/var/lib/estampa/remote-prints/',
      '-c',
      '/var/lib/estampa/remote-prints/nginx.conf',
    ]);
    expect(execWords(prints.one('Service', 'ExecStartPre').slice(1)).slice(2, 7)).toEqual([
      'remote',
      '--name',
      'prints',
      '--port',
      '8444',
    ]);
    expect(prints.all('Service', 'ExecReload')).toHaveLength(3);
    expect(prints.one('Service', 'Restart')).toBe('on-failure');
    const env = environmentOf(prints);
    expect(env.HOSTING_DIR).toBe('/srv/estampa/hosting');
    expect(env.TLS_CERT).toBe('/etc/ssl/estampa/fullchain.pem');
    expect(env.REMOTES_CONFIG).toBeUndefined();
    expect(prints.all('Service', 'AmbientCapabilities')).toEqual([]); // 8444
    expect(site.one('Unit', 'After').split(' ')).toEqual(
      expect.arrayContaining(['estampa-remote-prints.service', 'estampa-remote-order.service']),
    );
  });

  it('telemetry: node on telemetryServer.js on the socket the site proxies to, the one field watcher', () => {
    const telemetry = parseUnit(files['estampa-telemetry.service']);
    expect(execWords(telemetry.one('Service', 'ExecStart'))).toEqual([
      '/usr/bin/node',
      '/srv/estampa/shell/server/telemetryServer.js',
    ]);
    const env = environmentOf(telemetry);
    expect(env.TELEMETRY_SOCKET).toBe(environmentOf(site).TELEMETRY_SOCKET);
    expect(env.TELEMETRY_DB_URL).toBe(environmentOf(composer).TELEMETRY_DB_URL);
    expect(env).toMatchObject({ TELEMETRY_TRUST_PROXY: '1', SITE_TLS: '1', HOSTING_DIR: '/srv/estampa/hosting' });
    expect(env.FIELD_WATCH).toBeUndefined(); // on: the composer's is off, so one watcher rolls back
    expect(telemetry.one('Service', 'ReadWritePaths')).toBe('/srv/estampa/hosting');
    expect(telemetry.one('Service', 'StateDirectory')).toBe(composer.one('Service', 'StateDirectory'));
    expect(site.one('Unit', 'After')).toContain('estampa-telemetry.service');
  });

  it('composer: node on shell/server/index.js, SIGTERM drain within TimeoutStopSec, no reload', () => {
    expect(execWords(composer.one('Service', 'ExecStart'))).toEqual([
      '/usr/bin/node',
      '/srv/estampa/shell/server/index.js',
    ]);
    expect(composer.one('Service', 'WorkingDirectory')).toBe('/srv/estampa');
    expect(composer.one('Service', 'Restart')).toBe('on-failure');
    expect(composer.one('Service', 'KillSignal')).toBe('SIGTERM');
    const env = environmentOf(composer);
    expect(env).toEqual({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '3000',
      HOSTING_DIR: '/srv/estampa/hosting',
      REMOTES_CONFIG: '/etc/estampa/remotes.json',
      SITE_TLS: '1',
      NODE_EXTRA_CA_CERTS: '/etc/ssl/estampa/ca.pem',
      SHUTDOWN_TIMEOUT_MS: '10000',
      TELEMETRY_DB_URL: 'file:/var/lib/estampa/telemetry/telemetry.db',
      FIELD_WATCH: '0',
    });
    expect(Number(composer.one('Service', 'TimeoutStopSec')) * 1000).toBeGreaterThan(Number(env.SHUTDOWN_TIMEOUT_MS));
    const slow = parseUnit(
      units.composerUnit({ ...options, composer: { ...options.composer, shutdownTimeoutMs: 60500 } }),
    );
    expect(Number(slow.one('Service', 'TimeoutStopSec'))).toBeGreaterThan(60.5);
    // SIGHUP would end a Node process that does not handle it: there is no ExecReload.
    expect(composer.all('Service', 'ExecReload')).toEqual([]);
    expect(composer.one('Service', 'NoNewPrivileges')).toBe('yes');
    expect(composer.one('Service', 'ProtectSystem')).toBe('strict');
    expect(composer.one('Service', 'PrivateTmp')).toBe('yes');
    expect(composer.one('Service', 'CapabilityBoundingSet')).toBe('');
    const plain = environmentOf(
      parseUnit(
        units.composerUnit({
          ...options,
          tls: { ...options.tls, ca: null },
          composer: { ...options.composer, siteTls: false },
        }),
      ),
    );
    expect(plain.SITE_TLS).toBeUndefined();
    expect(plain.NODE_EXTRA_CA_CERTS).toBeUndefined();
  });

  it("site nodes: node on watch-nodes.js writing the file the site's render reads, SITE_NODES from the environment file", () => {
    const nodes = parseUnit(files['estampa-site-nodes.service']);
    expect(execWords(nodes.one('Service', 'ExecStart'))).toEqual([
      '/usr/bin/node',
      '/srv/estampa/production/nginx/watch-nodes.js',
      '--down-file',
      '/var/lib/estampa/site-nodes/down.json',
    ]);
    expect(nodes.one('Service', 'StateDirectory')).toBe('estampa/site-nodes');
    expect(nodes.one('Service', 'EnvironmentFile')).toBe('-/etc/estampa/estampa.env');
    expect(nodes.one('Service', 'User')).toBe(site.one('Service', 'User'));
    expect(nodes.one('Service', 'Restart')).toBe('on-failure');
    expect(nodes.one('Service', 'ProtectSystem')).toBe('strict');
    expect(files['estampa.env']).toMatch(/^#SITE_NODES=10\.0\.0\.7:3000,10\.0\.0\.8:3000$/m);
  });

  it('reloads the site when the remotes file changes, a canary starts, changes or ends, a remote goes live, or a node turns (un)ready', () => {
    const watch = parseUnit(files['estampa-site-reload.path']);
    expect(watch.all('Path', 'PathChanged')).toEqual([
      '/etc/estampa/remotes.json',
      ...options.remotes.map((r: { name: string }) => `/srv/estampa/hosting/${r.name}/canary.json`),
      ...options.remotes.map((r: { name: string }) => `/srv/estampa/hosting/${r.name}/live`),
      '/var/lib/estampa/site-nodes/down.json',
    ]);
    expect(watch.one('Path', 'Unit')).toBe('estampa-site-reload.service');
    const reload = parseUnit(files['estampa-site-reload.service']);
    expect(reload.one('Service', 'Type')).toBe('oneshot');
    expect(execWords(reload.one('Service', 'ExecStart'))).toEqual([
      '/bin/systemctl',
      'try-reload-or-restart',
      'estampa-site.service',
    ]);
  });

  it('the environment file: the shared paths and SITE_URL set, the tunables commented, the unit-owned ones out', () => {
    const env = files['estampa.env'];
    expect(env).toMatch(/^HOSTING_DIR=\/srv\/estampa\/hosting$/m);
    expect(env).toMatch(/^REMOTES_CONFIG=\/etc\/estampa\/remotes\.json$/m);
    expect(env).toMatch(/^SITE_URL=https:\/\/estampa\.example$/m);
    expect(env).toMatch(/^#FRAGMENT_TIMEOUT_MS=2000$/m);
    expect(env).not.toMatch(/^SHUTDOWN_TIMEOUT_MS=/m);
    expect(env).not.toMatch(/^(HTTPS_PORT|TLS_CERT|PORT)=/m);
  });

  it('escapes what systemd would expand, and refuses what a unit cannot hold', () => {
    expect(units.execWord('/srv/100%/x')).toBe('/srv/100%%/x');
    expect(units.execWord('a$b')).toBe('a$$b');
    expect(units.execWord('daemon off;')).toBe('"daemon off;"');
    expect(units.environment('SERVER_NAME', 'a.example b.example')).toBe(
      'Environment="SERVER_NAME=a.example b.example"',
    );
    expect(units.environment('X', 'say "hi" 5%')).toBe('Environment="X=say \\"hi\\" 5%%"');
    expect(() => units.environment('X', 'a\nb')).toThrow(/control characters/);
    expect(() => units.environment('lower', 'x')).toThrow(/bad environment variable name/);
    expect(() => units.envFileLine('X', 'a$b')).toThrow(/cannot hold/);
    expect(units.envFileLine('X', 'a b')).toBe('X="a b"');
    expect(() => units.unitFiles({ ...options, name: 'Bad' })).toThrow(/prefix/);
  });
});

describe('make-units.js (the command line)', () => {
  const base = ['--prefix', '/srv/estampa', '--tls-cert', '/etc/c.pem', '--tls-key', '/etc/k.pem'];
  const cli = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  let out: string;
  beforeAll(() => (out = fs.mkdtempSync(path.join(os.tmpdir(), 'units-cli-'))));
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('writes the files and says how to install them', () => {
    const r = cli(['--out', out, ...base, '--node', process.execPath, '--nginx', NGINX, '--remotes', 'prints']);
    expect(r.status).toBe(0);
    expect(fs.readdirSync(out).sort()).toEqual([
      'estampa-composer.service',
      'estampa-remote-prints.service',
      'estampa-site-nodes.service',
      'estampa-site-reload.path',
      'estampa-site-reload.service',
      'estampa-site.service',
      'estampa-telemetry.service',
      'estampa.env',
      'remotes.example.json',
    ]);
    expect(r.stdout).toContain('systemctl daemon-reload');
    expect(r.stdout).toContain('systemctl enable --now estampa-site-nodes.service');
    expect(r.stdout).toContain(
      'systemctl enable --now estampa-remote-prints.service estampa-telemetry.service estampa-composer.service estampa-site.service',
    );
    const site = parseUnit(fs.readFileSync(path.join(out, 'estampa-site.service'), 'utf8'));
    expect(execWords(site.one('Service', 'ExecStart'))[0]).toBe(NGINX);
    expect(environmentOf(site).HOSTING_DIR).toBe('/srv/estampa/.hosting'); // default: <prefix>/.hosting
  });

  const never = path.join(os.tmpdir(), `units-cli-never-${process.pid}`);
  it.each([
    ['--out relative', ['--out', 'relative', ...base], /--out must be an absolute path/],
    ['no --tls-cert', ['--out', never, '--prefix', '/srv/estampa'], /--tls-cert is required/],
    ['--bogus', ['--out', never, ...base, '--bogus'], /Unknown option '--bogus'/],
    [
      '--remotes prints,nope',
      ['--out', never, ...base, '--remotes', 'prints,nope'],
      /--remotes: unknown remote "nope"/,
    ],
    ['--https-port 0', ['--out', never, ...base, '--https-port', '0'], /--https-port must be a port number/],
    [
      '--remote-port prints=3000',
      ['--out', never, ...base, '--remote-port', 'prints=3000'],
      /--remote-port prints and --composer-port are both 3000/,
    ],
    ['--user root', ['--out', never, ...base, '--user', 'root'], /--user root: the services run as a dedicated user/],
    [
      '--prefix with a space',
      ['--out', never, ...base, '--prefix', '/srv/my site'],
      /--prefix must be an absolute path without spaces/,
    ],
    [
      '--site-url without a scheme',
      ['--out', never, ...base, '--site-url', 'estampa.example'],
      /--site-url must be an absolute http\(s\) URL/,
    ],
    ['a positional argument', ['--out', never, ...base, 'extra'], /Unexpected argument 'extra'/],
  ])('refuses %s with exit 1, naming the option', (_label, args, message) => {
    const r = cli(args as string[]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(fs.existsSync(never)).toBe(false);
  });
});

const verifyTests = () => {
  let out: string;
  let files: string[];
  beforeAll(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'units-verify-'));
    // Real binaries: verify refuses an ExecStart it cannot execute.
    const r = spawnSync(
      process.execPath,
      [CLI, '--out', out, ...['--prefix', ROOT, '--node', process.execPath, '--nginx', NGINX]]
        .concat(['--tls-cert', '/etc/ssl/estampa/fullchain.pem', '--tls-key', '/etc/ssl/estampa/privkey.pem'])
        .concat(['--server-name', 'estampa.example www.estampa.example']),
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(r.stderr);
    files = fs.readdirSync(out).filter((f: string) => /\.(service|path)$/.test(f));
  });
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('checks every unit', () => expect(files).toHaveLength(10));
  it.each([
    'site',
    'site-reload',
    'site-nodes',
    'composer',
    'remote-prints',
    'remote-products',
    'remote-uniforms',
    'remote-order',
  ])('estampa-%s: systemd-analyze verify exits 0 and warns about nothing in it', (unit) => {
    for (const file of files.filter((f) => f.replace(/\.(service|path)$/, '') === `estampa-${unit}`)) {
      const r = spawnSync('systemd-analyze', ['verify', path.join(out, file)], { encoding: 'utf8' });
      const about = r.stderr.split('\n').filter((l: string) => l.includes(file));
      expect({ file, status: r.status, about }).toEqual({ file, status: 0, about: [] });
    }
  });
  it('verify does fail a broken unit (the check is real)', () => {
    const broken = path.join(out, 'estampa-broken.service');
    fs.writeFileSync(broken, '[Service]\nExecStart=/nonexistent/nginx\nRestart=sometimes\n');
    const r = spawnSync('systemd-analyze', ['verify', broken], { encoding: 'utf8' });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('estampa-broken.service');
  });
};

if (hasAnalyze) describe('systemd-analyze verify', verifyTests);
else if (inCi)
  describe('systemd-analyze verify', () => {
    it('needs systemd-analyze: CI is set, so this is a failure, not a skip', () => {
      throw new Error(
        "systemd-analyze is not installed: install Debian's systemd package (apt-get install -y systemd; .ci/run does)",
      );
    });
  });
else describe.skip('systemd-analyze verify (systemd-analyze is not installed)', verifyTests);

/** The nginx units' own commands, as systemd would run them, with their folders moved into `dir`. */
(hasNginx ? describe : describe.skip)("the nginx units' commands, run as written", () => {
  let dir: string;
  let files: Record<string, string>;
  const move = (word: string) =>
    word.replace(/^\/var\/lib\/estampa\//, `${dir}/state/`).replace(/^\/run\/estampa\//, `${dir}/run/`);
  const runLine = (line: string, env: Record<string, string>) => {
    const [cmd, ...args] = execWords(line).map(move);
    return spawnSync(cmd, args, { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'units-run-'));
    const certs = generateLocalCertificates(path.join(dir, 'tls'), { days: 2 });
    const hosting = path.join(dir, 'hosting');
    const release = path.join(hosting, 'shell/releases/r1/templates');
    fs.mkdirSync(release, { recursive: true });
    fs.writeFileSync(
      path.join(release, 'routes.json'),
      JSON.stringify({ routes: { '/': 'index.html' }, notFound: '404.html' }),
    );
    fs.writeFileSync(
      path.join(release, 'site-policy.json'),
      JSON.stringify({ mapOrigin: 'https://m.example', chatOrigin: 'https://c.example' }),
    );
    fs.symlinkSync('releases/r1', path.join(hosting, 'shell/live'));
    fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ prints: 'https://localhost:8444' }));
    files = units.unitFiles({
      ...options,
      prefix: ROOT,
      node: process.execPath,
      nginx: NGINX,
      hostingDir: hosting,
      remotesConfig: path.join(dir, 'remotes.json'),
      envFile: path.join(dir, 'estampa.env'),
      serverName: 'localhost',
      tls: { cert: certs.cert, key: certs.key, ca: certs.ca },
    });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('site: ExecStartPre renders a configuration, each ExecReload before the SIGHUP succeeds', () => {
    const site = parseUnit(files['estampa-site.service']);
    const env = environmentOf(site);
    const pre = runLine(site.one('Service', 'ExecStartPre').slice(1), env);
    expect(pre.stderr).toBe('');
    expect(pre.status).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'state/site/nginx.conf'), 'utf8')).toContain('/v1/nginx.conf');
    const [render, check, hup] = site.all('Service', 'ExecReload');
    expect(runLine(render, env).status).toBe(0);
    const t = runLine(check, env);
    expect(t.stderr).toBe('');
    expect(t.status).toBe(0);
    expect(hup).toContain('$MAINPID');
    // A broken remotes file fails the reload; the configuration in effect stays.
    const before = fs.readFileSync(path.join(dir, 'state/site/nginx.conf'), 'utf8');
    fs.writeFileSync(path.join(dir, 'remotes.json'), '[');
    const failed = runLine(render, env);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/remotes\.json: not applied/);
    expect(fs.readFileSync(path.join(dir, 'state/site/nginx.conf'), 'utf8')).toBe(before);
  });

  it('remote: ExecStartPre renders, ExecReload checks', () => {
    const prints = parseUnit(files['estampa-remote-prints.service']);
    const env = environmentOf(prints);
    expect(runLine(prints.one('Service', 'ExecStartPre').slice(1), env).status).toBe(0);
    const [render, check] = prints.all('Service', 'ExecReload');
    expect(runLine(render, env).status).toBe(0);
    expect(runLine(check, env).status).toBe(0);
  });
});
