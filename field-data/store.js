// @ts-check
// The store of field data (real-user monitoring): the events of beacons the server has already
// checked, kept in a libsql/SQLite database (@libsql/client; a `file:` database, `:memory:`, or a
// libsql server at a `libsql:`/`http(s):` URL, all through the same code).
//
//   events     every event as received, kept TELEMETRY_RAW_RETENTION_HOURS (48 h): the recent
//              past exactly, to the millisecond, and recent errors with their messages;
//   rollups    per complete hour, counts of events per (app, release, route, type, name, item,
//              message, bucket), kept TELEMETRY_RETENTION_DAYS (90 days): small and fast to read
//              over weeks;
//   meta       'rolled_up_until': hours before it are in rollups; 'raw_from': hours before it
//              have no raw events left (pruned).
//
// Why hourly rollups with histograms: counts add up over hours, but percentiles do not (the p75
// of a day is not the mean, nor any function, of its hours' p75s). So a vital is rolled up as a
// histogram, how many samples fell in each fixed log-scale bucket (histogram.js); histograms add
// up like any count, and a window's p75 is read off the sum, within 5% of the exact one.
//
// Reading a window [since, until): an hour that is rolled up and lies whole inside the window (and
// inside one step of a series) is read from rollups; everything else from raw events by their ts.
// So a window is exact whether or not rollup() has run, and nothing is counted twice. Past the raw
// retention only rollups are left: there an hour counts whole, in the step its start is in, if
// its start is inside the window (precision of an hour). An event that arrives for an hour
// already rolled up is added to its rollup as it is inserted.
//
// The operations of one store run one at a time (see serialQueue); two processes on one file
// database wait for each other's write lock (busy timeout) and WAL lets them read meanwhile.
//
// Every statement is in SQL below; the arithmetic is in pure functions (and histogram.js).
const fs = require('fs');
const path = require('path');
const { pathToFileURL, fileURLToPath } = require('url');
// @libsql/client is typed as an ES module only (its exports' "types"); Node requires its CommonJS
// build. module.require loads that build without tsc taking the call for an ES import.
/** @typedef {import('@libsql/client', { with: { 'resolution-mode': 'import' } }).Client} Client */
/** @typedef {import('@libsql/client', { with: { 'resolution-mode': 'import' } }).InValue} InValue */
const { createClient } = /** @type {typeof import('@libsql/client', { with: { 'resolution-mode': 'import' } })} */ (
  module.require('@libsql/client')
);
const { envNumber } = require('../serving/env');
const { VITALS } = require('../shared/src/telemetry/events');
const { bucketOf, percentile } = require('./histogram');
const { migrate } = require('./migrations');

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const REPO_ROOT = path.resolve(__dirname, '..');
const DEFAULT_URL = pathToFileURL(path.join(REPO_ROOT, '.data/telemetry.db')).href;
/** How long a local database waits for another writer's lock before failing (ms). */
const BUSY_TIMEOUT_MS = 5000;
const COLUMNS = ['ts', 'hour', 'route', 'type', 'app', 'release', 'name', 'value', 'bucket', 'item', 'message'];
/** Rows per INSERT statement (11 parameters each: well below SQLite's 32,766). */
const CHUNK_ROWS = 500;
/** Most steps a series may have. */
const MAX_STEPS = 10000;

/**
 * An event as stored: a beacon's (a RumEvent of ../src/telemetry/events.js, already checked), with
 * the time it was received and the beacon's route.
 * @typedef {{ ts: number, route: string, type: string, app: string, release: string, name?: string,
 *   value?: number, item?: string, message?: string }} StoredEvent
 * @typedef {Record<import('../shared/src/telemetry/events').VitalName, number | null>} VitalValues
 * @typedef {Record<import('../shared/src/telemetry/events').VitalName, number>} VitalCounts
 * @typedef {{ views: number, errors: number, islandFailures: number, fallbacks: number, retries: number,
 *   vitals: Record<string, Map<number, number>> }} Totals
 * @typedef {{ step: number, type: string, name: string, bucket: number, n: number }} CountRow
 */

// ---- SQL ----------------------------------------------------------------------------------------

const ROLLED_UP_UNTIL = "SELECT value FROM meta WHERE key = 'rolled_up_until'";
const RAW_FROM = "SELECT value FROM meta WHERE key = 'raw_from'";
/**
 * Whether the hour starting at `hour` is read from rollups: rolled up, starting in [:since,
 * :until), and either without raw events left or whole inside the window and inside one :step.
 * @param {string} hour
 */
