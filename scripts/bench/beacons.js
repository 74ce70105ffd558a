// @ts-check
// bench:serve's field data phase (issue 19, point 6), on the Node topology: pages under load for
// BEACON_S seconds alone, then again while beacons arrive at RATE per second from many clients
// (X-Real-IP, as nginx would set it). Reports the page p99 with beacons against without (budget
// ≤ 1.2×), beacons answered other than 204 and events lost (budget 0: every event of every 204
// is in the store after the flush), and the store's size per million events.
/** @import { Autocannon, Load } from '../bench-serve.js' */
/** @type {Autocannon} */
// @ts-expect-error -- no declaration file for 'autocannon' (TS7016 under noImplicitAny): typed above
const autocannon = require('autocannon');
const { fork } = require('child_process');
const { createTelemetryStore } = require('../../field-data/store');
const { RUM_ENDPOINT } = require('../../shared/src/telemetry/events');

const RATE = 1000;

/** A beacon of a visit to `route`: a view, three vitals and an island outcome. @param {string} route */
function beaconBody(route) {
  const release = 'bench-release';
  /** @param {{ type: string, name?: string, value?: number }} o */
  const e = (o) => ({ app: 'prints', release, ...o });
  return JSON.stringify({
    v: 1,
    route,
    shell: 'shell-bench',
    events: [
      e({ type: 'view' }),
      e({ type: 'vital', name: 'LCP', value: 1200 }),
      e({ type: 'vital', name: 'INP', value: 120 }),
      e({ type: 'vital', name: 'CLS', value: 0.01 }),
      e({ type: 'island', name: 'hydrated' }),
    ],
  });
}

/**
 * Beacons at RATE per second for `duration` s, each from another address; counts the answers.
 * @param {string} url
 * @param {number} duration
 * @param {string} route
 * @returns {Promise<{ statuses: Record<string, number>, sent: number }>}  answers by status, beacons sent
 */
function sendBeacons(url, duration, route) {
  let client = 0;
  /** @type {Record<string, number>} */
  const statuses = {};
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: url + RUM_ENDPOINT,
        connections: 20,
        overallRate: RATE,
        duration,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: beaconBody(route),
            setupRequest: (req) => {
              client += 1;
              return {
                ...req,
                headers: {
                  ...req.headers,
                  'x-real-ip': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
                },
              };
            },
            onResponse: (status) => {
              statuses[status] = (statuses[status] || 0) + 1;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ statuses, sent: result.requests.total })),
    );
  });
}

/**
 * sendBeacons in a child process; resolves with its answer counts.
 * @param {string} url @param {number} duration @param {string} route
 * @returns {Promise<{ statuses: Record<string, number>, sent: number }>}
 */
function beaconsInProcess(url, duration, route) {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, [url, String(duration), route]);
    child.once('message', (m) => resolve(/** @type {{ statuses: Record<string, number>, sent: number }} */ (m)));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`bench beacon client: exited with ${code}`)));
  });
}

/** The median of some numbers. @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * @param {{ url: string, dbUrl: string }} target  the Node composer and its store
 * @param {Load} load  bench-serve's load (autocannon)
 * @param {number} duration  seconds of each run
 * @param {number} rounds  runs without and with beacons, alternated (the p99s compared are medians:
 *   on 2 cores shared by the composer, its writer and both clients, one pair of runs reads 1.2x to
 *   1.4x from run to run)
 */
async function beaconPhase(target, load, duration, rounds) {
  const page = `${target.url}/impresiones/dtf`;
  const route = `/bench-${Date.now().toString(36)}`;
  /** @type {number[]} */
  const aloneP99 = [];
  /** @type {number[]} */
  const withP99 = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  let sent = 0;
  for (let round = 0; round < rounds; round++) {
    // Exact latencies: at 20 connections the page p99 is about 3 ms, where whole milliseconds say nothing.
    aloneP99.push((await load(page, { duration, exact: true })).p99);
    // The beacon client runs in a process of its own: sharing the page client's event loop, its
    // 1,000 requests/s delayed the page responses' timing in the client, not in the server. (Not a
    // worker thread: autocannon run in one takes itself for one of its own workers.)
    const [withBeacons, beacons] = await Promise.all([
      load(page, { duration, exact: true }),
      beaconsInProcess(target.url, duration, route),
    ]);
    withP99.push(withBeacons.p99);
    sent += beacons.sent;
    for (const [status, n] of Object.entries(beacons.statuses)) statuses[status] = (statuses[status] || 0) + n;
  }
  const alone = median(aloneP99);
  const withBeacons = median(withP99);
  // The composer writes every RUM_FLUSH_MS: give it a moment, then count what arrived.
  await new Promise((r) => setTimeout(r, 1500));
  const store = createTelemetryStore({ url: target.dbUrl });
  const stored = await store.stats();
  const counted = await store.releaseStats({ app: 'prints', release: 'bench-release', since: 0 });
  await store.close();
  const accepted = statuses[204] || 0;
  const others = Object.entries(statuses).filter(([s]) => s !== '204');
  const result = {
    rounds,
    pageP99Alone: aloneP99,
    pageP99WithBeacons: withP99,
    p99Ratio: alone ? Math.round((withBeacons / alone) * 100) / 100 : null,
    beaconsPerS: Math.round(sent / duration / rounds),
    accepted,
    refused: Object.fromEntries(others),
    // Each beacon holds one view: views stored = beacons kept. (A few more can be stored than
    // counted: requests in flight when autocannon stops are answered after it stopped counting.)
    lost: Math.max(0, accepted - counted.views),
    storeBytesPerMillionEvents: stored.events ? Math.round((stored.sizeBytes / stored.events) * 1e6) : null,
  };
  console.log(
    `beacons  node  ${result.beaconsPerS}/s for ${duration} s × ${rounds}: page p99 (median) ${alone} → ${withBeacons} ms (${result.p99Ratio}×, budget ≤ 1.2×; runs ${aloneP99.join(', ')} / ${withP99.join(', ')}); 204 ${accepted}, other ${JSON.stringify(result.refused)}, lost ${result.lost} (budget 0); store ${Math.round((result.storeBytesPerMillionEvents ?? 0) / 1e6)} MB per million events`,
  );
  return result;
}

if (require.main === module) {
  const [url, duration, route] = process.argv.slice(2);
  sendBeacons(url, Number(duration), route).then((result) => {
    process.send?.(result);
    process.disconnect?.();
  });
}

module.exports = { beaconPhase };
