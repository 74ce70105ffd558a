/** @jest-environment node */
// The configuration step of the systemd units (render.js): versions checked by nginx before they
// take effect. Needs nginx and openssl (skipped without nginx, unless NGINX_TOPOLOGY_REQUIRED=1,
// which .ci/run sets); needs no build: the shell release is a small one made here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderSite, renderRemote } from './render';
import { nginxAvailable } from './topology';
import { generateLocalCertificates } from './certs';

const hasNginx = nginxAvailable();
if (!hasNginx && process.env.NGINX_TOPOLOGY_REQUIRED === '1')
  throw new Error('NGINX_TOPOLOGY_REQUIRED=1 but nginx is not installed (apt-get install -y nginx)');
if (!hasNginx) console.warn('production/nginx/render.test.ts skipped: nginx is not installed');
const run = hasNginx ? describe : describe.skip;

/** A shell release as a deploy leaves it: <hosting>/shell/live → releases/r1 (templates/, client/). */
function shellRelease(hosting: string) {
  const release = path.join(hosting, 'shell/releases/r1');
  fs.mkdirSync(path.join(release, 'templates'), { recursive: true });
  fs.mkdirSync(path.join(release, 'client'), { recursive: true });
  const write = (f: string, text: string) => fs.writeFileSync(path.join(release, 'templates', f), text);
  write(
    'routes.json',
    JSON.stringify({ routes: { '/': 'index.html', '/contacto': 'contacto.html' }, notFound: '404.html' }),
  );
  write('site-policy.json', JSON.stringify({ mapOrigin: 'https://maps.example', chatOrigin: 'https://chat.example' }));
  for (const page of ['index.html', 'contacto.html', '404.html']) write(page, `<!doctype html><title>${page}</title>`);
  fs.symlinkSync('releases/r1', path.join(hosting, 'shell/live'));
}

