/** @jest-environment node */
// The production topology for real: nginx processes, TLS with the generated CA, the current build.
// Skipped when nginx is not installed; needs the build (npm run build): without it the suite is
// skipped too, unless NGINX_TOPOLOGY_REQUIRED=1 (.ci/run sets it; `npm test` builds before the unit tests).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import https from 'node:https';
import http from 'node:http';
import zlib from 'node:zlib';
import { startTopology } from './topology';
import { nginxCanRun, portFree, sleep } from './testSupport';
import { ROOT } from '../../scripts/localApps';
import * as security from '../../serving/security-headers';

const run = nginxCanRun(__filename) ? describe : describe.skip;

jest.setTimeout(30000);

async function allFree(ports: number[]) {
  for (const p of ports) if (!(await portFree(p))) return false;
  return true;
}

type Res = { status: number; headers: Record<string, string>; body: string };
function request(url: string, ca?: Buffer, method = 'GET'): Promise<Res> {
  const lib = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      url,
      { method, ca, agent: false, headers: { 'accept-encoding': 'identity' } },
      (res: import('http').IncomingMessage) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}
const FALLBACK = 'data-fallback="true"';

/** GET or HEAD with an Accept-Encoding; the body as bytes, as sent. */
function raw(url: string, ca: Buffer, encoding: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    https
      .request(
        url,
        { method, ca, agent: false, headers: { 'accept-encoding': encoding } },
        (res: import('http').IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (d: Buffer) => chunks.push(d));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers as Record<string, string>,
              body: Buffer.concat(chunks),
            }),
          );
        },
      )
      .on('error', reject)
      .end();
  });
}

