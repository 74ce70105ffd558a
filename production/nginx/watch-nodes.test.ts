/** @jest-environment node */
// The site nodes' /readyz check under systemd (watch-nodes.js): against real HTTP servers that turn
// ready and not ready, the file the site's render reads says which nodes to mark down, and only
// changes when that set changes; render.js reads it back (render.test.ts has the nginx side).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawnSync } from 'node:child_process';
import { watchNodes } from './watch-nodes';
import { readDownFile } from './nodes';
import { sleep } from './testSupport';

type Node = { address: string; ready: boolean; close: () => Promise<void> };

/** A node whose /readyz answers 200 or 503 as `ready` says. */
function node(): Promise<Node> {
  return new Promise((resolve) => {
    const n = { ready: true } as Node;
    const server = http.createServer((req: import('http').IncomingMessage, res: import('http').ServerResponse) => {
      res.statusCode = req.url === '/readyz' && n.ready ? 200 : 503;
      res.end();
    });
    server.listen(0, '127.0.0.1', () => {
      n.address = `127.0.0.1:${(server.address() as AddressInfo).port}`; // listening on TCP
      n.close = () => new Promise((done) => server.close(() => done()));
      resolve(n);
    });
  });
}

/** Waits until `check` holds (every 20 ms, up to 3 s); fails with what it last saw. */
async function until<T>(read: () => T, check: (value: T) => boolean) {
  let value = read();
  for (let i = 0; i < 150 && !check(value); i += 1) {
    await sleep(20);
    value = read();
  }
  expect(check(value) ? 'ok' : value).toBe('ok');
}

describe('watch-nodes', () => {
  let dir: string;
  let nodes: Node[];
  let file: string;
  const lines: { level: string; msg: string; down?: string[] }[] = [];
  const log = {
    info: (o: object, msg: string) => lines.push({ level: 'info', msg, ...o }),
    warn: (o: object, msg: string) => lines.push({ level: 'warn', msg, ...o }),
    error: (o: object, msg: string) => lines.push({ level: 'error', msg, ...o }),
  } as unknown as import('pino').Logger;
  const down = () => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).down : null);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-nodes-'));
    file = path.join(dir, 'down.json');
    nodes = [await node(), await node(), await node()];
  });
  afterAll(async () => {
    for (const n of nodes) await n.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the nodes that are not ready, and writes again when they are back; never all of them', async () => {
    const env = { SITE_NODES: nodes.map((n) => n.address).join(',') };
    nodes[1].ready = false;
    const stop = watchNodes({ downFile: file, intervalMs: 50, env, log });
    try {
      await until(down, (d) => JSON.stringify(d) === JSON.stringify([nodes[1].address]));
      expect(lines.at(-1)).toMatchObject({ level: 'info', msg: `nodes marked down (not ready): ${nodes[1].address}` });
      // The render reads back the same list.
      expect(readDownFile(file, env.SITE_NODES.split(','), () => {})).toEqual([nodes[1].address]);

      nodes[1].ready = true;
      await until(down, (d) => JSON.stringify(d) === '[]');
      expect(lines.at(-1)).toMatchObject({ msg: 'every node is ready' });

      // None ready: none is marked (nginx's retries choose), so the file stays as it was.
      const before = fs.statSync(file).mtimeMs;
      for (const n of nodes) n.ready = false;
      await sleep(300);
      expect(down()).toEqual([]);
      expect(fs.statSync(file).mtimeMs).toBe(before);
    } finally {
      stop?.();
      for (const n of nodes) n.ready = true;
    }
  });

  it('starts from what the file says: a restart with the same nodes down writes nothing', async () => {
    const env = { SITE_NODES: nodes.map((n) => n.address).join(',') };
    nodes[2].ready = false;
    fs.writeFileSync(file, JSON.stringify({ down: [nodes[2].address] }));
    const before = fs.statSync(file).mtimeMs;
    const stop = watchNodes({ downFile: file, intervalMs: 50, env, log });
    try {
      await sleep(300);
      expect(fs.statSync(file).mtimeMs).toBe(before);
      nodes[2].ready = true;
      await until(down, (d) => JSON.stringify(d) === '[]');
    } finally {
      stop?.();
      nodes[2].ready = true;
    }
  });

  it('reads a broken file as no node down and says why; a node no longer in SITE_NODES is not marked', () => {
    const warnings: string[] = [];
    fs.writeFileSync(file, '{"down": [');
    expect(readDownFile(file, ['a:1', 'b:2'], (w) => warnings.push(w))).toEqual([]);
    expect(warnings[0]).toMatch(/down\.json: not read, no node is marked down/);
    fs.writeFileSync(file, JSON.stringify({ down: ['gone:9', 'b:2'] }));
    expect(readDownFile(file, ['a:1', 'b:2'], () => {})).toEqual(['b:2']);
    // Every node listed: none is marked.
    fs.writeFileSync(file, JSON.stringify({ down: ['a:1', 'b:2'] }));
    expect(readDownFile(file, ['a:1', 'b:2'], () => {})).toEqual([]);
    expect(readDownFile(path.join(dir, 'missing.json'), ['a:1'], () => {})).toEqual([]);
  });

  it('the command: nothing to check without SITE_NODES; bad options and addresses are refused by name', () => {
    const cli = (args: string[], env: Record<string, string> = {}) =>
      spawnSync(process.execPath, [path.join(__dirname, 'watch-nodes.js'), ...args], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, ...env },
      });
    const none = cli(['--down-file', file]);
    expect(none.status).toBe(0);
    expect(none.stdout).toContain('SITE_NODES is not set: no site nodes to check');
    expect(cli(['--down-file', 'down.json']).stderr).toContain('--down-file must be an absolute path');
    expect(cli(['--down-file', file, '--interval-ms', '5']).stderr).toContain(
      '--interval-ms must be a whole number from 50 to 60000, got 5',
    );
    const bad = cli(['--down-file', file], { SITE_NODES: 'node one' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('SITE_NODES: "node one" is not host:port or a socket path');
  });
});
