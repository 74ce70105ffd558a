/** @jest-environment node */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTelemetryStore, HOUR_MS, DAY_MS } from './store';
import { bucketOf, valueOfBucket } from './histogram';

const { createClient } = require('@libsql/client') as typeof import('@libsql/client');

type Store = ReturnType<typeof createTelemetryStore>;
type Event = Parameters<Store['insert']>[0][number];

/** Midnight UTC, a Saturday: every test's clock starts from it. */
const T0 = Date.UTC(2026, 0, 10);
const MIN = 60 * 1000;

let clock = T0;
const stores: Store[] = [];
/** An in-memory store on the test's clock (closed after the test). */
function memoryStore(options: Parameters<typeof createTelemetryStore>[0] = {}) {
  const store = createTelemetryStore({ url: ':memory:', now: () => clock, env: {}, ...options });
  stores.push(store);
  return store;
}

let dir: string;
beforeEach(() => {
  clock = T0;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estampa-telemetry-test-'));
});
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const event = (ts: number, fields: Partial<Event> = {}): Event => ({
  ts,
  route: '/impresiones/dtf',
  type: 'view',
  app: 'prints',
  release: 'r1',
  ...fields,
});
const vital = (ts: number, name: string, value: number, fields: Partial<Event> = {}) =>
  event(ts, { type: 'vital', name, value, ...fields });
const error = (ts: number, name: string, message: string, fields: Partial<Event> = {}) =>
  event(ts, { type: 'error', name, message, ...fields });

/** The exact p75 (nearest rank) of values. */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1];
const within5 = (estimate: number | null, exact: number) =>
  expect(Math.abs((estimate as number) - exact) / exact).toBeLessThanOrEqual(0.05);

describe('migrations', () => {
  it('are applied once, and not again when the database is opened again; the folder is created, WAL is on', async () => {
    const url = `file:${path.join(dir, 'nested/telemetry.db')}`;
    const first = createTelemetryStore({ url, env: {} });
    expect(await first.migrate()).toEqual({ version: 1, applied: [1] });
    expect(await first.migrate()).toEqual({ version: 1, applied: [] });
    await first.insert([event(T0)]);
    await first.close();

    const again = createTelemetryStore({ url, env: {} });
    expect(await again.migrate()).toEqual({ version: 1, applied: [] });
    expect((await again.stats()).events).toBe(1);
    await again.close();

    const client = createClient({ url });
    const versions = await client.execute('SELECT version FROM schema_migrations');
    expect(versions.rows.map((r) => r.version)).toEqual([1]);
    const mode = await client.execute('PRAGMA journal_mode');
    expect(mode.rows[0].journal_mode).toBe('wal');
    client.close();
  });

  it('run by themselves before the first operation', async () => {
    const store = memoryStore();
    expect(await store.insert([event(T0)])).toBe(1);
    expect(await store.migrate()).toEqual({ version: 1, applied: [] });
  });
});

describe('settings', () => {
  it('throws naming a bad TELEMETRY_RETENTION_DAYS and what it was given', () => {
    expect(() => createTelemetryStore({ url: ':memory:', env: { TELEMETRY_RETENTION_DAYS: 'ninety' } })).toThrow(
      /TELEMETRY_RETENTION_DAYS.*"ninety"/,
    );
    expect(() => createTelemetryStore({ url: ':memory:', env: { TELEMETRY_RETENTION_DAYS: '0' } })).toThrow(
      /TELEMETRY_RETENTION_DAYS/,
    );
    expect(() => createTelemetryStore({ url: ':memory:', env: { TELEMETRY_RAW_RETENTION_HOURS: '48h' } })).toThrow(
      /TELEMETRY_RAW_RETENTION_HOURS.*"48h"/,
    );
    expect(() => createTelemetryStore({ url: ':memory:', env: {}, retentionDays: -3 })).toThrow(/retentionDays.*-3/);
  });

  it('takes TELEMETRY_DB_URL from the environment', async () => {
    const url = `file:${path.join(dir, 'from-env.db')}`;
    const store = createTelemetryStore({ env: { TELEMETRY_DB_URL: url } });
    stores.push(store);
    await store.insert([event(T0)]);
    expect(fs.existsSync(path.join(dir, 'from-env.db'))).toBe(true);
  });
});

