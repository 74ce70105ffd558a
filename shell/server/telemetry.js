// @ts-check
// Field data on the server (issue 19): /api/rum (rum.js) and the operator pages /ops (ops.js), over
// one store (field-data/store.js), with the hourly roll-up and retention on a timer and the
// field watcher (field-data/fieldWatch.js) that rolls back a release visitors' browsers
// fail on. The composer mounts it; in the nginx topology it runs alone (telemetryServer.js) and
// nginx proxies those paths to it. The store opens in the background: until it is ready, beacons
// get 503 and pages are not affected.
const { RUM_ENDPOINT } = require('../../shared/src/telemetry/events');
const { telemetrySettings } = require('../../field-data/settings');
const { createTelemetryStore } = require('../../field-data/store');
const { createIngest } = require('../../field-data/ingest');
const { createRateLimit } = require('../../field-data/rateLimit');
const { createReleaseResolver } = require('../../field-data/releaseIds');
const { createFieldWatch } = require('../../field-data/fieldWatch');
const { createWorkerWriter } = require('../../field-data/storeWorker');
const { rollback } = require('../../releases/deploy');
const { createRumHandler } = require('./rum');
const { createOpsHandler } = require('./ops');
const { errorMessage } = require('../../serving/errors');

/**
 * @param {{ hostingDir: string, logger: import('pino').Logger, env?: Record<string, string | undefined>,
 *   store?: ReturnType<typeof createTelemetryStore>, now?: () => number }} o
 */
function createTelemetry({ hostingDir, logger, env = process.env, store, now = Date.now }) {
  const settings = telemetrySettings(env);
  const telemetry = store || createTelemetryStore({ now });
  let isReady = false;
  /** @type {Promise<void> | undefined} */
  let closing;
  const ready = () => isReady;
  const started = telemetry.migrate().then(
    () => {
      isReady = true;
    },
    (/** @type {unknown} */ error) =>
      logger.error({ error: errorMessage(error) }, 'field data store unusable: beacons get 503, /ops too'),
  );

  // Writes on a worker thread for a database file (storeWorker.js), once the schema is migrated here.
  const offThread = /^file:/.test(telemetry.url || '') && env.TELEMETRY_WRITER !== 'inline';
  /** @type {ReturnType<typeof createWorkerWriter> | null} */
  let writer = null;
  const writes = offThread
    ? {
        insert: async (/** @type {import('../../field-data/store').StoredEvent[]} */ events) => {
          await started;
          writer ||= createWorkerWriter({ url: telemetry.url });
          return writer.insert(events);
        },
      }
    : telemetry;
  const ingest = createIngest({
    store: writes,
    resolveRelease: createReleaseResolver({ hostingDir, now }).resolve,
    flushMs: settings.flushMs,
    maxQueue: settings.maxQueue,
    logger,
    now,
  });
  const limit = createRateLimit({ perMinute: settings.perMinute, burst: settings.burst, now });
  const rum = createRumHandler({ ingest, limit, ready, trustProxy: settings.trustProxy, logger });
  const ops = createOpsHandler({ telemetry, hostingDir, ready, logger, env, now });
  const watch = createFieldWatch({ telemetry, hostingDir, settings: settings.watch, logger, rollback, now });

  const maintain = async () => {
    if (!isReady) return;
    try {
      await telemetry.rollup();
      await telemetry.prune();
    } catch (error) {
      logger.error({ error: errorMessage(error) }, 'field data: roll-up or retention failed');
    }
  };
  const maintenance = setInterval(maintain, settings.rollupEveryS * 1000);
  maintenance.unref();
  if (settings.watch.enabled) void started.then(() => isReady && watch.start());

  return {
    /** Whether this part answers `pathname`. */
    handles: (/** @type {string} */ pathname) =>
      (settings.enabled && pathname === RUM_ENDPOINT) || pathname === '/ops' || pathname.startsWith('/ops/'),
    /**
     * @param {import('http').IncomingMessage} req @param {import('http').ServerResponse} res
     * @param {{ route: string | null }} ctx @param {URL} url
     */
    handle(req, res, ctx, url) {
      if (url.pathname === RUM_ENDPOINT) return rum(req, res, ctx);
      return ops(req, res, ctx, url);
    },
    ingest,
    watch,
    store: telemetry,
    ready: () => started,
    /** Stops the timers, writes what waits, closes the store (once, however often it is called). */
    close() {
      closing ||= (async () => {
        clearInterval(maintenance);
        watch.stop();
        await started;
        await ingest.close();
        await writer?.close();
        telemetry.close();
      })();
      return closing;
    },
  };
}

module.exports = { createTelemetry };
