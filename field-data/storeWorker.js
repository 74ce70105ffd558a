// @ts-check
// The store's writes on a thread of their own. @libsql/client's local driver is synchronous: a
// batch of a few thousand events held the server's event loop for milliseconds, which visitors'
// page requests waited behind (bench:serve phase 5). Here a worker thread owns a second client on
// the same database file (WAL: readers on the main thread are not blocked) and does the inserts;
// the main thread only posts the events. Used for file databases; `:memory:` and tests keep the
// store's own insert.
const { Worker, isMainThread, parentPort, workerData } = require('worker_threads');
const { errorMessage } = require('../serving/errors');

if (!isMainThread && parentPort && workerData?.telemetryStoreWorker) {
  const { createTelemetryStore } = require('./store');
  const store = createTelemetryStore({ url: workerData.url, authToken: workerData.authToken });
  const port = parentPort;
  port.on('message', ({ id, op, events }) => {
    const run = op === 'close' ? store.close() : store.insert(events);
    Promise.resolve(run).then(
      (result) => port.postMessage({ id, result }),
      (error) => port.postMessage({ id, error: errorMessage(error) }),
    );
  });
}

/**
 * A writer whose insert runs on a worker thread: `{ insert(events) → Promise<number>, close() }`.
 * @param {{ url: string, authToken?: string }} o
 */
function createWorkerWriter({ url, authToken }) {
  const worker = new Worker(__filename, { workerData: { telemetryStoreWorker: true, url, authToken } });
  worker.unref();
  let next = 0;
  /** @type {Map<number, { resolve: (v: unknown) => void, reject: (e: Error) => void }>} */
  const pending = new Map();
  worker.on('message', ({ id, result, error }) => {
    const p = pending.get(id);
    pending.delete(id);
    if (error) p?.reject(new Error(error));
    else p?.resolve(result);
  });
  worker.on('error', (error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  });
  const call = (/** @type {string} */ op, /** @type {unknown[]} */ events = []) =>
    new Promise((resolve, reject) => {
      const id = (next += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, events });
    });
  return {
    /** @param {unknown[]} events */
    insert: (events) =>
      /** @type {Promise<number>} what the worker's store.insert resolved with */ (call('insert', events)),
    async close() {
      await call('close').catch(() => {});
      await worker.terminate();
    },
  };
}

module.exports = { createWorkerWriter };
