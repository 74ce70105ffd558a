/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import pino from 'pino';
import { createRumHandler } from './rum';
import { createRateLimit } from '../../field-data/rateLimit';
import { MAX } from '../../shared/src/telemetry/events';

const lines: { msg: string; reason?: string }[] = [];
const logger = pino({ level: 'info' }, { write: (l: string) => lines.push(JSON.parse(l)) });
const accepted: { events: object[] }[] = [];
let ready = true;
let full = false;
let server: http.Server;
let base: string;

beforeAll(async () => {
  const handle = createRumHandler({
    ingest: { accept: (b: { events: object[] }) => (full ? false : (accepted.push(b), true)) },
    limit: createRateLimit({ perMinute: 60, burst: 5 }),
    ready: () => ready,
    trustProxy: true,
    logger,
  });
  server = http.createServer((req, res) => handle(req, res, { route: null }));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/rum`;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  accepted.length = 0;
  lines.length = 0;
  ready = true;
  full = false;
});

let client = 0;
/** Each call is another client (X-Real-IP) unless `ip` is given, so the rate limit stays out of the way. */
const post = (body: string, { type = 'application/json', ip = `10.0.0.${++client}` } = {}) =>
  fetch(base, { method: 'POST', headers: { 'Content-Type': type, 'X-Real-IP': ip }, body });
const good = JSON.stringify({
  v: 1,
  route: '/',
  shell: 'shell-a',
  events: [{ type: 'view', app: 'shell', release: 'shell-a' }],
});

describe('POST /api/rum', () => {
  it('takes a valid beacon with 204 and nothing in the body (sendBeacon sends text/plain too)', async () => {
    const res = await post(good);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await post(good, { type: 'text/plain;charset=UTF-8' })).status).toBe(204);
    expect(accepted).toHaveLength(2);
    expect(accepted[0].events[0]).toEqual({ type: 'view', app: 'shell', release: 'shell-a' });
  });

  it.each([
    ['malformed JSON', '{"v":1,', 'body is not JSON'],
    [
      'wrong types',
      JSON.stringify({
        v: 1,
        route: '/',
        shell: 'a',
        events: [{ type: 'vital', app: 'shell', release: 'a', name: 'LCP', value: 'fast' }],
      }),
      'events.0.value',
    ],
    ['oversized', JSON.stringify({ pad: 'x'.repeat(MAX.bytes) }), `over ${MAX.bytes}`],
    ['far oversized', JSON.stringify({ pad: 'x'.repeat(MAX.bytes * 8) }), `over ${MAX.bytes}`],
    [
      'markup where a word goes',
      JSON.stringify({
        v: 1,
        route: '/',
        shell: '<script>alert(1)</script>',
        events: [{ type: 'view', app: 'shell', release: 'a' }],
      }),
      'shell',
    ],
  ])('refuses %s with 400 and a log line saying why, storing nothing', async (_what, body, reason) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(accepted).toHaveLength(0);
    expect(lines.find((l) => l.msg === 'beacon refused')?.reason).toContain(reason);
  });

  it('refuses another content type, and anything but POST', async () => {
    expect((await post(good, { type: 'application/x-www-form-urlencoded' })).status).toBe(400);
    const get = await fetch(base);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('limits each client to its burst, then its rate (429), without touching the others', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await post(good, { ip: '192.0.2.1' })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect((await post(good, { ip: '192.0.2.2' })).status).toBe(204);
  });

  it('answers 503 while the store is not ready or its queue is full, never waiting', async () => {
    ready = false;
    expect((await post(good)).status).toBe(503);
    ready = true;
    full = true;
    expect((await post(good)).status).toBe(503);
  });
});
