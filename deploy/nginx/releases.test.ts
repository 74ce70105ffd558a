/** @jest-environment node */
// The nginx topology serving releases (shared/deploy) for real: each app through its live link in a
// temporary hosting folder. A remote's switch is served from the next request without a reload,
// with the older release's chunks still there; a shell release with another route is picked up by
// the watcher (configuration regenerated and reloaded); a rollback goes back the same way.
// Skipped like topology.test.ts when nginx or the build is missing.
const fs = require('fs');
const os = require('os');
const net = require('net');
const path = require('path');
const https = require('https');
const { startTopology, nginxAvailable } = require('./topology') as typeof import('./topology');
const { ROOT } = require('../../scripts/apps');
const { openStore } = require('../../shared/deploy/releaseStore');
const { findApp } = require('../../shared/deploy/apps');

const built = ['shell/dist/templates/routes.json', 'mf-prints/dist/client/fragments/DtfPage.html'].every((f) =>
  fs.existsSync(path.join(ROOT, f)),
);
const required = process.env.NGINX_TOPOLOGY_REQUIRED === '1';
const run = nginxAvailable() && (built || required) ? describe : describe.skip;

jest.setTimeout(30000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
function portFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

type Res = { status: number; body: string };
function request(url: string, ca: Buffer): Promise<Res> {
  return new Promise((resolve, reject) => {
    https
      .get(
        url,
        { ca, agent: false, headers: { 'accept-encoding': 'identity' } },
        (res: import('http').IncomingMessage) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      )
      .on('error', reject);
  });
}

/** Polls `check` until it is true (the fragment cache's fresh second, the watcher's 250 ms). */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 60; i++) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

