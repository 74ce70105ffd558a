/** @jest-environment node */
// The smoke check in Debian's chromium against a tiny site standing in for the composer.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { type SmokePage, smokeCheck } from './smoke';
import { trustedSiteFlags } from './chromium';
import { throwAwayCert } from './testing/throwAwayCert';

const island = (build: string, state: string, extra = '') =>
  `<!doctype html><main><div data-island="prints/DtfPage" data-build="${build}"><h1>DTF</h1></div></main>` +
  `<script>setTimeout(() => { document.querySelector('[data-island]').setAttribute('data-island-state', '${state}'); ${extra} }, 50);</script>`;

let server: http.Server;
let base: string;
let staleLoads = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const html = (body: string) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(body);
    switch (req.url) {
      case '/good':
        return html(island('b2', 'hydrated'));
      case '/rendered':
        return html(island('b2', 'rendered'));
      case '/stale': // the composer's fragment cache: the old build twice, then the new one
        return html(island(++staleLoads > 2 ? 'b2' : 'b1', 'hydrated'));
      case '/old':
        return html(island('b1', 'hydrated'));
      case '/failed':
        return html(island('b2', 'failed'));
      case '/throws':
        return html(island('b2', 'hydrated', "throw new Error('kaput');"));
      case '/shell':
        return html(`<header data-shell-state="hydrated"></header>`);
      case '/shell-dead':
        return html(`<header></header>`);
      case '/release.json':
        return res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ releaseId: 'r2' }));
      default:
        return res.writeHead(500).end('boom');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('smokeCheck', () => {
  it('passes pages whose islands come to life on the new build, and shell pages that hydrate', async () => {
    const pages: SmokePage[] = [
      { path: '/good', kind: 'island' },
      { path: '/rendered', kind: 'island' },
      { path: '/stale', kind: 'island' },
      { path: '/shell', kind: 'shell' },
    ];
    await expect(
      smokeCheck({ siteUrl: `${base}/`, pages, buildId: 'b2', releaseId: 'r2', timeoutMs: 8000 }),
    ).resolves.toEqual([]);
    expect(staleLoads).toBe(3); // loaded again until the new build showed
  }, 30_000);

  it('names each page that fails, and why', async () => {
    const pages: SmokePage[] = [
      { path: '/old', kind: 'island' },
      { path: '/failed', kind: 'island' },
      { path: '/throws', kind: 'island' },
      { path: '/shell-dead', kind: 'shell' },
      { path: '/missing', kind: 'island' },
    ];
    const failures = await smokeCheck({ siteUrl: base, pages, buildId: 'b2', releaseId: 'r3', timeoutMs: 2000 });
    expect(failures.sort()).toEqual(
      [
        `${base}/release.json answers r2, not the new release r3`,
        '/old: the page still serves build b1 after 2 s, not b2',
        '/failed: island prints/DtfPage=failed (expected hydrated or rendered)',
        '/throws: page error: kaput',
        '/shell-dead: the shell did not hydrate',
        '/missing: HTTP 500',
      ].sort(),
    );
  }, 30_000);
});

describe('smokeCheck over TLS with a CA only Node was told to trust (serve:prod, a private CA)', () => {
  let tlsServer: https.Server;
  let tlsBase: string;
  let caFile: string;
  const saved = process.env.NODE_EXTRA_CA_CERTS;
  beforeAll(async () => {
    const tls = throwAwayCert();
    caFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'smoke-ca-')), 'ca.pem');
    fs.writeFileSync(caFile, tls.cert);
    tlsServer = https.createServer({ key: tls.key, cert: tls.cert }, (_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<header data-shell-state="hydrated"></header>'),
    );
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
    tlsBase = `https://127.0.0.1:${(tlsServer.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    tlsServer.close();
    fs.rmSync(path.dirname(caFile), { recursive: true, force: true });
    if (saved === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
    else process.env.NODE_EXTRA_CA_CERTS = saved;
  });
  const check = () => smokeCheck({ siteUrl: tlsBase, pages: [{ path: '/shell', kind: 'shell' }], timeoutMs: 5000 });

  it('fails on the certificate without it, and passes once NODE_EXTRA_CA_CERTS names the CA', async () => {
    delete process.env.NODE_EXTRA_CA_CERTS;
    expect((await check()).join('\n')).toMatch(/ERR_CERT_AUTHORITY_INVALID/);
    process.env.NODE_EXTRA_CA_CERTS = caFile;
    await expect(check()).resolves.toEqual([]);
  }, 30_000);

  it('names a CA file it cannot use; gives nothing for plain HTTP or a chain that does not check out', async () => {
    await expect(trustedSiteFlags(tlsBase, { NODE_EXTRA_CA_CERTS: '/nonexistent/ca.pem' })).rejects.toThrow(
      'NODE_EXTRA_CA_CERTS: cannot read /nonexistent/ca.pem',
    );
    await expect(trustedSiteFlags(tlsBase, { NODE_EXTRA_CA_CERTS: __filename })).rejects.toThrow(
      'holds no PEM certificate',
    );
    await expect(trustedSiteFlags(tlsBase, {})).resolves.toEqual([]);
    await expect(trustedSiteFlags('http://127.0.0.1:1', { NODE_EXTRA_CA_CERTS: caFile })).resolves.toEqual([]);
    const other = path.join(path.dirname(caFile), 'other.pem');
    fs.writeFileSync(other, throwAwayCert().cert);
    await expect(trustedSiteFlags(tlsBase, { NODE_EXTRA_CA_CERTS: other })).resolves.toEqual([]);
    expect(await trustedSiteFlags(tlsBase, { NODE_EXTRA_CA_CERTS: caFile })).toEqual([
      expect.stringMatching(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/),
    ]);
  });
});