const rolled = (hour) => `(${hour} < (${ROLLED_UP_UNTIL}) AND ${hour} >= :since AND ${hour} < :until
  AND (${hour} < (${RAW_FROM}) OR (${hour} + ${HOUR_MS} <= :until
    AND CAST((${hour} - :since) / :step AS INTEGER) = CAST((${hour} + ${HOUR_MS - 1} - :since) / :step AS INTEGER))))`;
/**
 * The hours of [:since, :until) read from raw events (from :firstHour, the hour :since is in, or
 * the oldest raw event's, whichever is later), so that the raw part of a query only reads the raw
 * events it needs, through an index, and not those of hours already rolled up.
 */
const RAW_HOURS = `raw_hours (start) AS (
    SELECT max(:firstHour, CAST((SELECT min(ts) FROM events) / ${HOUR_MS} AS INTEGER) * ${HOUR_MS})
    UNION ALL SELECT start + ${HOUR_MS} FROM raw_hours WHERE start + ${HOUR_MS} < :until
  ),
  raw AS (
    SELECT max(start, :since) AS since, min(start + ${HOUR_MS}, :until) AS until FROM raw_hours
    WHERE NOT ${rolled('start')}
  )`;
/** Joined to `raw`: the raw events of one of its hours (e.ts in [raw.since, raw.until)). */
const IN_RAW = 'e.ts >= raw.since AND e.ts < raw.until';
const ROLLUP_KEY = 'hour, app, release, route, type, name, item, message, bucket';
/** Events grouped as rollups, added to the rows already there. @param {string} where which events */
const UPSERT_ROLLUPS = (where) => `INSERT INTO rollups (${ROLLUP_KEY}, count, last_ts)
  SELECT hour, app, release, route, type, ifnull(name, ''), ifnull(item, ''), ifnull(message, ''), ifnull(bucket, -1),
    count(*), max(ts)
  FROM events WHERE ${where} GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (app, release, hour, type, route, name, item, message, bucket)
  DO UPDATE SET count = count + excluded.count, last_ts = max(last_ts, excluded.last_ts)`;

const SQL = {
  walMode: 'PRAGMA journal_mode = WAL',
  rolledUpUntil: ROLLED_UP_UNTIL,
  lastEventId: 'SELECT ifnull(max(id), 0) AS id FROM events',
  /** @param {number} rows */
  insertEvents: (rows) =>
    `INSERT INTO events (${COLUMNS.join(', ')}) VALUES ${Array(rows)
      .fill(`(${COLUMNS.map(() => '?').join(', ')})`)
      .join(', ')}`,
  /** the events just inserted (id > :afterId) for hours already rolled up */
  rollUpLate: UPSERT_ROLLUPS(`id > :afterId AND hour < (${ROLLED_UP_UNTIL})`),
  /** complete hours [:from, :to) */
  rollUpHours: UPSERT_ROLLUPS('ts >= :from AND ts < :to'),
  setRolledUpUntil: "UPDATE meta SET value = :until WHERE key = 'rolled_up_until'",
  /** raw events are kept from the hour :before is in, and never if not rolled up yet */
  keepRawFrom: `UPDATE meta SET value = max(value, min(:before, (${ROLLED_UP_UNTIL}))) WHERE key = 'raw_from'`,
  pruneEvents: `DELETE FROM events WHERE ts < (${RAW_FROM})`,
  pruneRollups: 'DELETE FROM rollups WHERE hour < :before',
  /** counts per step of a window, per type, name and bucket, of one release */
  windowCounts: `WITH RECURSIVE ${RAW_HOURS}
    SELECT step, type, name, bucket, sum(n) AS n FROM (
      SELECT CAST((hour - :since) / :step AS INTEGER) AS step, type, name, bucket, sum(count) AS n FROM rollups
      WHERE app = :app AND release = :release AND hour >= :since AND hour < :until AND ${rolled('hour')}
      GROUP BY 1, 2, 3, 4
    UNION ALL
      SELECT CAST((e.ts - :since) / :step AS INTEGER), e.type, ifnull(e.name, ''), ifnull(e.bucket, -1), count(*)
      FROM raw JOIN events e ON e.app = :app AND e.release = :release AND ${IN_RAW}
      GROUP BY 1, 2, 3, 4
    ) GROUP BY 1, 2, 3, 4`,
  recentErrors: `WITH RECURSIVE ${RAW_HOURS}
    SELECT name, message, sum(n) AS count, max(last) AS last FROM (
      SELECT name, message, sum(count) AS n, max(last_ts) AS last FROM rollups
      WHERE app = :app AND release = :release AND hour >= :since AND hour < :until AND type = 'error'
        AND ${rolled('hour')}
      GROUP BY 1, 2
    UNION ALL
      SELECT ifnull(e.name, ''), ifnull(e.message, ''), count(*), max(e.ts)
      FROM raw JOIN events e ON e.app = :app AND e.release = :release AND ${IN_RAW} AND e.type = 'error'
      GROUP BY 1, 2
    ) GROUP BY 1, 2 ORDER BY count DESC, last DESC, name, message LIMIT :limit`,
  intents: `WITH RECURSIVE ${RAW_HOURS}
    SELECT day, kind, item, app, route, sum(n) AS count FROM (
      SELECT date(hour / 1000, 'unixepoch') AS day, name AS kind, item, app, route, sum(count) AS n FROM rollups
      WHERE type = 'intent' AND hour >= :since AND hour < :until AND ${rolled('hour')}
      GROUP BY 1, 2, 3, 4, 5
    UNION ALL
      SELECT date(e.ts / 1000, 'unixepoch'), ifnull(e.name, ''), ifnull(e.item, ''), e.app, e.route, count(*)
      FROM raw JOIN events e ON ${IN_RAW} AND e.type = 'intent'
      GROUP BY 1, 2, 3, 4, 5
    ) GROUP BY 1, 2, 3, 4, 5 ORDER BY day, count DESC, kind, item, app, route`,
  stats: `SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM rollups) AS rollups,
    (SELECT page_count FROM pragma_page_count()) * (SELECT page_size FROM pragma_page_size()) AS sizeBytes`,
};

