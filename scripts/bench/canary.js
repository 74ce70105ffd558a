// @ts-check
// bench:serve's canary phase (issue 18), on each topology, in the same run: /impresiones/dtf under
// load for visitors outside a canary (bucket 50), with no canary, then while a 10 % canary of prints
// runs, then with none again. Budget: outside visitors keep ≥ 0.95× of the mean of the two runs
// without a canary. The canary's own side (bucket 3: composed from the candidate, in nginx by the
// composer beside it) is measured too, and reported.
const path = require('path');
const { openStore } = require('../../releases/releaseStore');
const { findApp } = require('../../releases/deployableApps');
const { writeCanary, clearCanary, BUCKET_COOKIE } = require('../../releases/canary');
const { ROOT } = require('../localApps');

const ROUTE = '/impresiones/dtf';
const PERCENT = 10;
const OUTSIDE = 50;
const INSIDE = 3;
const BUDGET = 0.95;
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** @import { Get, Load, LoadResult } from '../bench-serve.js' */

/**
 * One topology's figures: outside visitors before, during and after the canary, and its own side.
 * @typedef {{ candidate: string, before: LoadResult, outside: LoadResult, inside: LoadResult, after: LoadResult,
 *   ratio: number, withinBudget: boolean }} CanaryRun
 */

/**
 * @param {{ name: string, url: string, hostingDir: string, applyCanaries?: () => Promise<unknown> }[]} targets
 * @param {Load} load  bench-serve's load (autocannon)
 * @param {Get} get
 */
async function canaryPhase(targets, load, get) {
  /** @type {Record<string, CanaryRun>} topology name → its run */
  const report = {};
  for (const t of targets) {
    const prints = openStore({ hostingDir: t.hostingDir, app: findApp('prints') });
    const candidate = prints.publish({
      buildDir: path.join(ROOT, 'mf-prints/dist'),
      buildId: 'prints-canary',
      time: new Date(Date.now() + 1000),
    }).releaseId;
    const bucket = (/** @type {number} */ b) => ({ headers: { cookie: `${BUCKET_COOKIE}=${b}` } });
    // The composer rereads the hosting folder within a second; nginx reloads its configuration.
    const settle = async () => {
      if (t.applyCanaries) await t.applyCanaries();
      await sleep(1200);
    };
    const onCandidate = async (/** @type {number} */ b) =>
      (await get(t.url + ROUTE, bucket(b).headers)).body.includes(`/_releases/${candidate}/`);

    await load(t.url + ROUTE, { duration: 1, ...bucket(OUTSIDE) }); // warm
    const before = await load(t.url + ROUTE, bucket(OUTSIDE));
    writeCanary(path.join(t.hostingDir, 'prints'), { release: candidate, percent: PERCENT });
    await settle();
    if (!(await onCandidate(INSIDE)) || (await onCandidate(OUTSIDE)))
      throw new Error(
        `${t.name}: the ${PERCENT} % canary of ${candidate} is not in effect (bucket ${INSIDE} / ${OUTSIDE})`,
      );
    const outside = await load(t.url + ROUTE, bucket(OUTSIDE));
    const inside = await load(t.url + ROUTE, bucket(INSIDE));
    clearCanary(path.join(t.hostingDir, 'prints'));
    await settle();
    const after = await load(t.url + ROUTE, bucket(OUTSIDE));
    const baseline = (before.rps + after.rps) / 2;
    const ratio = Math.round((outside.rps / baseline) * 100) / 100;
    report[t.name] = { candidate, before, outside, inside, after, ratio, withinBudget: ratio >= BUDGET };
    console.log(
      `canary ${t.name.padEnd(5)} outside ${outside.rps} req/s (${ratio}× without a canary: ${before.rps}, ${after.rps}); its side ${inside.rps} req/s p99 ${inside.p99} ms`,
    );
  }
  return report;
}

module.exports = { canaryPhase, CANARY_BUDGET: BUDGET };
