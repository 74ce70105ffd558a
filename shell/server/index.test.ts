/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import http from 'http';
import type { IncomingMessage, ServerResponse, Server } from 'http';
import https from 'https';
import net from 'net';
import type { Socket } from 'net';
import zlib from 'zlib';
import { Writable } from 'stream';
import { INLINE_SCRIPT_SOURCES } from '../../serving/security-headers';
import { createShellServer } from './index';
import { createLogger } from './logger';
import { throwAwayCert, tempDist, listen, close, portOf, FALLBACK } from './testSupport';
import { switchSymlink } from '../../releases/atomic';

const FRAGMENT =
  '<style>.p{}</style><div data-island="prints/DtfPage" data-build="b1" data-chunks="7.c1.js __federation_expose_DtfPage.c2.js"><h1>Impresión DTF</h1></div>';
type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request to the shell without keep-alive; the body decoded as the server encoded it. */
function request(base: string, pathname: string, { method = 'GET', headers = {} as Record<string, string> } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers, agent: false }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const enc = res.headers['content-encoding'];
        const body = enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode!, headers: res.headers, body: body.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitFor<T>(check: () => T | Promise<T>, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('shell server', () => {
  const tls = throwAwayCert();
  let dist: string;
  let configFile: string;
  let t: number;
  let lines: Array<Record<string, unknown>>;
  const closers: Array<() => unknown> = [];

  type Answer = { status: number; type: string; body: string } | null;
  /** A remote serving the DTF fragment (null: never answers) and one art file (http or https). */
  async function remote({
    secure = false,
    fragment = (): Answer => ({ status: 200, type: 'text/html; charset=utf-8', body: FRAGMENT }),
  } = {}) {
    const seen: string[] = [];
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      seen.push(req.url!);
      if (req.url === '/fragments/DtfPage.html') {
        const f = fragment();
        if (!f) return;
        res.writeHead(f.status, { 'content-type': f.type });
        return res.end(f.body);
      }
      if (req.url === '/art/logo.svg?v=2') {
        res.writeHead(200, {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=31536000, immutable',
          etag: '"x1"',
        });
        return res.end('<svg/>');
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('No encontrado');
    };
    const server: Server = secure
      ? https.createServer({ key: tls.key, cert: tls.cert }, handler)
      : http.createServer(handler);
    const base = await listen(server, secure ? 'https' : 'http');
    closers.push(() => close(server));
    return { base, seen };
  }

  /** A remote that accepts connections and never answers. */
  async function hangingRemote() {
    const sockets: Socket[] = [];
    const server = net.createServer((s: Socket) => sockets.push(s));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    closers.push(() => {
      sockets.forEach((s) => s.destroy());
      server.close();
    });
    return { base: `http://127.0.0.1:${portOf(server)}`, connections: () => sockets.length };
  }

  async function shell(remotes: Record<string, string>, options = {}) {
    fs.writeFileSync(configFile, JSON.stringify(remotes));
    const destination = new Writable({
      write(chunk: Buffer, _e: string, cb: () => void) {
        lines.push(JSON.parse(chunk.toString()));
        cb();
      },
    });
    const server = createShellServer({
      dist,
      remotesFile: configFile,
      // A hosting folder of its own (empty: these remotes are not in it), never the repository's.
      hostingDir: path.dirname(configFile),
      ca: tls.cert,
      now: () => t,
      logger: createLogger({ destination, level: 'debug' }),
      ...options,
    });
    const base = await listen(server);
    closers.push(() => close(server));
    return { base, server };
  }

  const logged = (msg: string) => lines.filter((l) => l.msg === msg);

  beforeEach(() => {
    dist = tempDist();
    configFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shell-cfg-')), 'remotes.json');
    t = 1_000_000;
    lines = [];
  });
  afterEach(async () => {
    for (const c of closers.splice(0).reverse()) await c();
    jest.restoreAllMocks();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(path.dirname(configFile), { recursive: true, force: true });
  });

  it("sends the page remote's entry as a Link preload hint when PRELOAD_HINTS=1 (earlyHints.js)", async () => {
    const prints = await remote();
    const { base } = await shell({ prints: prints.base }, { preloadHints: true });
    expect((await request(base, '/impresiones/dtf')).headers.link).toBe(
      `<${prints.base}/remoteEntry.js>; rel=preload; as=script; crossorigin; fetchpriority=low`,
    );
  });

  it('composes a page with the remote fragment, the page security headers and one log line', async () => {
    const prints = await remote();
    const { base } = await shell({ prints: prints.base });
    const res = await request(base, '/impresiones/dtf', { headers: { 'x-request-id': 'lb-42' } });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<header>Estampa RD</header><main><style>.p{}</style><div data-island="prints/DtfPage"');
    expect(res.body).toContain(`{"prints":"${prints.base}/remoteEntry.js"}`);
    // The page remote's entry, then the chunks the island names, at the remote's address, listed for the
    // page to preload once it has painted; nothing preloaded in the HTML.
    expect(res.body).toContain(
      `<script id="mf-scripts" type="application/json">["${prints.base}/remoteEntry.js","${prints.base}/7.c1.js","${prints.base}/__federation_expose_DtfPage.c2.js"]</script>`,
    );
    expect(res.body).not.toMatch(/<link rel="preload"/);
    expect(res.body).not.toContain(FALLBACK);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain(
      `script-src 'self' ${INLINE_SCRIPT_SOURCES.join(' ')} ${prints.base}`,
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toBe('lb-42');
    // No Link preload hint unless PRELOAD_HINTS=1 (earlyHints.js).
    expect(res.headers.link).toBeUndefined();
    expect(logged('request')).toEqual([
      expect.objectContaining({
        reqId: 'lb-42',
        method: 'GET',
        path: '/impresiones/dtf',
        route: '/impresiones/dtf',
        status: 200,
        durationMs: expect.any(Number),
        fragments: { fresh: ['prints/DtfPage'], stale: [], missing: [] },
      }),
    ]);
    const other = await request(base, '/', { headers: { 'x-request-id': 'no válido' } });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes fragments and /remotes/<name>/… files from a remote at an https:// address', async () => {
    const prints = await remote({ secure: true });
    expect(prints.base).toMatch(/^https:/);
    const { base } = await shell({ prints: prints.base });
    expect((await request(base, '/impresiones/dtf')).body).toContain('<h1>Impresión DTF</h1>');
    const art = await request(base, '/remotes/prints/art/logo.svg?v=2');
    expect(art).toMatchObject({ status: 200, body: '<svg/>' });
    expect(art.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: '"x1"',
      'x-content-type-options': 'nosniff',
    });
    expect(logged('request').at(-1)).toMatchObject({ route: 'remote-asset', status: 200 });
    expect((await request(base, '/remotes/prints/nada.png')).status).toBe(404);
    expect((await request(base, '/remotes/otro/x.png')).body).toBe('No encontrado');
  });

  it('keeps the existing routes: 301, 404 page, plain 404 for files, 405, shell files, no SSI paths from outside', async () => {
    const { base } = await shell({}, { tls: true });
    const redirect = await request(base, '/impresiones/dtf/?a=1');
    expect(redirect).toMatchObject({ status: 301, headers: { location: '/impresiones/dtf?a=1' } });
    const missing = await request(base, '/no-existe', { headers: { 'accept-encoding': 'gzip' } });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(missing.body).toContain('Página no encontrada');
    expect(missing.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(await request(base, '/falta.js')).toMatchObject({
      status: 404,
      body: 'No encontrado',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    expect(await request(base, '/_fragments/prints/DtfPage.html')).toMatchObject({
      status: 404,
      body: 'No encontrado',
    });
    expect(await request(base, '/', { method: 'POST' })).toMatchObject({
      status: 405,
      headers: { allow: 'GET, HEAD' },
    });
    expect((await request(base, '/robots.txt')).body).toBe('User-agent: *\n');
    // A page whose remote is not configured shows the Spanish fallback inside header and footer.
    const page = await request(base, '/impresiones/dtf');
    expect(page.body).toContain(`<header>Estampa RD</header><main>${FALLBACK}</main>`);
    expect(logged('request').map((l) => l.route)).toEqual([
      'redirect',
      'not-found',
      'not-found',
      'not-found',
      'method-not-allowed',
      'asset',
      '/impresiones/dtf',
    ]);
    expect(logged('request').at(-1)).toMatchObject({
      fragments: { fresh: [], stale: [], missing: ['prints/DtfPage'] },
    });
  });

  it('answers /healthz and /readyz as JSON, never cached, with security headers', async () => {
    const prints = await remote();
    const { base } = await shell({ prints: prints.base }, { tls: true });
    const health = await request(base, '/healthz', { headers: { accept: 'text/html' } });
    expect(health).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    for (const r of [health, await request(base, '/readyz')]) {
      expect(r.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      expect(r.headers['strict-transport-security']).toBeDefined();
    }
    expect(JSON.parse((await request(base, '/readyz')).body)).toEqual({
      status: 'ready',
      remotes: { prints: { status: 'ok', ageS: null, lastError: null } },
    });
    await request(base, '/impresiones/dtf');
    t += 3000;
    expect(JSON.parse((await request(base, '/readyz')).body).remotes.prints).toEqual({
      status: 'ok',
      ageS: 3,
      lastError: null,
    });
    expect(await request(base, '/readyz', { method: 'HEAD' })).toMatchObject({ status: 200, body: '' });
    expect((await request(base, '/healthz/')).status).toBe(404);
  });

  it('a hanging remote costs one timeout per window: then pages, files and readiness answer at once', async () => {
    const hanging = await hangingRemote();
    const { base } = await shell({ prints: hanging.base }, { timeoutMs: 100, retryMs: 5000 });
    const first = await request(base, '/impresiones/dtf');
    expect(first.status).toBe(200);
    expect(first.body).toContain(FALLBACK);
    expect(hanging.connections()).toBe(1);
    for (let i = 0; i < 5; i++) expect((await request(base, '/impresiones/dtf')).body).toContain(FALLBACK);
    expect(await request(base, '/remotes/prints/art/logo.svg')).toMatchObject({
      status: 503,
      body: 'Remoto no disponible',
      headers: { 'retry-after': '5' },
    });
    expect(hanging.connections()).toBe(1); // nothing else reached the remote in the window
    const ready = await request(base, '/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({
      status: 'degraded',
      remotes: {
        prints: { status: 'down', ageS: null, lastError: expect.stringContaining('no answer within 100 ms') },
      },
    });
    expect(logged('fragment fetch failed')).toHaveLength(1);
    expect(logged('remote state changed')).toEqual([
      expect.objectContaining({ remote: 'prints', from: 'ok', to: 'down' }),
    ]);
    // The window passes: one probe, and the pages still do not wait for it.
    t += 5000;
    await request(base, '/impresiones/dtf');
    await request(base, '/impresiones/dtf');
    await waitFor(() => hanging.connections() === 2, 'the probe');
    expect(
      logged('request')
        .slice(-2)
        .map((l) => l.fragments),
    ).toEqual([
      { fresh: [], stale: [], missing: ['prints/DtfPage'] },
      { fresh: [], stale: [], missing: ['prints/DtfPage'] },
    ]);
  });

  it('does not wait for a probe of a broken remote (it may hang for the whole timeout)', async () => {
    let calls = 0;
    const prints = await remote({
      fragment: () => (++calls === 1 ? { status: 500, type: 'text/html', body: 'Error' } : null),
    });
    const { base } = await shell({ prints: prints.base }, { timeoutMs: 60000, retryMs: 5000 });
    expect((await request(base, '/impresiones/dtf')).body).toContain(FALLBACK);
    t += 5000;
    // The probe now hangs for 60 s; the page must not (jest would time the test out).
    expect((await request(base, '/impresiones/dtf')).body).toContain(FALLBACK);
    expect(calls).toBe(2);
  });

  it('serves the last good fragment while the remote is down, and tells /readyz it is stale', async () => {
    let broken = false;
    const prints = await remote({
      fragment: () =>
        broken
          ? { status: 200, type: 'text/html', body: '<!DOCTYPE html><html><body>Mantenimiento</body></html>' }
          : { status: 200, type: 'text/html', body: FRAGMENT },
    });
    const { base } = await shell({ prints: prints.base }, { freshMs: 1000, swrMs: 0, maxStaleMs: 60000 });
    await request(base, '/impresiones/dtf');
    broken = true;
    t += 2000;
    const page = await request(base, '/impresiones/dtf');
    expect(page.body).toContain('<h1>Impresión DTF</h1>');
    expect(page.body).not.toContain('Mantenimiento');
    expect(logged('request').at(-1)).toMatchObject({
      fragments: { fresh: [], stale: ['prints/DtfPage'], missing: [] },
    });
    expect(logged('fragment fetch failed').at(-1)).toMatchObject({
      remote: 'prints',
      error: expect.stringContaining('a whole HTML document'),
    });
    const ready = await request(base, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body).remotes.prints).toMatchObject({ status: 'stale', ageS: 2 });
    t += 60000; // past the max stale age: the fallback
    expect((await request(base, '/impresiones/dtf')).body).toContain(FALLBACK);
    expect((await request(base, '/readyz')).status).toBe(503);
  });

  it('makes one upstream request for many simultaneous requests of one uncached page', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((r) => (release = r));
    const seen: string[] = [];
    const slow = http.createServer((req: IncomingMessage, res: ServerResponse) => {
      seen.push(req.url!);
      void released.then(() => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(FRAGMENT);
      });
    });
    const slowBase = await listen(slow);
    closers.push(() => close(slow));
    const { base, server } = await shell({ prints: slowBase });
    let arrived = 0;
    const allArrived = new Promise<void>((r) => server.on('request', () => ++arrived === 10 && r()));
    const pages = Promise.all(Array.from({ length: 10 }, () => request(base, '/impresiones/dtf')));
    await allArrived;
    release();
    const replies = await pages;
    expect(replies.every((r) => r.body.includes('<h1>Impresión DTF</h1>'))).toBe(true);
    expect(seen).toEqual(['/fragments/DtfPage.html']);
  });

  it('compresses a composed page once, and honours q-values (br;q=0 gets no brotli)', async () => {
    const prints = await remote();
    const { base } = await shell({ prints: prints.base });
    const brotli = jest.spyOn(zlib, 'brotliCompress');
    for (let i = 0; i < 3; i++)
      expect(
        (await request(base, '/impresiones/dtf', { headers: { 'accept-encoding': 'gzip, deflate, br' } })).headers[
          'content-encoding'
        ],
      ).toBe('br');
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(
      (await request(base, '/impresiones/dtf', { headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers[
        'content-encoding'
      ],
    ).toBe('gzip');
    const plain = await request(base, '/impresiones/dtf', { headers: { 'accept-encoding': 'br;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Impresión DTF</h1>');
    expect(brotli).toHaveBeenCalledTimes(1);
  });

  it('serves the live shell release, and the next request after a switch sees the new one: routes, templates, files, /release.json', async () => {
    const prints = await remote();
    // Two releases of the test build in a hosting folder: B adds a route and changes the DTF template.
    const appDir = path.join(dist, 'hosting/shell');
    const release = (id: string, edit: (dir: string) => void) => {
      const dir = path.join(appDir, 'releases', id);
      fs.cpSync(path.join(dist, 'templates'), path.join(dir, 'templates'), { recursive: true });
      fs.cpSync(path.join(dist, 'client'), path.join(dir, 'client'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'client/release.json'), JSON.stringify({ app: 'shell', releaseId: id }));
      edit(dir);
    };
    const A = '20261122-100000-shell-a';
    const B = '20261122-110000-shell-b';
    release(A, () => {});
    release(B, (dir) => {
      const routes = JSON.parse(fs.readFileSync(path.join(dir, 'templates/routes.json'), 'utf8'));
      fs.writeFileSync(
        path.join(dir, 'templates/routes.json'),
        JSON.stringify({ ...routes, routes: { ...routes.routes, '/contacto': 'index.html' } }),
      );
      const dtf = path.join(dir, 'templates/impresiones/dtf.html');
      fs.writeFileSync(
        dtf,
        fs.readFileSync(dtf, 'utf8').replace('<header>Estampa RD</header>', '<header>Estampa RD · B</header>'),
      );
    });
    const live = path.join(appDir, 'live');
    const { base } = await shell({ prints: prints.base }, { live });
    // No live release yet: the build folder.
    expect((await request(base, '/release.json')).status).toBe(404);
    expect((await request(base, '/impresiones/dtf')).body).toContain('<header>Estampa RD</header><main><style>');

    switchSymlink(live, `releases/${A}`);
    expect(JSON.parse((await request(base, '/release.json')).body)).toEqual({ app: 'shell', releaseId: A });
    expect((await request(base, '/contacto')).status).toBe(404);
    const pageA = await request(base, '/impresiones/dtf', { headers: { 'accept-encoding': 'br' } });
    expect(pageA.body).toContain('<header>Estampa RD</header><main><style>');

    switchSymlink(live, `releases/${B}`);
    expect(JSON.parse((await request(base, '/release.json')).body).releaseId).toBe(B);
    const pageB = await request(base, '/impresiones/dtf', { headers: { 'accept-encoding': 'br' } }); // not A's cached page
    expect(pageB.body).toContain('<header>Estampa RD · B</header><main><style>');
    expect(pageB.body).toContain('<h1>Impresión DTF</h1>');
    expect((await request(base, '/contacto')).status).toBe(200);
    expect(logged('request').at(-1)).toMatchObject({ route: '/contacto', release: B });

    switchSymlink(live, `releases/${A}`); // a rollback
    expect((await request(base, '/impresiones/dtf')).body).toContain('<header>Estampa RD</header><main><style>');
    expect((await request(base, '/contacto')).status).toBe(404);
  });

  it('picks up a changed remotes configuration, with a fresh start for the new address', async () => {
    const v1 = await remote();
    const v2 = await remote({
      fragment: () => ({
        status: 200,
        type: 'text/html',
        body: '<div data-island="prints/DtfPage" data-build="b2">Versión 2</div>',
      }),
    });
    const { base } = await shell({ prints: v1.base });
    expect((await request(base, '/impresiones/dtf')).body).toContain('Impresión DTF');
    fs.writeFileSync(configFile, JSON.stringify({ prints: v2.base }, null, 2)); // another size: a change even within the clock's tick
    await waitFor(async () => (await request(base, '/impresiones/dtf')).body.includes('Versión 2'), 'the new remote');
    // A broken file keeps the configuration in effect, and says why.
    fs.writeFileSync(configFile, '{ "prints": ');
    await waitFor(
      () =>
        logged(
          'remotes configuration not applied, keeping the last good one: ' +
            configFile +
            ': not valid JSON (Unexpected end of JSON input)',
        ).length,
      'the log line',
    );
    expect((await request(base, '/impresiones/dtf')).body).toContain('Versión 2');
  });
});
