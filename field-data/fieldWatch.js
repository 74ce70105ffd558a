// @ts-check
// Rollback from field data (issue 19, point 4). While a canary runs, its release is compared with
// the live one (its control) over the canary's time; for a window after a release became live, it
// is compared with the release before it (over as long a time before the switch). Past a threshold
// the watcher rolls back (ending a canary), records the reason — field-errors or field-inp — in
// history.json, and logs why. `decide` is the rule, pure; the watcher only gathers and acts.
const { APPS } = require('../releases/deployableApps');
const { openStore } = require('../releases/releaseStore');
const { readCanary } = require('../releases/canary');
const { BACKWARD } = require('../releases/releaseStatus');
const { errorMessage } = require('../serving/errors');

/**
 * @typedef {{ views: number, errors: number, errorsPer1000: number | null, p75: { INP: number | null },
 *   samples: { INP: number } }} Compared
 * @typedef {import('./settings').TelemetrySettings['watch']} WatchSettings
 */

/**
 * Whether `candidate` is worse than `control` past the thresholds: null, or the reason and why.
 * Nothing is decided on fewer samples than the minimums, on either side.
 * @param {Compared} candidate
 * @param {Compared} control
 * @param {WatchSettings} s
 * @returns {{ reason: 'field-errors' | 'field-inp', detail: string } | null}
 */
function decide(candidate, control, s) {
  if (candidate.views >= s.minViews && control.views >= s.minViews) {
    const a = candidate.errorsPer1000 ?? 0;
    const b = control.errorsPer1000 ?? 0;
    if (a > b * s.errorsRatio && a > b + s.errorsMargin)
      return {
        reason: 'field-errors',
        detail: `${a.toFixed(1)} JS errors per 1,000 views (${candidate.errors} in ${candidate.views}) against ${b.toFixed(1)} (${control.errors} in ${control.views})`,
      };
  }
  const inpA = candidate.p75.INP;
  const inpB = control.p75.INP;
  if (
    inpA !== null &&
    inpB !== null &&
    candidate.samples.INP >= s.minInpSamples &&
    control.samples.INP >= s.minInpSamples &&
    inpA > inpB * s.inpRatio &&
    inpA > s.inpFloorMs
  )
    return {
      reason: 'field-inp',
      detail: `p75 INP ${Math.round(inpA)} ms (${candidate.samples.INP} samples) against ${Math.round(inpB)} ms (${control.samples.INP})`,
    };
  return null;
}

/**
 * What to compare for one app now: a running canary against live, or a release made live within
 * the window against the one before it; null when nothing is being watched.
 * @param {ReturnType<typeof openStore>} store
 * @param {number} now
 * @param {number} windowMs
 */
function watchedPair(store, now, windowMs) {
  const canary = readCanary(store.appDir);
  const live = store.liveId();
  if (canary && live) {
    const since = Date.parse(canary.since) || now - windowMs;
    return { kind: 'canary', candidate: canary.release, control: live, since, controlSince: since, controlUntil: now };
  }
  if (!live) return null;
  const history = store.history();
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const e = history[i];
    if (e.event !== 'switch' || e.to !== live) continue;
    if (BACKWARD.has(e.reason || '')) return null; // back on a release that was live before: nothing new
    const at = Date.parse(e.time);
    if (!(now - at < windowMs) || !e.from) return null;
    return {
      kind: 'promote',
      candidate: live,
      control: e.from,
      since: at,
      controlSince: at - windowMs,
      controlUntil: at,
    };
  }
  return null;
}

/**
 * @param {{ telemetry: Pick<import('./store').TelemetryStore, 'releaseStats'>, hostingDir: string,
 *   settings: WatchSettings, logger: import('pino').Logger, rollback: (app: string, o: object) => unknown,
 *   now?: () => number }} o
 */
function createFieldWatch({ telemetry, hostingDir, settings, logger, rollback, now = Date.now }) {
  /** One pass over every app: the rollbacks it made. */
  async function check() {
    const made = [];
    for (const app of APPS) {
      const store = openStore({ hostingDir, app });
      let pair;
      try {
        pair = watchedPair(store, now(), settings.windowMin * 60000);
      } catch (error) {
        logger.error({ app: app.name, error: errorMessage(error) }, 'field watch: cannot read the releases');
        continue;
      }
      if (!pair) continue;
      const candidate = await telemetry.releaseStats({ app: app.name, release: pair.candidate, since: pair.since });
      const control = await telemetry.releaseStats({
        app: app.name,
        release: pair.control,
        since: pair.controlSince,
        until: pair.controlUntil,
      });
      const verdict = decide(candidate, control, settings);
      if (!verdict) continue;
      const line = `${app.name}: ${pair.kind === 'canary' ? 'canary' : 'release'} ${pair.candidate} rolled back from field data: ${verdict.detail}`;
      try {
        rollback(app.name, { hostingDir, reason: verdict.reason, detail: verdict.detail, log: () => {} });
        logger.warn({ app: app.name, release: pair.candidate, control: pair.control, ...verdict }, line);
        made.push({ app: app.name, release: pair.candidate, ...verdict });
      } catch (error) {
        // A deploy holding the lock, most often: the next pass tries again.
        logger.error(
          { app: app.name, release: pair.candidate, error: errorMessage(error) },
          'field watch: rollback failed',
        );
      }
    }
    return made;
  }

  /** @type {NodeJS.Timeout | null} the next pass, null when stopped */
  let timer = null;
  return {
    check,
    start() {
      const run = () =>
        check()
          .catch((error) => logger.error({ error: errorMessage(error) }, 'field watch: check failed'))
          .finally(() => {
            if (timer) timer = setTimeout(run, settings.everyS * 1000).unref();
          });
      timer = setTimeout(run, settings.everyS * 1000).unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

module.exports = { decide, watchedPair, createFieldWatch };
