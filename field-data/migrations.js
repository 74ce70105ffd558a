// @ts-check
// The telemetry database's schema, as versioned migrations: an ordered list, each applied once,
// in a write transaction of its own that also records its version in `schema_migrations` (a table
// rather than PRAGMA user_version: plain SQL that every libsql transport runs alike, and it says
// when each version was applied). Two
// processes migrating at once are serialized by the write lock; the second finds the version
// recorded and skips it. Never edit a migration that has shipped: add the next one.
//
// Tables (see store.js for why hourly rollups with histograms):
//   events     one row per beacon event, as received: ts (ms), hour (start of its UTC hour, ms),
//              route, type, app, release, and per type name / value / bucket / item / message.
//              Kept `rawRetentionHours` (48 h by default): the exact recent past, recent errors.
//   rollups    per complete hour, how many events of each (app, release, route, type, name, item,
//              message, bucket) there were, and the last one's ts. Text a type has no use for is
//              '' and bucket is -1 (not NULL: they are the primary key). Kept `retentionDays`.
//   meta       key → integer: 'rolled_up_until' (hours before it are in rollups; raw events of
//              those hours must not be counted again), 'raw_from' (hours before it have no raw
//              events left).
//
// Indexes, each for a query of store.js:
//   events(app, release, ts)    a release's stats, series and errors over the raw part
//   events(ts)                  rollup (one hour range), prune, intents
//   rollups primary key         (app, release, hour, …): a release's stats, series and errors
//   rollups(hour)               prune, intents

/**
 * @typedef {{ version: number, name: string, statements: string[] }} Migration
 * @typedef {import('@libsql/client', { with: { 'resolution-mode': 'import' } }).Client} Client
 */

/** @type {Migration[]} */
const MIGRATIONS = [
  {
    version: 1,
    name: 'events, hourly rollups, meta',
    statements: [
      `CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        ts INTEGER NOT NULL,
        hour INTEGER NOT NULL,
        route TEXT NOT NULL,
        type TEXT NOT NULL,
        app TEXT NOT NULL,
        release TEXT NOT NULL,
        name TEXT,
        value REAL,
        bucket INTEGER,
        item TEXT,
        message TEXT
      )`,
      'CREATE INDEX events_release_ts ON events (app, release, ts)',
      'CREATE INDEX events_ts ON events (ts)',
      `CREATE TABLE rollups (
        hour INTEGER NOT NULL,
        app TEXT NOT NULL,
        release TEXT NOT NULL,
        route TEXT NOT NULL,
        type TEXT NOT NULL,
        name TEXT NOT NULL,
        item TEXT NOT NULL,
        message TEXT NOT NULL,
        bucket INTEGER NOT NULL,
        count INTEGER NOT NULL,
        last_ts INTEGER NOT NULL,
        PRIMARY KEY (app, release, hour, type, route, name, item, message, bucket)
      ) WITHOUT ROWID`,
      'CREATE INDEX rollups_hour ON rollups (hour)',
      'CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID',
      "INSERT INTO meta (key, value) VALUES ('rolled_up_until', 0), ('raw_from', 0)",
    ],
  },
];

const CREATE_VERSIONS =
  'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)';

/**
 * Applies the migrations the database does not have yet, oldest first.
 * @param {Client} client
 * @param {{ now?: () => number, migrations?: Migration[] }} [options]
 * @returns {Promise<{ version: number, applied: number[] }>} the version now, and those applied by this call
 */
async function migrate(client, { now = Date.now, migrations = MIGRATIONS } = {}) {
  await client.execute(CREATE_VERSIONS);
  /** @type {number[]} */
  const applied = [];
  for (const migration of migrations) {
    if (await applyOne(client, migration, now())) applied.push(migration.version);
  }
  const result = await client.execute('SELECT ifnull(max(version), 0) AS version FROM schema_migrations');
  return { version: Number(result.rows[0].version), applied };
}

/**
 * One migration in one write transaction; false when it was already applied.
 * @param {Client} client
 * @param {Migration} migration
 * @param {number} at
 */
async function applyOne(client, { version, name, statements }, at) {
  const tx = await client.transaction('write');
  try {
    const found = await tx.execute({ sql: 'SELECT 1 FROM schema_migrations WHERE version = ?', args: [version] });
    if (found.rows.length) return false;
    for (const sql of statements) await tx.execute(sql);
    await tx.execute({
      sql: 'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
      args: [version, name, at],
    });
    await tx.commit();
    return true;
  } finally {
    tx.close();
  }
}

exports.MIGRATIONS = MIGRATIONS;
exports.migrate = migrate;