// ---- Pure functions -----------------------------------------------------------------------------

/** The start of the UTC hour `ts` is in. @param {number} ts */
const hourOf = (ts) => Math.floor(ts / HOUR_MS) * HOUR_MS;

/** An event as the values of COLUMNS. @param {StoredEvent} e @returns {InValue[]} */
function toRow(e) {
  const bucket = e.type === 'vital' && e.name != null && e.value != null ? bucketOf(e.name, e.value) : null;
  const ts = Math.floor(e.ts);
  return [
    ts,
    hourOf(ts),
    e.route,
    e.type,
    e.app,
    e.release,
    e.name ?? null,
    e.value ?? null,
    bucket,
    e.item ?? null,
    e.message ?? null,
  ];
}

/** Multi-row INSERT statements for the rows, CHUNK_ROWS at a time. @param {InValue[][]} rows */
function insertStatements(rows) {
  const statements = [];
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    const chunk = rows.slice(i, i + CHUNK_ROWS);
    statements.push({ sql: SQL.insertEvents(chunk.length), args: chunk.flat() });
  }
  return statements;
}

/**
 * A retention: the option if given (checked here), else the environment variable (envNumber:
 * serving/env.js), else the default; at least 1. Throws naming the setting and what was given.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ option: string, variable: string, unit: string }} names
 * @param {unknown} given the option's value
 * @param {number} fallback
 */
function retention(env, { option, variable, unit }, given, fallback) {
  if (given === undefined) return envNumber(env, variable, fallback, { min: 1, unit });
  if (typeof given !== 'number' || !Number.isFinite(given) || given < 1)
    throw new Error(`${option} must be a number of ${unit} ≥ 1, got ${JSON.stringify(given)}`);
  return given;
}

/**
 * The store's settings from its options, else the environment, else the defaults.
 * @param {TelemetryStoreOptions} options
 * @param {NodeJS.ProcessEnv} env
 */
function resolveSettings(options, env) {
  return {
    url: options.url ?? (env.TELEMETRY_DB_URL || DEFAULT_URL),
    authToken: options.authToken ?? (env.TELEMETRY_DB_AUTH_TOKEN || undefined),
    rawRetentionHours: retention(
      env,
      { option: 'rawRetentionHours', variable: 'TELEMETRY_RAW_RETENTION_HOURS', unit: 'hours' },
      options.rawRetentionHours,
      48,
    ),
    retentionDays: retention(
      env,
      { option: 'retentionDays', variable: 'TELEMETRY_RETENTION_DAYS', unit: 'days' },
      options.retentionDays,
      90,
    ),
  };
}

