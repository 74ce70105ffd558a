// @ts-check
// bench:serve's field data phase (issue 19, point 6), on each topology: pages under load for
// BEACON_S seconds alone, then again while beacons arrive at RATE per second. On the Node topology
// they come from many clients (X-Real-IP, as nginx would set it) to the composer itself; behind
// nginx, which sets X-Real-IP itself, they go to the field data server beside it, as in
// production. Reports the page p99 with beacons against without (budget ≤ 1.2×), beacons answered
// other than 204 and events lost (budget 0: every event of every 204 is in the store after the
// flush), and the store's size per million events.
/** @import { Autocannon, Load } from '../bench-serve.js' */
/** @type {Autocannon} */
// @ts-expect-error -- no declaration file for 'autocannon' (TS7016 under noImplicitAny): typed above
const autocannon = require('autocannon');
const { fork } = require('child_process');
const { median } = require('./median');
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

/**
 * The page p99 without and with beacons, `rounds` times alternated, for one way of loading pages.
 * @param {(beacons: boolean) => Promise<number>} pageP99  one page run's p99, with beacons arriving or not
 * @param {number} rounds
 */
async function compare(pageP99, rounds) {
  /** @type {number[]} */
  const alone = [];
  /** @type {number[]} */
  const withBeacons = [];
  for (let round = 0; round < rounds; round++) {
    alone.push(await pageP99(false));
    withBeacons.push(await pageP99(true));
  }
  const [a, w] = [median(alone), median(withBeacons)];
  return { alone, withBeacons, ratio: a ? Math.round((w / a) * 100) / 100 : null };
}

/**
 * Two ways of loading pages, each compared without and with beacons:
 * - saturating: 20 connections as fast as the site answers (as the other phases load it), where
 *   any work added to the composer's thread shows as queueing;
 * - steady: pages at half the rate the site served in the first saturating run, the way a site
 *   below its capacity is visited, where the p99 is the page's own time. (Behind nginx this reading
 *   is the client's, not the site's: paced over TLS, the page client read a p99 of 0.5-0.7 s at
 *   3,000 and 6,000 pages/s, with or without beacons, where unpaced it read 36-53 ms at more.)
 * @param {{ name: string, url: string, dbUrl: string }} target  a topology's site and its store
 * @param {Load} load  bench-serve's load (autocannon)
 * @param {number} duration  seconds of each run
 * @param {number} rounds  runs without and with beacons, alternated (the p99s compared are medians:
 *   on 2 cores shared by the composer, its writer and both clients, one pair of saturating runs read
 *   1.19x to 1.43x from run to run)
 */
async function beaconPhase(target, load, duration, rounds) {
  const page = `${target.url}/impresiones/dtf`;
  const route = `/bench-${Date.now().toString(36)}`;
  /** @type {Record<string, number>} */
  const statuses = {};
  let sent = 0;
  let runs = 0;
  let capacity = 0;
  /** @param {boolean} beacons @param {number} [rate] */
  const pageP99 = async (beacons, rate) => {
    // Exact latencies: at 20 connections the page p99 is a few ms, where whole milliseconds say nothing.
    const pages = load(page, { duration, exact: true, rate });
    if (!beacons) {
      const r = await pages;
      capacity ||= r.rps;
      return r.p99;
    }
    // The beacon client runs in a process of its own: sharing the page client's event loop, its
    // 1,000 requests/s delayed the page responses' timing in the client, not in the server. (Not a
    // worker thread: autocannon run in one takes itself for one of its own workers.)
    const [r, b] = await Promise.all([pages, beaconsInProcess(target.url, duration, route)]);
    runs += 1;
    sent += b.sent;
    for (const [status, n] of Object.entries(b.statuses)) statuses[status] = (statuses[status] || 0) + n;
    return r.p99;
  };
  const saturating = await compare((beacons) => pageP99(beacons), rounds);
  const steadyRate = Math.max(1, Math.round(capacity / 2));
  const steady = { rate: steadyRate, ...(await compare((beacons) => pageP99(beacons, steadyRate), rounds)) };
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
    saturating,
    steady,
    beaconsPerS: Math.round(sent / duration / runs),
    accepted,
    refused: Object.fromEntries(others),
    // Each beacon holds one view: views stored = beacons kept. (A few more can be stored than
    // counted: requests in flight when autocannon stops are answered after it stopped counting.)
    lost: Math.max(0, accepted - counted.views),
    storeBytesPerMillionEvents: stored.events ? Math.round((stored.sizeBytes / stored.events) * 1e6) : null,
  };
  /** @param {{ alone: number[], withBeacons: number[], ratio: number | null }} c */
  const runsText = (c) => `${c.ratio}× (p99 runs ${c.alone.join(', ')} ms alone / ${c.withBeacons.join(', ')} ms with)`;
  console.log(
    `beacons  ${target.name}  ${result.beaconsPerS}/s, runs of ${duration} s × ${rounds}: page p99 medians, saturating ${runsText(saturating)}; steady ${steadyRate} pages/s ${runsText(steady)}; 204 ${accepted}, other ${JSON.stringify(result.refused)}, lost ${result.lost} (budget 0); store ${Math.round((result.storeBytesPerMillionEvents ?? 0) / 1e6)} MB per million events`,
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
