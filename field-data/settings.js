// @ts-check
// Field data's settings, from the environment (serving/env.js: a bad value stops the server
// at start-up, naming the setting). The storage's own (TELEMETRY_DB_URL, retention) are read by
// store.js; the collector's sampling (RUM_SAMPLE_RATE) is a build setting of the shell.
const { envNumber, envFlag } = require('../serving/env');

/** The operator pages' token (releases/secrets.js): OPS_TOKEN, OPS_TOKEN_FILE, else <HOSTING_DIR>/.ops-token. */
const OPS_TOKEN = /** @type {import('../releases/secrets').SecretSetting} */ ({
  name: 'OPS_TOKEN',
  defaultFile: '.ops-token',
  minLength: 16,
  what: 'operator token',
});

/** @param {Record<string, string | undefined>} [env] */
function telemetrySettings(env = process.env) {
  /** @param {string} name @param {number} fallback @param {Parameters<typeof envNumber>[3]} range */
  const n = (name, fallback, range) => envNumber(env, name, fallback, range);
  return {
    /** RUM_ENABLED=0: /api/rum answers 404 and nothing is stored (the pages still send beacons). */
    enabled: envFlag(env, 'RUM_ENABLED', true),
    /** Beacons per client (address) per minute, and the burst allowed above that rate. */
    perMinute: n('RUM_RATE_PER_MIN', 120, { min: 1 }),
    burst: n('RUM_RATE_BURST', 30, { min: 1 }),
    /** Behind nginx: the client is X-Real-IP (set by the site's nginx), not the socket's peer. */
    trustProxy: envFlag(env, 'TELEMETRY_TRUST_PROXY', false),
    /** Accepted events are written in batches, at most this often (ms), and at most this many wait. */
    flushMs: n('RUM_FLUSH_MS', 250, { min: 10, unit: 'ms' }),
    maxQueue: n('RUM_MAX_QUEUE', 200000, { min: 1000 }),
    /** Hourly roll-ups and retention run this often (s). */
    rollupEveryS: n('TELEMETRY_ROLLUP_S', 300, { min: 1, unit: 'seconds' }),
    watch: {
      /** FIELD_WATCH=0: no rollback from field data (the operator page still shows it). */
      enabled: envFlag(env, 'FIELD_WATCH', true),
      everyS: n('FIELD_WATCH_EVERY_S', 30, { min: 1, unit: 'seconds' }),
      /** How long after a promote (or deploy) the new live release is watched. */
      windowMin: n('FIELD_WATCH_WINDOW_MIN', 60, { min: 1, unit: 'minutes' }),
      /** Minimum page views of both releases before errors are compared. */
      minViews: n('FIELD_MIN_VIEWS', 200, { min: 1 }),
      /** Minimum INP samples of both releases before INP is compared. */
      minInpSamples: n('FIELD_MIN_INP_SAMPLES', 100, { min: 1 }),
      /** Rolled back when its errors per 1,000 views exceed both the previous release's × ratio and + margin. */
      errorsRatio: n('FIELD_ERRORS_RATIO', 2, { min: 1 }),
      errorsMargin: n('FIELD_ERRORS_MARGIN', 5, { min: 0 }),
      /** Rolled back when its p75 INP exceeds the previous release's × ratio and the floor (ms). */
      inpRatio: n('FIELD_INP_RATIO', 1.5, { min: 1 }),
      inpFloorMs: n('FIELD_INP_FLOOR_MS', 200, { min: 0, unit: 'ms' }),
    },
  };
}

/** @typedef {ReturnType<typeof telemetrySettings>} TelemetrySettings */

module.exports = { telemetrySettings, OPS_TOKEN };