describe('insert and releaseStats', () => {
  it('counts per release and window, exactly at the edges, with p75s of the vitals', async () => {
    const store = memoryStore();
    const lcp = [1200, 1800, 2400, 3100, 900, 4000, 2200, 1500];
    await store.insert([
      event(T0 + 10 * MIN),
      event(T0 + 20 * MIN),
      event(T0 + 30 * MIN, { release: 'r2' }),
      event(T0 + 30 * MIN, { app: 'products' }),
      error(T0 + 15 * MIN, 'TypeError', 'x is undefined'),
      event(T0 + 16 * MIN, { type: 'island', name: 'failed' }),
      event(T0 + 17 * MIN, { type: 'island', name: 'fallback' }),
      event(T0 + 18 * MIN, { type: 'island', name: 'hydrated' }),
      event(T0 + 19 * MIN, { type: 'retry' }),
      ...lcp.map((value, i) => vital(T0 + (21 + i) * MIN, 'LCP', value)),
      vital(T0 + 40 * MIN, 'CLS', 0),
      vital(T0 + 41 * MIN, 'CLS', 0.12),
      event(T0 + 50 * MIN, { type: 'intent', name: 'whatsapp', item: 'dtf' }),
    ]);
    clock = T0 + HOUR_MS;

    const stats = await store.releaseStats({ app: 'prints', release: 'r1', since: T0 });
    expect(stats).toMatchObject({
      app: 'prints',
      release: 'r1',
      views: 2,
      errors: 1,
      errorsPer1000: 500,
      islandFailures: 1,
      fallbacks: 1,
      retries: 1,
      samples: { LCP: 8, INP: 0, CLS: 2, FCP: 0, TTFB: 0 },
      p75: { INP: null, FCP: null, TTFB: null },
    });
    within5(stats.p75.LCP, exactP75(lcp));
    within5(stats.p75.CLS, 0.12);

    // [since, until): an event at `since` counts, one at `until` does not.
    const edges = await store.releaseStats({
      app: 'prints',
      release: 'r1',
      since: T0 + 10 * MIN,
      until: T0 + 20 * MIN,
    });
    expect(edges.views).toBe(1);
    expect((await store.releaseStats({ app: 'prints', release: 'r2', since: T0 })).views).toBe(1);
    expect((await store.releaseStats({ app: 'products', release: 'r1', since: T0 })).views).toBe(1);
  });

  it('says null where there is nothing to divide or to take a percentile of', async () => {
    const store = memoryStore();
    await store.insert([error(T0, 'Error', 'boom')]);
    const stats = await store.releaseStats({ app: 'prints', release: 'r1', since: T0 - HOUR_MS, until: T0 + HOUR_MS });
    expect(stats).toMatchObject({ views: 0, errors: 1, errorsPer1000: null });
    expect(Object.values(stats.p75)).toEqual([null, null, null, null, null]);
    const empty = await store.releaseStats({ app: 'prints', release: 'nope', since: T0, until: T0 });
    expect(empty).toMatchObject({ views: 0, errors: 0, errorsPer1000: null });
  });

  it('stores 20,000 events in one call', async () => {
    const store = memoryStore();
    const events = Array.from({ length: 20_000 }, (_, i) =>
      i % 4 ? vital(T0 + i * 100, 'INP', 50 + (i % 500)) : event(T0 + i * 100),
    );
    expect(await store.insert(events)).toBe(20_000);
    expect((await store.stats()).events).toBe(20_000);
    const stats = await store.releaseStats({ app: 'prints', release: 'r1', since: T0, until: T0 + DAY_MS });
    expect(stats.views).toBe(5000);
    expect(stats.samples.INP).toBe(15_000);
  });
});