/** The file of a local `file:` database URL; null for `:memory:` and server URLs. @param {string} url */
function localFile(url) {
  if (!url.startsWith('file:')) return null;
  const withoutQuery = url.split('?')[0];
  const rest = withoutQuery.slice('file:'.length);
  if (rest.startsWith(':memory:')) return null;
  return rest.startsWith('//') ? fileURLToPath(withoutQuery) : decodeURIComponent(rest);
}

/** @returns {Totals} */
function emptyTotals() {
  return {
    views: 0,
    errors: 0,
    islandFailures: 0,
    fallbacks: 0,
    retries: 0,
    vitals: Object.fromEntries(VITALS.map((name) => [name, new Map()])),
  };
}

/** Adds one row of counts to a step's totals. @param {Totals} t @param {CountRow} row */
function addCounts(t, { type, name, bucket, n }) {
  if (type === 'view') t.views += n;
  else if (type === 'error') t.errors += n;
  else if (type === 'retry') t.retries += n;
  else if (type === 'island' && name === 'failed') t.islandFailures += n;
  else if (type === 'island' && name === 'fallback') t.fallbacks += n;
  else if (type === 'vital' && t.vitals[name] && bucket >= 0) {
    t.vitals[name].set(bucket, (t.vitals[name].get(bucket) ?? 0) + n);
  }
}

/** Rows of windowCounts folded into the totals of each step. @param {CountRow[]} rows @param {number} steps */
function foldCounts(rows, steps) {
  const totals = Array.from({ length: steps }, emptyTotals);
  for (const row of rows) if (totals[row.step]) addCounts(totals[row.step], row);
  return totals;
}

/** @param {Map<number, number>} histogram */
const samplesOf = (histogram) => [...histogram.values()].reduce((sum, n) => sum + n, 0);

/** A window [since, until) checked: numbers, since ≤ until. @param {unknown} since @param {unknown} until */
function checkWindow(since, until) {
  if (typeof since !== 'number' || typeof until !== 'number' || !Number.isFinite(since) || !Number.isFinite(until))
    throw new TypeError(`a window needs since and until in ms, got ${since} and ${until}`);
  return { since, until: Math.max(since, until) };
}

/**
 * Runs the functions given to it one at a time, in order. A store's operations go through one:
 * the local driver is synchronous, so a second write transaction opened while the first awaits
 * would wait for its lock while blocking the very thread that would release it; and `:memory:`
 * has a single connection, which a transaction holds.
 */
function serialQueue() {
  /** @type {Promise<unknown>} */
  let tail = Promise.resolve();
  /** @template T @param {() => Promise<T>} fn @returns {Promise<T>} */
  return (fn) => {
    const run = tail.then(fn);
    tail = run.catch(() => {});
    return run;
  };
}

// ---- The store ----------------------------------------------------------------------------------

/**
 * @typedef {{ url?: string, authToken?: string, now?: () => number, rawRetentionHours?: number,
 *   retentionDays?: number, env?: NodeJS.ProcessEnv }} TelemetryStoreOptions
 * @typedef {{ client: Client, now: () => number, rawRetentionHours: number,
 *   retentionDays: number, ready: () => Promise<void> }} Context
 */

/**
 * Opens the store (the folder of a local database file is created). Options override the
 * environment: TELEMETRY_DB_URL (default file:<repo>/.data/telemetry.db), TELEMETRY_DB_AUTH_TOKEN,
 * TELEMETRY_RAW_RETENTION_HOURS (48), TELEMETRY_RETENTION_DAYS (90). The schema is migrated before
 * the first operation (or by migrate()).
 * @param {TelemetryStoreOptions} [options]
 */