run('nginx production topology (TLS)', () => {
  let topology: Awaited<ReturnType<typeof startTopology>>;
  let ca: Buffer;
  const get = (p: string) => request(topology.siteUrl + p, ca);
  const extraPorts: number[] = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-topology-'));
  let offset = -1;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    for (const o of [14, 15, 16, 17, 18, 19, 13, 12]) {
      if (await allFree([8080 + o, 8443 + o, 8444 + o, 8445 + o, 8446 + o, 8447 + o])) {
        offset = o;
        break;
      }
    }
    if (offset < 0) throw new Error('no free port offset for the topology (8080+o, 8443+o…8447+o, o in 12…19)');
    for (let p = 8499; p >= 8470 && extraPorts.length < 2; p--)
      if (p > 8447 + offset && (await portFree(p))) extraPorts.push(p);
    env = {
      ...process.env,
      FRAGMENT_FRESH_S: '1',
      FRAGMENT_SWR_S: '1',
      FRAGMENT_MAX_STALE_S: '60',
      REMOTE_RETRY_MS: '1000',
      FRAGMENT_TIMEOUT_MS: '1000',
    };
    delete env.REMOTES_CONFIG;
    delete env.TLS_CERT;
    delete env.TLS_KEY;
    delete env.HTTPS_PORT;
    delete env.HTTP_PORT;
    topology = await startTopology({ offset, env, log: () => {} });
    // TLS_CERT is not given: the topology made its own CA, which the requests trust.
    if (!topology.caFile) throw new Error('the topology made no CA');
    ca = fs.readFileSync(topology.caFile);
  });

  afterAll(async () => {
    if (topology) await topology.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('composes a route from its template and the remote fragment, over HTTPS with the generated CA', async () => {
    const res = await get('/impresiones/dtf');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('data-island="prints/DtfPage"');
    expect(res.body).not.toContain(FALLBACK);
    expect(res.body).not.toContain('<!--#');
    expect(res.body).toContain(`"prints":"${topology.remotes.prints}/remoteEntry.js"`);
  });

  it('serves pages from its page cache: each encoding as asked, the same page, a repeat not composed again', async () => {
    const url = topology.siteUrl + '/impresiones/serigrafia';
    const plain = await raw(url, ca, 'identity');
    const gzip = await raw(url, ca, 'gzip, deflate');
    const br = await raw(url, ca, 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('data-island="prints/SerigrafiaPage"');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    const decoded =
      br.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(br.body) : zlib.gunzipSync(br.body);
    expect(decoded.toString()).toBe(plain.body.toString());
    for (const res of [plain, gzip, br]) {
      expect(res.headers.link).toBeUndefined(); // PRELOAD_HINTS is off by default (earlyHints.js)
      expect(res.headers['cache-control']).toBe('no-cache'); // to browsers: always revalidated
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
    }
    const head = await raw(url, ca, 'gzip', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    // What an operator sees: the page cache's status of each request in the access log.
    await raw(url, ca, 'gzip');
    const log = fs.readFileSync(path.join(topology.runtimeDir, 'site/logs/access.log'), 'utf8');
    const statuses = log
      .trim()
      .split('\n')
      .map((line: string) => JSON.parse(line))
      .filter((e: { uri: string }) => e.uri === '/impresiones/serigrafia')
      .map((e: { cache: string }) => e.cache);
    expect(statuses.slice(-2)).toContain('HIT');
  });

  it('refuses a second start on the same ports and leaves the running site serving', async () => {
    await expect(startTopology({ offset, env, log: () => {} })).rejects.toThrow(
      /^site: nginx \d+ in .* belongs to a run that is still going \(process \d+\); stop that run first, or start this one with another PORT_OFFSET$/,
    );
    expect((await get('/impresiones/dtf')).status).toBe(200);
  });

  it('sends plain HTTP to HTTPS with a 301', async () => {
    const res = await request(`${topology.httpUrl}/impresiones/dtf?x=1`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${topology.siteUrl}/impresiones/dtf?x=1`);
  });

  it('sends the security headers: page set on pages, asset set on files, remote set on remote origins', async () => {
    const page = await get('/impresiones/dtf');
    const scriptSrc = /script-src ([^;]*)/.exec(page.headers['content-security-policy'])![1].split(' ');
    expect(scriptSrc).toEqual(["'self'", ...security.INLINE_SCRIPT_SOURCES, ...Object.values(topology.remotes)]);
    expect(page.headers['content-security-policy']).not.toMatch(/http:\/\//);
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['cache-control']).toBe('no-cache');
    const file = await get('/main.js');
    expect(file.status).toBe(200);
    expect(file.headers['strict-transport-security']).toBeDefined();
    expect(file.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(file.headers['content-security-policy']).toBeUndefined();
    const entry = await request(`${topology.remotes.prints}/remoteEntry.js`, ca);
    expect(entry.status).toBe(200);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(entry.headers['strict-transport-security']).toBeDefined();
    const fragment = await request(`${topology.remotes.prints}/fragments/DtfPage.html`, ca);
    expect(fragment.headers['cache-control']).toBe('public, max-age=1, stale-while-revalidate=1, stale-if-error=60');
    const notAllowed = await request(`${topology.siteUrl}/impresiones/dtf`, ca, 'POST');
    expect(notAllowed.status).toBe(405);
    expect(notAllowed.headers.allow).toBe('GET, HEAD');
  });

  it('answers an unknown path with the site 404 page (status 404) and a missing file with plain text', async () => {
    const title = /<title>[^<]*<\/title>/.exec(
      fs.readFileSync(path.join(ROOT, 'shell/dist/templates/404.html'), 'utf8'),
    )![0];
    const res = await get('/no-existe/esta-pagina');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(title);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers.link).toBeUndefined(); // as the composer's 404: no preload hint by default
    const asset = await get('/no-existe.js');
    expect(asset.status).toBe(404);
    expect(asset.headers['content-type']).toMatch(/^text\/plain/);
    expect((await get('/impresiones/dtf/')).headers.location).toBe('/impresiones/dtf');
    expect((await get('/_fragments/prints/DtfPage.html')).status).toBe(404);
  });

  it('keeps serving the last good fragment when its remote stops, and the Spanish fallback when it never had one', async () => {
    expect((await get('/impresiones/dtf')).body).not.toContain(FALLBACK); // cached now
    await topology.stopRemote('prints');
    await sleep(2500); // past fresh (1 s) and stale-while-revalidate (1 s): only stale-if-error serves it
    const stale = await get('/impresiones/dtf');
    expect(stale.status).toBe(200);
    expect(stale.body).toContain('data-island="prints/DtfPage"');
    expect(stale.body).not.toContain(FALLBACK);
    const never = await get('/impresiones/lona');
    expect(never.status).toBe(200);
    expect(never.body).toContain(FALLBACK);
    expect(never.body).toContain('no está disponible');
    await topology.startRemote('prints');
    let back = '';
    for (let i = 0; i < 40 && !back.includes('data-island="prints/LonaPage"'); i++) {
      await sleep(150);
      back = (await get('/impresiones/lona')).body;
    }
    expect(back).toContain('data-island="prints/LonaPage"');
  });

  it('applies a remotes config change without a restart; rejects garbage answers and a malformed file', async () => {
    const original = fs.readFileSync(topology.remotesFile, 'utf8');
    const config = JSON.parse(original);
    // A "remote" answering 200 with something that is not the fragment.
    const garbageDir = path.join(scratch, 'garbage');
    fs.mkdirSync(path.join(garbageDir, 'fragments'), { recursive: true });
    fs.writeFileSync(
      path.join(garbageDir, 'fragments/VinylPage.html'),
      '<!doctype html><html><body>Error data-island="prints/VinylPage"</body></html>',
    );
    fs.writeFileSync(path.join(garbageDir, 'fragments/CoroplastPage.html'), '{"not":"a fragment"}');
    const garbage = await topology.startRemoteOrigin({ name: 'prints', dir: garbageDir, port: extraPorts[0] });
    fs.writeFileSync(topology.remotesFile, JSON.stringify({ ...config, prints: garbage.url }));
    expect(await topology.applyRemotes()).toBe(true);
    for (const p of ['/impresiones/vinyl', '/impresiones/coroplast']) {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.body).toContain(FALLBACK);
      expect(res.body).not.toContain('Error data-island');
      expect(res.body).not.toContain('"not":"a fragment"');
    }
    // A malformed file is rejected; what runs stays.
    fs.writeFileSync(topology.remotesFile, '{ "prints": ');
    expect(await topology.applyRemotes()).toBe(false);
    expect((await get('/impresiones/vinyl')).body).toContain(`"prints":"${garbage.url}/remoteEntry.js"`);
    // The remote redeployed at a new address: new entry URL in the page, CSP, fragment from there.
    const moved = await topology.startRemoteOrigin({
      name: 'prints',
      dir: path.join(ROOT, 'mf-prints/dist/client'),
      port: extraPorts[1],
    });
    fs.writeFileSync(topology.remotesFile, JSON.stringify({ ...config, prints: moved.url }));
    let res = await get('/impresiones/vinyl');
    for (let i = 0; i < 30 && !res.body.includes(`${moved.url}/remoteEntry.js`); i++) {
      await sleep(100); // the watcher picks the file up
      res = await get('/impresiones/vinyl');
    }
    expect(res.body).toContain(`"prints":"${moved.url}/remoteEntry.js"`);
    expect(res.body).toContain('data-island="prints/VinylPage"');
    expect(res.body).not.toContain(FALLBACK);
    expect(res.headers['content-security-policy']).toContain(moved.url);
    await garbage.stop();
    fs.writeFileSync(topology.remotesFile, original);
    await topology.applyRemotes();
    await moved.stop();
  });
});