/** Three hours of a bit of everything, from T0 + 25 min, two releases, two routes. */
function sampleEvents(): Event[] {
  const events: Event[] = [];
  for (let minute = 25; minute < 25 + 180; minute += 5) {
    const ts = T0 + minute * MIN;
    const release = minute % 10 ? 'r1' : 'r2';
    const route = minute % 15 ? '/impresiones/dtf' : '/productos/tazas';
    events.push(event(ts, { release, route }));
    events.push(vital(ts + 1, 'INP', 40 + minute, { release, route }));
    events.push(vital(ts + 2, 'LCP', 1000 + 13 * minute, { release, route }));
    if (minute % 20 === 5) events.push(error(ts + 3, 'TypeError', `boom ${minute % 40}`, { release, route }));
    if (minute % 25 === 0) events.push(event(ts + 4, { type: 'intent', name: 'whatsapp', item: 'dtf', route }));
    if (minute % 35 === 0) events.push(event(ts + 5, { type: 'island', name: 'failed', release }));
  }
  return events;
}

/** Everything the store can say about the sample, over windows not aligned to hours. */
async function readAll(store: Store) {
  const window = { app: 'prints', release: 'r1', since: T0 + 7 * MIN + 123, until: T0 + 4 * HOUR_MS - 11 * MIN };
  return {
    stats: await store.releaseStats(window),
    r2: await store.releaseStats({ ...window, release: 'r2' }),
    aligned: await store.releaseStats({ ...window, since: T0, until: T0 + 4 * HOUR_MS }),
    series: await store.releaseSeries({ ...window, stepMs: 45 * MIN }),
    hourly: await store.releaseSeries({ ...window, since: T0, until: T0 + 4 * HOUR_MS }),
    errors: await store.recentErrors(window),
    intents: await store.intents({ since: window.since, until: window.until }),
  };
}

describe('rollup', () => {
  it('changes nothing that is read, run once or twice', async () => {
    const store = memoryStore();
    await store.insert(sampleEvents());
    clock = T0 + 5 * HOUR_MS + 30 * MIN;
    const before = await readAll(store);
    expect(before.stats.views).toBeGreaterThan(0);
    expect(before.errors.length).toBeGreaterThan(0);

    expect(await store.rollup()).toMatchObject({ from: 0, until: T0 + 5 * HOUR_MS });
    expect((await store.stats()).rollups).toBeGreaterThan(0);
    expect(await readAll(store)).toEqual(before);

    expect(await store.rollup()).toEqual({ from: T0 + 5 * HOUR_MS, until: T0 + 5 * HOUR_MS, rows: 0 });
    expect(await readAll(store)).toEqual(before);
  });

  it('counts an event that arrives for an hour already rolled up, once', async () => {
    const store = memoryStore();
    await store.insert([event(T0 + 10 * MIN)]);
    clock = T0 + 2 * HOUR_MS;
    await store.rollup();
    await store.insert([event(T0 + 20 * MIN), vital(T0 + 21 * MIN, 'INP', 300)]);
    const stats = await store.releaseStats({ app: 'prints', release: 'r1', since: T0, until: T0 + HOUR_MS });
    expect(stats.views).toBe(2);
    expect(stats.samples.INP).toBe(1);
    await store.rollup();
    expect((await store.releaseStats({ app: 'prints', release: 'r1', since: T0, until: T0 + HOUR_MS })).views).toBe(2);
  });

  it('is safe run at once, in one store and from two processes on one database file', async () => {
    const url = `file:${path.join(dir, 'shared.db')}`;
    const store = createTelemetryStore({ url, now: () => clock, env: {} });
    stores.push(store);
    await store.insert(sampleEvents());
    clock = T0 + 3 * HOUR_MS;
    const before = await readAll(store);
    const runs = await Promise.all([store.rollup(), store.rollup(), store.insert([]), store.rollup()]);
    expect(runs.filter((r) => typeof r === 'object' && r.rows > 0)).toHaveLength(1);

    clock = T0 + 5 * HOUR_MS;
    const children = await Promise.all([rollupInChild(url, clock), rollupInChild(url, clock)]);
    expect(children.filter((r) => r.rows > 0)).toHaveLength(1);
    expect(await readAll(store)).toEqual(before);
  });
});