function createTelemetryStore(options = {}) {
  const { now = Date.now, env = process.env } = options;
  const settings = resolveSettings(options, env);
  const file = localFile(settings.url);
  if (file) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const client = createClient({
    url: settings.url,
    authToken: settings.authToken,
    ...(file ? { timeout: BUSY_TIMEOUT_MS } : {}),
  });

  /** @type {Promise<void> | null} */
  let setup = null;
  const migrateNow = async () => {
    if (file) await client.execute(SQL.walMode);
    const result = await migrate(client, { now });
    setup = Promise.resolve();
    return result;
  };
  const ready = () =>
    (setup ??= migrateNow().then(
      () => {},
      (error) => {
        setup = null;
        throw error;
      },
    ));
  /** @type {Context} */
  const ctx = {
    client,
    now,
    ready,
    rawRetentionHours: settings.rawRetentionHours,
    retentionDays: settings.retentionDays,
  };
  const serial = serialQueue();

  return {
    url: settings.url,
    /** Applies the migrations not applied yet. */
    migrate: () => serial(migrateNow),
    /** @param {StoredEvent[]} events */
    insert: (events) => serial(() => insert(ctx, events)),
    rollup: () => serial(() => rollup(ctx)),
    prune: () => serial(() => prune(ctx)),
    /** @param {{ app: string, release: string, since: number, until?: number }} query */
    releaseStats: (query) => serial(() => releaseStats(ctx, query)),
    /** @param {{ app: string, release: string, since: number, until?: number, stepMs?: number }} query */
    releaseSeries: (query) => serial(() => releaseSeries(ctx, query)),
    /** @param {{ app: string, release: string, since: number, until?: number, limit?: number }} query */
    recentErrors: (query) => serial(() => recentErrors(ctx, query)),
    /** @param {{ since: number, until?: number }} query */
    intents: (query) => serial(() => intents(ctx, query)),
    stats: () => serial(() => stats(ctx)),
    close: () => serial(async () => client.close()),
  };
}

/** An open store: what createTelemetryStore returns. */
/** @typedef {ReturnType<typeof createTelemetryStore>} TelemetryStore */

/**
 * Stores events in one write transaction (multi-row INSERTs); an event of an hour already rolled
 * up is also added to its rollup. Returns how many were stored.
 * @param {Context} ctx
 * @param {StoredEvent[]} events
 */
async function insert({ client, ready }, events) {
  await ready();
  if (!events.length) return 0;
  const rows = events.map(toRow);
  const tx = await client.transaction('write');
  try {
    const [until, last] = await tx.batch([SQL.rolledUpUntil, SQL.lastEventId]);
    const late = rows.some((row) => Number(row[1]) < Number(until.rows[0].value));
    await tx.batch([
      ...insertStatements(rows),
      ...(late ? [{ sql: SQL.rollUpLate, args: { afterId: Number(last.rows[0].id) } }] : []),
    ]);
    await tx.commit();
    return rows.length;
  } finally {
    tx.close();
  }
}

/**
 * Rolls every complete hour not rolled up yet into rollups, in one write transaction (a second
 * run, here or in another process, finds nothing left to do).
 * @param {Context} ctx
 * @returns {Promise<{ from: number, until: number, rows: number }>} the hours [from, until) rolled up now and the rollup rows written
 */
async function rollup({ client, now, ready }) {
  await ready();
  const tx = await client.transaction('write');
  try {
    const from = Number((await tx.execute(SQL.rolledUpUntil)).rows[0].value);
    const until = hourOf(now());
    if (until <= from) return { from, until: from, rows: 0 };
    const inserted = await tx.execute({ sql: SQL.rollUpHours, args: { from, to: until } });
    await tx.execute({ sql: SQL.setRolledUpUntil, args: { until } });
    await tx.commit();
    return { from, until, rows: inserted.rowsAffected };
  } finally {
    tx.close();
  }
}

/**
 * Rolls up first, then deletes the raw events of hours that ended before the raw retention (never
 * any not rolled up) and rollups of hours that ended before the retention.
 * @param {Context} ctx
 * @returns {Promise<{ events: number, rollups: number }>} how many rows were deleted
 */
async function prune(ctx) {
  await rollup(ctx);
  const at = ctx.now();
  const [, events, rollups] = await ctx.client.batch(
    [
      { sql: SQL.keepRawFrom, args: { before: hourOf(at - ctx.rawRetentionHours * HOUR_MS) } },
      SQL.pruneEvents,
      { sql: SQL.pruneRollups, args: { before: hourOf(at - ctx.retentionDays * DAY_MS) } },
    ],
    'write',
  );
  return { events: events.rowsAffected, rollups: rollups.rowsAffected };
}

/**
 * The counts of one release over [since, until), per step of stepMs from since.
 * @param {Context} ctx
 * @param {{ app: string, release: string, since: number, until: number, stepMs: number }} query
 */
async function windowTotals({ client, ready }, { app, release, since, until, stepMs }) {
  await ready();
  const steps = Math.ceil((until - since) / stepMs);
  if (steps === 0) return [];
  const result = await client.execute({
    sql: SQL.windowCounts,
    args: { app, release, since, until, step: stepMs, firstHour: hourOf(since) },
  });
  return foldCounts(/** @type {CountRow[]} */ (/** @type {unknown} */ (result.rows)), steps);
}