run('render.js (nginx configuration of the systemd units)', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let remotesFile: string;
  const siteDir = () => path.join(dir, 'state/site');
  const site = (extra: Partial<Parameters<typeof renderSite>[0]> = {}) =>
    renderSite({ runtimeDir: siteDir(), socketDir: path.join(dir, 'run/site'), env, ...extra });
  const inEffect = () => fs.readFileSync(path.join(siteDir(), 'nginx.conf'), 'utf8');

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-'));
    const certs = generateLocalCertificates(path.join(dir, 'tls'), { days: 2 });
    const hosting = path.join(dir, 'hosting');
    shellRelease(hosting);
    remotesFile = path.join(dir, 'remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify({ prints: 'https://localhost:8444' }));
    env = {
      PATH: process.env.PATH,
      NGINX_BIN: process.env.NGINX_BIN,
      TLS_CERT: certs.cert,
      TLS_KEY: certs.key,
      TLS_CA: certs.ca,
      HOSTING_DIR: hosting,
      REMOTES_CONFIG: remotesFile,
      HTTPS_PORT: '443',
      HTTP_PORT: '80',
      HOST: '0.0.0.0',
      SERVER_NAME: 'estampa.example',
    };
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a version nginx accepts and points nginx.conf at it, from the live shell release', () => {
    const r = site({ syslogTag: 'estampa_site' });
    expect(r.version).toBe(1);
    expect(r.shellDist).toBe(path.join(env.HOSTING_DIR!, 'shell/live'));
    expect(inEffect()).toContain(`include "${path.join(siteDir(), 'v1/nginx.conf')}";`);
    const conf = fs.readFileSync(path.join(siteDir(), 'v1/nginx.conf'), 'utf8');
    expect(conf).toContain('listen 0.0.0.0:443 ssl http2;');
    expect(conf).toContain('server_name estampa.example;');
    expect(conf).toContain(`root "${path.join(env.HOSTING_DIR!, 'shell/live/templates')}";`);
    expect(conf).toContain('upstream remote_prints');
    // Logs for the journal: errors on stderr, access lines to journald's syslog socket.
    expect(conf).toMatch(/^error_log stderr warn;$/m);
    expect(conf).toContain(
      'access_log "syslog:server=unix:/run/systemd/journal/dev-log,tag=estampa_site,nohostname" json;',
    );
    expect(conf).not.toContain('logs/access.log');
  });

  it('SITE_NODES: every page from those composers, balanced and retried, unready ones down; a bad address is refused by name', () => {
    const r = site({ env: { ...env, SITE_NODES: '10.0.0.7:3000, 10.0.0.8:3000' } });
    const conf = fs.readFileSync(path.join(r.confDir, 'nginx.conf'), 'utf8');
    expect(conf).toMatch(
      /upstream composer \{\s+server 10\.0\.0\.7:3000 max_fails=1 fail_timeout=2s;\s+server 10\.0\.0\.8:3000 /,
    );
    expect(conf).not.toContain('ssi on;');
    // The nodes the site-nodes unit found not ready (watch-nodes.js) are marked down.
    const downFile = path.join(dir, 'nodes-down.json');
    fs.writeFileSync(downFile, JSON.stringify({ down: ['10.0.0.8:3000'] }));
    const marked = site({ env: { ...env, SITE_NODES: '10.0.0.7:3000,10.0.0.8:3000', SITE_NODES_DOWN_FILE: downFile } });
    expect(fs.readFileSync(path.join(marked.confDir, 'nginx.conf'), 'utf8')).toMatch(
      /server 10\.0\.0\.7:3000 max_fails=1 fail_timeout=2s;\s+server 10\.0\.0\.8:3000 max_fails=1 fail_timeout=2s down;/,
    );
    const before = inEffect();
    expect(() => site({ env: { ...env, SITE_NODES: 'node one' } })).toThrow(/SITE_NODES: "node one"/);
    expect(inEffect()).toBe(before);
    site(); // back to nginx composing with SSI, for the tests below
  });

  it('a remotes change renders a new version; a broken file or certificate leaves the one in effect', () => {
    fs.writeFileSync(
      remotesFile,
      JSON.stringify({ prints: 'https://localhost:8444', order: 'https://127.0.0.1:8447' }),
    );
    const r = site();
    expect(inEffect()).toContain(`v${r.version}/nginx.conf`);
    expect(fs.readFileSync(path.join(r.confDir, 'nginx.conf'), 'utf8')).toContain('upstream remote_order');
    const before = inEffect();
    fs.writeFileSync(remotesFile, '{"prints":');
    expect(() => site()).toThrow(/remotes\.json: not applied/);
    fs.writeFileSync(remotesFile, JSON.stringify({ prints: 'https://localhost:8444' }));
    expect(() => site({ env: { ...env, TLS_KEY: path.join(dir, 'missing.pem') } })).toThrow(/TLS_KEY .*missing\.pem/);
    expect(inEffect()).toBe(before);
  });

  it('a version nginx rejects is removed and never takes effect', () => {
    const before = inEffect();
    const versions = fs.readdirSync(siteDir()).filter((e: string) => /^v\d+$/.test(e));
    expect(() => site({ nginx: path.join(dir, 'no-nginx') })).toThrow(/cannot run/);
    // A certificate that is PEM to our check but not to nginx: nginx -t fails.
    const bad = path.join(dir, 'bad-cert.pem');
    fs.writeFileSync(bad, '-----BEGIN CERTIFICATE-----\nnot base64\n-----END CERTIFICATE-----\n');
    expect(() => site({ env: { ...env, TLS_CERT: bad } })).toThrow(/nginx rejects the new configuration/);
    expect(inEffect()).toBe(before);
    expect(fs.readdirSync(siteDir()).filter((e: string) => /^v\d+$/.test(e))).toEqual(versions);
    expect(fs.readdirSync(siteDir()).filter((e: string) => e.endsWith('.next'))).toEqual([]);
  });

  it('keeps the three newest versions and the one in effect before the run', () => {
    for (let i = 0; i < 4; i++) site();
    const versions = fs
      .readdirSync(siteDir())
      .filter((e: string) => /^v\d+$/.test(e))
      .map((e: string) => Number(e.slice(1)))
      .sort((a: number, b: number) => a - b);
    expect(versions).toHaveLength(3);
    expect(inEffect()).toContain(`v${versions[2]}/nginx.conf`);
    // The running nginx loaded the oldest (its reload came after): that one stays through the next run.
    const oldest = versions[0];
    fs.writeFileSync(
      path.join(siteDir(), 'nginx.conf'),
      `include "${path.join(siteDir(), `v${oldest}/nginx.conf`)}";\n`,
    );
    site();
    expect(fs.existsSync(path.join(siteDir(), `v${oldest}`))).toBe(true);
    site();
    expect(fs.existsSync(path.join(siteDir(), `v${oldest}`))).toBe(false);
  });

  it('removes sockets a crash left only before a start', () => {
    const sock = path.join(dir, 'run/site/fragment-check.sock');
    fs.writeFileSync(sock, '');
    site();
    expect(fs.existsSync(sock)).toBe(true);
    site({ beforeStart: true });
    expect(fs.existsSync(sock)).toBe(false);
    // Even when the render then fails: nginx starts on the last good configuration (ExecStartPre=-).
    fs.writeFileSync(sock, '');
    expect(() => site({ beforeStart: true, env: { ...env, REMOTES_CONFIG: undefined } })).toThrow();
    expect(fs.existsSync(sock)).toBe(false);
  });

  it('refuses to run without the production settings', () => {
    expect(() => site({ env: { ...env, REMOTES_CONFIG: undefined } })).toThrow(/REMOTES_CONFIG must be set/);
    expect(() => site({ env: { ...env, TLS_CERT: undefined, TLS_KEY: undefined } })).toThrow(
      /TLS_CERT and TLS_KEY must be set/,
    );
  });

  it("renders a remote's origin on its live link, with a warning while it has none", () => {
    const warnings: string[] = [];
    const runtimeDir = path.join(dir, 'state/remote-prints');
    const r = renderRemote({
      name: 'prints',
      port: 8444,
      runtimeDir,
      syslogTag: 'estampa_prints',
      env,
      warn: (w) => warnings.push(w),
    });
    expect(r.dir).toBe(path.join(env.HOSTING_DIR!, 'prints/live'));
    expect(warnings.join('\n')).toMatch(/prints\/live does not exist yet.*npm run deploy -w mf-prints/);
    const conf = fs.readFileSync(path.join(r.confDir, 'nginx.conf'), 'utf8');
    expect(conf).toContain('listen 0.0.0.0:8444 ssl http2;');
    expect(conf).toContain(`root "${r.dir}";`);
    expect(conf).toContain('tag=estampa_prints,');
    expect(() => renderRemote({ name: 'Bad Name', port: 1, runtimeDir, env })).toThrow(/not valid/);
  });
});