run('nginx topology serving releases', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-releases-'));
  fs.chmodSync(work, 0o755); // nginx workers run as nobody when the tests run as root
  const hosting = path.join(work, 'hosting');
  const prints = openStore({ hostingDir: hosting, app: findApp('prints') });
  const shell = openStore({ hostingDir: hosting, app: findApp('shell') });
  let topology: Awaited<ReturnType<typeof startTopology>>;
  let ca: Buffer;
  const site = (p: string) => request(topology.siteUrl + p, ca);
  const origin = (p: string) => request(topology.remotes.prints + p, ca);
  const releases: Record<string, string> = {};
  let oldChunk = '';

  beforeAll(async () => {
    // Release A of prints and the shell: the current builds. Release B of each: a copy with a
    // changed DTF fragment and a chunk of its own (prints), and one more route (shell).
    releases.printsA = prints.publish({ buildDir: path.join(ROOT, 'mf-prints/dist'), buildId: 'prints-a' }).releaseId;
    const printsB = path.join(work, 'prints-b');
    fs.cpSync(path.join(ROOT, 'mf-prints/dist/client'), path.join(printsB, 'client'), { recursive: true });
    const fragment = path.join(printsB, 'client/fragments/DtfPage.html');
    fs.writeFileSync(fragment, fs.readFileSync(fragment, 'utf8').replace(/<h1([^>]*)>/, '<h1$1>Versión B · '));
    for (const ext of ['.br', '.gz']) fs.rmSync(fragment + ext, { force: true });
    oldChunk = fs.readdirSync(path.join(printsB, 'client')).find((f: string) => /^\d+\.[0-9a-f]{10}\.js$/.test(f))!;
    fs.renameSync(path.join(printsB, 'client', oldChunk), path.join(printsB, 'client/999.bbbbbbbbbb.js'));
    releases.printsB = prints.publish({
      buildDir: printsB,
      buildId: 'prints-b',
      time: new Date(Date.now() + 1000),
    }).releaseId;

    releases.shellA = shell.publish({ buildDir: path.join(ROOT, 'shell/dist'), buildId: 'shell-a' }).releaseId;
    const shellB = path.join(work, 'shell-b');
    fs.cpSync(path.join(ROOT, 'shell/dist'), shellB, { recursive: true });
    const routesFile = path.join(shellB, 'templates/routes.json');
    const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8'));
    fs.writeFileSync(
      routesFile,
      JSON.stringify({ ...routes, routes: { ...routes.routes, '/contacto-b': routes.routes['/contacto'] } }),
    );
    releases.shellB = shell.publish({
      buildDir: shellB,
      buildId: 'shell-b',
      time: new Date(Date.now() + 1000),
    }).releaseId;
    prints.switchTo(releases.printsA, 'deploy');
    shell.switchTo(releases.shellA, 'deploy');

    let offset = -1;
    for (const o of [24, 25, 26, 27, 28, 29, 22, 23]) {
      const ports = [8080 + o, 8443 + o, 8444 + o, 8445 + o, 8446 + o, 8447 + o];
      if ((await Promise.all(ports.map(portFree))).every(Boolean)) {
        offset = o;
        break;
      }
    }
    if (offset < 0) throw new Error('no free port offset for the topology (8080+o, 8443+o…8447+o, o in 22…29)');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      FRAGMENT_FRESH_S: '1',
      FRAGMENT_SWR_S: '0',
      FRAGMENT_MAX_STALE_S: '60',
    };
    for (const k of ['REMOTES_CONFIG', 'TLS_CERT', 'TLS_KEY', 'HTTPS_PORT', 'HTTP_PORT']) delete env[k];
    topology = await startTopology({
      offset,
      hostingDir: hosting,
      runtimeDir: path.join(work, 'runtime'),
      env,
      log: () => {},
    });
    ca = fs.readFileSync(topology.caFile);
  });

  afterAll(async () => {
    if (topology) await topology.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('serves each app through its live link', async () => {
    expect(topology.shellDist).toBe(path.join(hosting, 'shell/live'));
    expect(JSON.parse((await site('/release.json')).body).releaseId).toBe(releases.shellA);
    expect(JSON.parse((await origin('/release.json')).body).releaseId).toBe(releases.printsA);
    expect(JSON.parse((await site('/remotes/prints/release.json')).body).releaseId).toBe(releases.printsA);
    expect((await site('/impresiones/dtf')).body).not.toContain('Versión B');
  });

  it('serves a remote deploy from the next request, no reload, older chunks kept; and a rollback', async () => {
    prints.switchTo(releases.printsB, 'deploy');
    expect(JSON.parse((await origin('/release.json')).body).releaseId).toBe(releases.printsB);
    expect((await origin('/fragments/DtfPage.html')).body).toContain('Versión B · ');
    expect((await origin('/999.bbbbbbbbbb.js')).status).toBe(200);
    expect((await origin(`/${oldChunk}`)).status).toBe(200); // release A's chunk, hard-linked into B
    await eventually(
      async () => (await site('/impresiones/dtf')).body.includes('Versión B · '),
      'the new fragment in the page',
    );

    prints.switchTo(releases.printsA, 'rollback');
    expect((await origin('/999.bbbbbbbbbb.js')).status).toBe(404);
    await eventually(
      async () => !(await site('/impresiones/dtf')).body.includes('Versión B · '),
      'the old fragment again',
    );
  });

  it('reloads the site when a shell release changes the routes, and again on its rollback', async () => {
    expect((await site('/contacto-b')).status).toBe(404);
    shell.switchTo(releases.shellB, 'deploy');
    expect(JSON.parse((await site('/release.json')).body).releaseId).toBe(releases.shellB); // files: at once
    await eventually(async () => (await site('/contacto-b')).status === 200, 'the new route');
    expect((await site('/contacto-b')).body).toContain('<h1');
    shell.switchTo(releases.shellA, 'rollback');
    await eventually(async () => (await site('/contacto-b')).status === 404, 'the route gone again');
    expect((await site('/contacto')).status).toBe(200);
  });
});