/** Runs rollup() in another Node process on the database at `url`, its clock at `at`. */
function rollupInChild(url: string, at: number): Promise<{ rows: number }> {
  const script = `require(${JSON.stringify(require.resolve('./store'))})
    .createTelemetryStore({ url: ${JSON.stringify(url)}, now: () => ${at}, env: {} })
    .rollup().then((r) => process.stdout.write(JSON.stringify(r)))`;
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ['-e', script], (err, stdout) => (err ? reject(err) : resolve(JSON.parse(stdout)))),
  );
}

describe('prune', () => {
  it('deletes raw events past the raw retention and rollups past the retention, by the clock', async () => {
    const store = memoryStore({ rawRetentionHours: 48, retentionDays: 3 });
    await store.insert([
      event(T0 + 10 * MIN),
      event(T0 + 1 * DAY_MS + 10 * MIN),
      event(T0 + 2 * DAY_MS + 10 * MIN),
      event(T0 + 3 * DAY_MS + 10 * MIN),
    ]);
    clock = T0 + 3 * DAY_MS + 30 * MIN;
    // Rolls up first: nothing is lost. Raw events go by whole hours: those that ended 48 h ago.
    expect(await store.prune()).toEqual({ events: 1, rollups: 0 });
    expect(await store.stats()).toMatchObject({ events: 3, rollups: 3 });
    const all = { app: 'prints', release: 'r1', since: T0, until: T0 + 4 * DAY_MS };
    expect((await store.releaseStats(all)).views).toBe(4);

    clock = T0 + 4 * DAY_MS + 30 * MIN;
    // 3 days before the clock is T0 + 1 day + 30 min: only the hour of the first event has ended by then.
    expect(await store.prune()).toEqual({ events: 1, rollups: 1 });
    expect(await store.stats()).toMatchObject({ events: 2, rollups: 3 });
    expect((await store.releaseStats(all)).views).toBe(3);

    // Hourly steps not aligned to hours: where raw events are left, each is in its own step; where
    // they are gone (the first day), an hour counts in the step its start is in.
    const since = T0 + DAY_MS - 20 * MIN;
    const series = await store.releaseSeries({ app: 'prints', release: 'r1', since, until: T0 + 3 * DAY_MS + HOUR_MS });
    expect(series.flatMap((s, i) => (s.views ? [[i, s.views]] : []))).toEqual([
      [0, 1],
      [24, 1],
      [48, 1],
    ]);
  });
});

describe('releaseSeries', () => {
  it('gives views, errors and the p75 of INP per step, the last one shorter', async () => {
    const store = memoryStore();
    await store.insert([
      event(T0 + 5 * MIN),
      event(T0 + 65 * MIN),
      event(T0 + 70 * MIN),
      error(T0 + 80 * MIN, 'Error', 'x'),
      vital(T0 + 90 * MIN, 'INP', 120),
      vital(T0 + 91 * MIN, 'INP', 480),
      event(T0 + 150 * MIN),
    ]);
    clock = T0 + 3 * HOUR_MS;
    await store.rollup();
    const series = await store.releaseSeries({ app: 'prints', release: 'r1', since: T0, until: T0 + 150 * MIN + 1 });
    expect(series.map(({ start, views, errors }) => ({ start, views, errors }))).toEqual([
      { start: T0, views: 1, errors: 0 },
      { start: T0 + HOUR_MS, views: 2, errors: 1 },
      { start: T0 + 2 * HOUR_MS, views: 1, errors: 0 },
    ]);
    expect(series[0].p75INP).toBeNull();
    within5(series[1].p75INP, 480);
    expect(series[1].p75INP).toBe(valueOfBucket('INP', bucketOf('INP', 480) as number));
    const halfHours = await store.releaseSeries({
      app: 'prints',
      release: 'r1',
      since: T0,
      until: T0 + HOUR_MS,
      stepMs: 30 * MIN,
    });
    expect(halfHours.map((s) => s.views)).toEqual([1, 0]);
  });
});