/**
 * One release's counts and p75s over [since, until).
 * @param {Context} ctx
 * @param {{ app: string, release: string, since: number, until?: number }} query
 */
async function releaseStats(ctx, { app, release, ...window }) {
  const { since, until } = checkWindow(window.since, window.until ?? ctx.now());
  const [t = emptyTotals()] = await windowTotals(ctx, { app, release, since, until, stepMs: until - since || 1 });
  const p75 = Object.fromEntries(VITALS.map((name) => [name, percentile(t.vitals[name], 0.75)]));
  const samples = Object.fromEntries(VITALS.map((name) => [name, samplesOf(t.vitals[name])]));
  return {
    app,
    release,
    views: t.views,
    errors: t.errors,
    errorsPer1000: t.views ? (t.errors / t.views) * 1000 : null,
    islandFailures: t.islandFailures,
    fallbacks: t.fallbacks,
    retries: t.retries,
    p75: /** @type {VitalValues} */ (p75),
    samples: /** @type {VitalCounts} */ (samples),
  };
}

/**
 * One release's views, errors and p75 of INP per step of stepMs over [since, until) (the last
 * step may be shorter).
 * @param {Context} ctx
 * @param {{ app: string, release: string, since: number, until?: number, stepMs?: number }} query
 * @returns {Promise<{ start: number, views: number, errors: number, p75INP: number | null }[]>}
 */
async function releaseSeries(ctx, { app, release, stepMs = HOUR_MS, ...window }) {
  const { since, until } = checkWindow(window.since, window.until ?? ctx.now());
  if (!Number.isSafeInteger(stepMs) || stepMs < 1)
    throw new RangeError(`stepMs must be a whole number ≥ 1, got ${stepMs}`);
  if ((until - since) / stepMs > MAX_STEPS) throw new RangeError(`a series has at most ${MAX_STEPS} steps`);
  const totals = await windowTotals(ctx, { app, release, since, until, stepMs });
  return totals.map((t, i) => ({
    start: since + i * stepMs,
    views: t.views,
    errors: t.errors,
    p75INP: percentile(t.vitals.INP, 0.75),
  }));
}

/**
 * One release's errors over [since, until), most frequent first.
 * @param {Context} ctx
 * @param {{ app: string, release: string, since: number, until?: number, limit?: number }} query
 * @returns {Promise<{ name: string, message: string, count: number, last: number }[]>}
 */
async function recentErrors(ctx, { app, release, limit = 10, ...window }) {
  const { since, until } = checkWindow(window.since, window.until ?? ctx.now());
  await ctx.ready();
  const args = { app, release, since, until, step: until - since || 1, firstHour: hourOf(since), limit };
  const result = await ctx.client.execute({ sql: SQL.recentErrors, args });
  return result.rows.map((r) => ({
    name: String(r.name),
    message: String(r.message),
    count: Number(r.count),
    last: Number(r.last),
  }));
}

/**
 * Purchase intents over [since, until) per UTC day, kind, item, app and route.
 * @param {Context} ctx
 * @param {{ since: number, until?: number }} query
 * @returns {Promise<{ day: string, kind: string, item: string | null, app: string, route: string, count: number }[]>}
 */
async function intents(ctx, query) {
  const { since, until } = checkWindow(query.since, query.until ?? ctx.now());
  await ctx.ready();
  const result = await ctx.client.execute({
    sql: SQL.intents,
    args: { since, until, step: until - since || 1, firstHour: hourOf(since) },
  });
  return result.rows.map((r) => ({
    day: String(r.day),
    kind: String(r.kind),
    item: r.item ? String(r.item) : null,
    app: String(r.app),
    route: String(r.route),
    count: Number(r.count),
  }));
}

/**
 * Rows in each table and the database's size.
 * @param {Context} ctx
 * @returns {Promise<{ events: number, rollups: number, sizeBytes: number }>}
 */
async function stats({ client, ready }) {
  await ready();
  const [row] = (await client.execute(SQL.stats)).rows;
  return { events: Number(row.events), rollups: Number(row.rollups), sizeBytes: Number(row.sizeBytes) };
}

exports.createTelemetryStore = createTelemetryStore;
exports.HOUR_MS = HOUR_MS;
exports.DAY_MS = DAY_MS;
