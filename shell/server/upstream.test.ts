/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { execFile } from 'child_process';
import http from 'http';
import type { IncomingMessage, ServerResponse, Server } from 'http';
import https from 'https';
import net from 'net';
import zlib from 'zlib';
import { createUpstream } from './upstream';
import { throwAwayCert, listen, close, portOf } from './testSupport';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

describe('upstream', () => {
  const tls = throwAwayCert();
  const servers: Server[] = [];
  let upstream: ReturnType<typeof createUpstream>;
  const serve = async (handler: Handler, secure = false) => {
    const server = secure ? https.createServer({ key: tls.key, cert: tls.cert }, handler) : http.createServer(handler);
    servers.push(server);
    return listen(server, secure ? 'https' : 'http');
  };
  beforeEach(() => {
    upstream = createUpstream({ ca: tls.cert });
  });
  afterEach(async () => {
    upstream.close();
    await Promise.all(servers.splice(0).map(close));
  });

  it('fetches a text body over http and over https (trusting the given CA)', async () => {
    const handler: Handler = (req, res) => res.end(`hola ${req.url}`);
    const plain = await serve(handler);
    const secure = await serve(handler, true);
    expect((await upstream.fetchText(`${plain}/a`)).body).toBe('hola /a');
    const res = await upstream.fetchText(`${secure}/b`);
    expect(res).toMatchObject({ status: 200, body: 'hola /b' });
  });

  it('refuses an https server whose certificate it does not trust', async () => {
    const secure = await serve((_req, res) => res.end('x'), true);
    const untrusting = createUpstream();
    await expect(untrusting.fetchText(secure)).rejects.toThrow(/SELF_SIGNED|self-signed|DEPTH_ZERO/i);
    untrusting.close();
  });

  it('reuses one keep-alive connection for sequential requests', async () => {
    const sockets = new Set();
    const base = await serve((req, res) => {
      sockets.add(req.socket);
      res.end('ok');
    });
    for (let i = 0; i < 3; i++) await upstream.fetchText(base);
    expect(sockets.size).toBe(1);
  });

  it('retries once on a new connection when a kept-alive one was closed by the server', async () => {
    const sockets: unknown[] = [];
    const base = await serve((req, res) => {
      sockets.push(req.socket);
      // The second request on the first connection: the server drops it, as when its idle timer fires.
      if (sockets.length === 2 && sockets[0] === req.socket) return req.socket.destroy();
      res.end(`respuesta ${sockets.length}`);
    });
    expect((await upstream.fetchText(base)).body).toBe('respuesta 1');
    expect((await upstream.fetchText(base)).body).toBe('respuesta 3');
    expect(new Set(sockets).size).toBe(2);
  });

  it('decodes gzip and brotli bodies', async () => {
    const base = await serve((req, res) => {
      const br = req.url === '/br';
      res.writeHead(200, { 'content-encoding': br ? 'br' : 'gzip' });
      res.end(br ? zlib.brotliCompressSync('brotli') : zlib.gzipSync('gzip'));
    });
    expect((await upstream.fetchText(`${base}/br`)).body).toBe('brotli');
    expect((await upstream.fetchText(`${base}/gz`)).body).toBe('gzip');
  });

  it('gives up on a server that accepts and never answers', async () => {
    const hanging = net.createServer(() => {});
    const sockets: import('net').Socket[] = [];
    hanging.on('connection', (s: import('net').Socket) => sockets.push(s));
    const base = await new Promise<string>((resolve) =>
      hanging.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${portOf(hanging)}`)),
    );
    await expect(upstream.fetchText(base, { timeoutMs: 50 })).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    sockets.forEach((s) => s.destroy());
    hanging.close();
  });

  it('gives up on a body that stalls, and on one over the size limit', async () => {
    const base = await serve((req, res) => {
      if (req.url === '/stall') {
        res.writeHead(200);
        res.write('<div');
      } else res.end('x'.repeat(2000));
    });
    await expect(upstream.fetchText(`${base}/stall`, { timeoutMs: 50 })).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    await expect(upstream.fetchText(`${base}/big`, { maxBytes: 1000 })).rejects.toMatchObject({ code: 'ETOOLARGE' });
    expect((await upstream.fetchText(`${base}/big`, { maxBytes: 2000 })).body).toHaveLength(2000);
  });

  it('streams a response for pass-through, and rejects other protocols', async () => {
    const base = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end('<svg/>');
    }, true);
    const res = await upstream.request(`${base}/art.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    let body = '';
    for await (const chunk of res) body += chunk;
    expect(body).toBe('<svg/>');
    await expect(upstream.request('ftp://127.0.0.1/x')).rejects.toMatchObject({ code: 'EPROTOCOL' });
  });
});

describe('upstream trust from NODE_EXTRA_CA_CERTS', () => {
  it('a process started with the test CA in NODE_EXTRA_CA_CERTS fetches from the https server without `ca`', async () => {
    const tls = throwAwayCert();
    const server = https.createServer({ key: tls.key, cert: tls.cert }, (_req: IncomingMessage, res: ServerResponse) =>
      res.end('de confianza'),
    );
    const base = await listen(server, 'https');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-ca-'));
    const caFile = path.join(dir, 'ca.pem');
    fs.writeFileSync(caFile, tls.cert);
    const script = `const u = require(${JSON.stringify(require.resolve('./upstream'))}).createUpstream();
      u.fetchText(${JSON.stringify(base)}).then((r) => { process.stdout.write(r.body); u.close(); }, (e) => { process.stdout.write('ERR ' + e.message); u.close(); });`;
    const run = (env: Record<string, string>) =>
      new Promise<string>((resolve) =>
        execFile(process.execPath, ['-e', script], { env: { ...process.env, ...env } }, (_e: unknown, out: string) =>
          resolve(out),
        ),
      );
    try {
      expect(await run({ NODE_EXTRA_CA_CERTS: caFile })).toBe('de confianza');
      expect(await run({ NODE_EXTRA_CA_CERTS: '' })).toMatch(/^ERR /);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await close(server);
    }
  });
});