describe('recentErrors', () => {
  it('lists a release’s errors by name and message, most frequent first, up to the limit', async () => {
    const store = memoryStore();
    await store.insert([
      error(T0 + 1 * MIN, 'TypeError', 'a is undefined'),
      error(T0 + 2 * MIN, 'TypeError', 'a is undefined'),
      error(T0 + 70 * MIN, 'TypeError', 'a is undefined'),
      error(T0 + 3 * MIN, 'ChunkLoadError', 'Loading chunk 12 failed'),
      error(T0 + 4 * MIN, 'ChunkLoadError', 'Loading chunk 12 failed'),
      error(T0 + 5 * MIN, 'RangeError', 'bad'),
      error(T0 + 6 * MIN, 'TypeError', 'other release', { release: 'r2' }),
    ]);
    clock = T0 + 2 * HOUR_MS;
    const expected = [
      { name: 'TypeError', message: 'a is undefined', count: 3, last: T0 + 70 * MIN },
      { name: 'ChunkLoadError', message: 'Loading chunk 12 failed', count: 2, last: T0 + 4 * MIN },
    ];
    expect(await store.recentErrors({ app: 'prints', release: 'r1', since: T0, limit: 2 })).toEqual(expected);
    await store.rollup();
    expect(await store.recentErrors({ app: 'prints', release: 'r1', since: T0, limit: 2 })).toEqual(expected);
    expect(await store.recentErrors({ app: 'prints', release: 'r1', since: T0 })).toHaveLength(3);
  });
});

describe('intents', () => {
  it('counts purchase intents per UTC day, kind, item, app and route', async () => {
    const store = memoryStore();
    const intent = (ts: number, name: string, item: string, fields: Partial<Event> = {}) =>
      event(ts, { type: 'intent', name, item, ...fields });
    await store.insert([
      intent(T0 + 1 * HOUR_MS, 'whatsapp', 'dtf'),
      intent(T0 + 2 * HOUR_MS, 'whatsapp', 'dtf'),
      intent(T0 + 2 * HOUR_MS, 'whatsapp', 'dtf', { route: '/impresiones' }),
      intent(T0 + 3 * HOUR_MS, 'order-document', 'tazas', { app: 'order', route: '/pedido' }),
      intent(T0 + DAY_MS - 1, 'contact', 'uniformes', { app: 'shell', route: '/contacto' }),
      intent(T0 + DAY_MS + 5 * MIN, 'whatsapp', 'dtf'),
      event(T0 + 2 * HOUR_MS),
    ]);
    clock = T0 + DAY_MS + HOUR_MS;
    const expected = [
      { day: '2026-01-10', kind: 'whatsapp', item: 'dtf', app: 'prints', route: '/impresiones/dtf', count: 2 },
      { day: '2026-01-10', kind: 'contact', item: 'uniformes', app: 'shell', route: '/contacto', count: 1 },
      { day: '2026-01-10', kind: 'order-document', item: 'tazas', app: 'order', route: '/pedido', count: 1 },
      { day: '2026-01-10', kind: 'whatsapp', item: 'dtf', app: 'prints', route: '/impresiones', count: 1 },
      { day: '2026-01-11', kind: 'whatsapp', item: 'dtf', app: 'prints', route: '/impresiones/dtf', count: 1 },
    ];
    expect(await store.intents({ since: T0 })).toEqual(expected);
    await store.rollup();
    expect(await store.intents({ since: T0 })).toEqual(expected);
    expect(await store.intents({ since: T0 + DAY_MS })).toEqual(expected.slice(4));
  });
});

describe('stats', () => {
  it('counts rows and measures the database', async () => {
    const store = memoryStore();
    await store.insert([event(T0), event(T0 + 1)]);
    clock = T0 + HOUR_MS;
    await store.rollup();
    const stats = await store.stats();
    expect(stats).toMatchObject({ events: 2, rollups: 1 });
    expect(stats.sizeBytes).toBeGreaterThan(0);
  });
});
