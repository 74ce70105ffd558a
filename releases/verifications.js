// The QA gate's record (issue 18): which release of an app passed (or failed) the cross-remote
// suite together with which releases of the others. One file per app in the hosting folder,
// <HOSTING_DIR>/<app>/verifications.json, appended by `verify`, read by `promote` and `releases`.
const fs = require('fs');
const path = require('path');
const { writeJsonAtomic } = require('./atomic');

/**
 * @typedef {Record<string, string | null>} Combination  the live release of each app (null: none)
 * @typedef {{ release: string, others: Combination, suite: string, passed: boolean,
 *   counts: { passed: number, failed: number, skipped: number }, stoppedEarly?: boolean, time: string,
 *   report?: string }} Verification  stoppedEarly: verify --fail-fast stopped at the first failure
 */

const fileOf = (/** @type {string} */ appDir) => path.join(appDir, 'verifications.json');

/** @param {string} appDir @returns {Verification[]} oldest first */
function readVerifications(appDir) {
  const file = fileOf(appDir);
  if (!fs.existsSync(file)) return [];
  return JSON.parse(fs.readFileSync(file, 'utf8')).verifications;
}

/**
 * Appends one verification (atomically).
 * @param {string} appDir
 * @param {string} appName
 * @param {Verification} v
 */
function recordVerification(appDir, appName, v) {
  writeJsonAtomic(fileOf(appDir), { app: appName, verifications: [...readVerifications(appDir), v] });
}

/** Whether two combinations name the same release for every app. @param {Combination} a @param {Combination} b */
function sameCombination(a, b) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? null) === (b[k] ?? null));
}

/**
 * The newest passing verification of `release` against exactly `others` (the live releases of the other apps), or null.
 * @param {Verification[]} verifications
 * @param {string} release
 * @param {Combination} others
 * @returns {Verification | null}
 */
function passingAgainst(verifications, release, others) {
  return (
    [...verifications].reverse().find((v) => v.release === release && v.passed && sameCombination(v.others, others)) ||
    null
  );
}

/**
 * The release's last run of the QA gate when that run failed (what promote's refusal and the
 * release list point at), else null.
 * @param {Verification[]} verifications
 * @param {string} release
 * @returns {Verification | null}
 */
function lastFailed(verifications, release) {
  const last = verifications.filter((v) => v.release === release).at(-1);
  return last && !last.passed ? last : null;
}

/** "shell 2026…, products 2026…" (an app without a live release: "none"). @param {Combination} others */
function describeCombination(others) {
  return Object.entries(others)
    .map(([app, id]) => `${app} ${id || 'none'}`)
    .join(', ');
}

module.exports = {
  readVerifications,
  recordVerification,
  passingAgainst,
  lastFailed,
  sameCombination,
  describeCombination,
};
