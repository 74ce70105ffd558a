/** @jest-environment node */
// Field data through the server, end to end without a browser: beacons in (a build id mapped to
// its release), the operator view's data, the owner's CSV, the field watcher's rollback.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { CONTRACT, fakeRemoteBuild, tempDir } from '../../releases/testing/fakeBuilds';

import pino from 'pino';
import { deploy } from '../../releases/deploy';
import { createTelemetryStore } from '../../field-data/store';
import { createTelemetry } from './telemetry';
import { createTelemetryServer } from './telemetryServer';

const TOKEN = 'ops-token-for-tests-0123';
let hosting: string;
let builds: string;
let server: Server;
let base: string;
let telemetry: ReturnType<typeof createTelemetry>;
const logs: { msg: string }[] = [];

const publish = async (buildId: string) =>
  deploy('prints', {
    from: fakeRemoteBuild(path.join(builds, buildId), { buildId, chunks: [`1.${'a'.repeat(10)}.js`] }),
    hostingDir: hosting,
    contract: path.join(builds, 'contract.json'),
    smoke: false,
    log: () => {},
  });

beforeEach(async () => {
  hosting = tempDir('telemetry-hosting');
  builds = tempDir('telemetry-builds');
  fs.writeFileSync(path.join(builds, 'contract.json'), JSON.stringify(CONTRACT));
  logs.length = 0;
  telemetry = createTelemetry({
    hostingDir: hosting,
    logger: pino({ level: 'info' }, { write: (l: string) => logs.push(JSON.parse(l)) }),
    env: { OPS_TOKEN: TOKEN, FIELD_WATCH: '0', FIELD_MIN_VIEWS: '2', RUM_FLUSH_MS: '10' },
    store: createTelemetryStore({ url: ':memory:' }),
  });
  await telemetry.ready();
  server = createTelemetryServer({ telemetry, logger: pino({ level: 'silent' }) });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise((r) => server.close(r));
  await telemetry.close();
  fs.rmSync(hosting, { recursive: true, force: true });
  fs.rmSync(builds, { recursive: true, force: true });
});

const beacon = (release: string, events: object[]) =>
  fetch(`${base}/api/rum`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      v: 1,
      route: '/impresiones/dtf',
      shell: 'shell-1',
      events: events.map((e) => ({ app: 'prints', release, ...e })),
    }),
  });
const ops = (p: string, auth = `Bearer ${TOKEN}`) => fetch(`${base}${p}`, { headers: { Authorization: auth } });

it("counts a release's views, errors and vitals from beacons naming its build id, for the operator view", async () => {
  const { releaseId } = await publish('prints-1');
  for (let i = 0; i < 4; i += 1)
    expect(
      (await beacon('prints-1', [{ type: 'view' }, { type: 'vital', name: 'INP', value: 100 + i * 100 }])).status,
    ).toBe(204);
  expect(
    (await beacon(releaseId, [{ type: 'error', name: 'TypeError', message: '<b>x</b> is undefined' }])).status,
  ).toBe(204);
  await telemetry.ingest.flush();

  const data = await (await ops('/ops/data.json')).json();
  const prints = data.apps.find((a: { app: string }) => a.app === 'prints');
  expect(prints.releases).toHaveLength(1);
  const [release] = prints.releases;
  expect(release).toMatchObject({ id: releaseId, statuses: ['live'] });
  expect(release.stats).toMatchObject({ views: 4, errors: 1, errorsPer1000: 250 });
  expect(release.stats.p75.INP).toBeGreaterThan(280); // p75 of 100…400 is 325, within the histogram's 5 %
  expect(release.stats.p75.INP).toBeLessThan(360);
  expect(release.recentErrors).toEqual([
    expect.objectContaining({ name: 'TypeError', message: '<b>x</b> is undefined', count: 1 }),
  ]);

  const page = await ops('/ops');
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-store');
  const html = await page.text();
  expect(html).toContain(releaseId);
  expect(html).toContain('&lt;b&gt;x&lt;/b&gt; is undefined');
  expect(html).not.toContain('<b>x</b>');
});

it("counts intents per item and page in the owner's CSV (Basic auth works too)", async () => {
  await beacon('prints-1', [
    { type: 'intent', name: 'whatsapp', item: 'dtf' },
    { type: 'intent', name: 'whatsapp', item: 'dtf' },
  ]);
  await telemetry.ingest.flush();
  const res = await ops('/ops/intenciones.csv', `Basic ${Buffer.from(`ops:${TOKEN}`).toString('base64')}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain('intenciones.csv');
  const bytes = Buffer.from(await res.arrayBuffer());
  // The UTF-8 byte order mark first, so Excel reads the accents right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('dia,tipo,producto_o_servicio,app,pagina,cantidad');
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},whatsapp,dtf,prints,\/impresiones\/dtf,2$/);
});

it('refuses /ops without the token, and an unknown /ops path is a 404 behind it', async () => {
  expect((await fetch(`${base}/ops`)).status).toBe(401);
  expect((await ops('/ops', 'Bearer nope')).status).toBe(401);
  expect((await ops('/ops/nada')).status).toBe(404);
  const bad = await ops('/ops/intenciones?desde=ayer');
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain('no es válida');
  for (const hours of ['abc', '0', '-1', '2161', '1.5']) {
    const window = await ops(`/ops/data.json?hours=${hours}`);
    expect(window.status).toBe(400);
    expect(await window.text()).toBe(`hours must be a whole number from 1 to 2160, got "${hours}"\n`);
  }
  expect((await ops('/ops/data.json?hours=48')).status).toBe(200);
});

it('rolls a release back when its visitors see far more errors than the previous one did, and records why', async () => {
  const first = (await publish('prints-1')).releaseId;
  for (let i = 0; i < 3; i += 1) await beacon(first, [{ type: 'view' }]);
  const second = (await publish('prints-2')).releaseId;
  for (let i = 0; i < 3; i += 1)
    await beacon(second, [{ type: 'view' }, { type: 'error', name: 'Error', message: 'boom' }]);
  await telemetry.ingest.flush();

  const made = await telemetry.watch.check();
  expect(made).toEqual([expect.objectContaining({ app: 'prints', release: second, reason: 'field-errors' })]);
  expect(fs.readlinkSync(path.join(hosting, 'prints/live'))).toBe(`releases/${first}`);
  const history = JSON.parse(fs.readFileSync(path.join(hosting, 'prints/history.json'), 'utf8')).events;
  expect(history.at(-1)).toMatchObject({ event: 'switch', from: second, to: first, reason: 'field-errors' });
  expect(logs.some((l) => l.msg.includes(`release ${second} rolled back from field data`))).toBe(true);
  // Back on the release before: nothing more to watch, no second rollback.
  expect(await telemetry.watch.check()).toEqual([]);
  // The operator view keeps the rolled-back release in sight, with its errors, and lists the rollback.
  const data = await (await ops('/ops/data.json')).json();
  const prints = data.apps.find((a: { app: string }) => a.app === 'prints');
  expect(prints.releases.find((r: { id: string }) => r.id === second)).toMatchObject({
    statuses: ['rolled back (field-errors)'],
    stats: { views: 3, errors: 3 },
  });
  expect(data.rollbacks).toEqual([
    expect.objectContaining({ app: 'prints', from: second, to: first, reason: 'field-errors' }),
  ]);
});
