// @ts-check
// Accepted beacons on their way to the store: their events wait in memory and are written in one
// transaction at most every `flushMs` (a beacon's answer never waits on the database). A failed
// write keeps the events for the next flush; past `maxQueue` waiting events, new ones are dropped
// and counted in the log (the database is down or far too slow). Release names are resolved to
// release ids here (releaseIds.js).

/**
 * @typedef {{ ts: number, route: string, type: string, app: string, release: string, name?: string,
 *   value?: number, item?: string, message?: string }} StoredEvent
 */

/**
 * @param {{ store: { insert: (events: StoredEvent[]) => Promise<unknown> },
 *   resolveRelease: (app: string, id: string) => string, flushMs: number, maxQueue: number,
 *   logger: import('pino').Logger, now?: () => number }} o
 */
function createIngest({ store, resolveRelease, flushMs, maxQueue, logger, now = Date.now }) {
  /** @type {StoredEvent[]} */
  let queue = [];
  let dropped = 0;
  /** @type {NodeJS.Timeout | null} */
  let timer = null;
  /** @type {Promise<void> | null} */
  let writing = null;

  async function flush() {
    if (writing) await writing;
    if (!queue.length) return;
    const batch = queue;
    queue = [];
    writing = store
      .insert(batch)
      .then(
        () => {
          if (dropped) logger.warn({ dropped }, 'field data: events dropped while the store was behind');
          dropped = 0;
        },
        (error) => {
          // Kept for the next flush, within the bound.
          queue = batch.concat(queue).slice(0, maxQueue);
          logger.error({ error: error.message, waiting: queue.length }, 'field data: cannot write events');
        },
      )
      .finally(() => {
        writing = null;
      });
    await writing;
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void flush().then(() => {
        if (queue.length) schedule();
      });
    }, flushMs);
    timer.unref();
  }

  return {
    /**
     * Queues a checked beacon's events; false when the queue is full (the beacon is dropped).
     * @param {import('../shared/src/telemetry/events').Beacon} beacon
     */
    accept(beacon) {
      if (queue.length + beacon.events.length > maxQueue) {
        dropped += beacon.events.length;
        return false;
      }
      const ts = now();
      const shell = resolveRelease('shell', beacon.shell);
      for (const e of beacon.events) {
        const release = e.app === 'shell' && e.release === beacon.shell ? shell : resolveRelease(e.app, e.release);
        queue.push({ ts, route: beacon.route, ...e, release });
      }
      schedule();
      return true;
    },
    flush,
    /** Events waiting to be written. */
    waiting: () => queue.length,
    async close() {
      if (timer) clearTimeout(timer);
      timer = null;
      await flush();
    },
  };
}

module.exports = { createIngest };
