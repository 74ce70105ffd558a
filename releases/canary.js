// Canary releases (issue 18): a remote's candidate given to about `percent` % of visitors before
// everyone. The state is one file per app, <HOSTING_DIR>/<app>/canary.json ({ release, percent,
// since }), written by `promote --canary N`, removed by `promote --full` and `rollback`. A visitor's
// side comes from a first-party random bucket cookie (0–99, nothing personal), so it sticks; raising
// the percentage keeps everyone already on the candidate there.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { writeJsonAtomic } = require('./atomic');
const { errorCode, errorMessage } = require('../serving/errors');

/** @typedef {{ release: string, percent: number, since: string }} Canary  canary.json: since is an ISO time */

const BUCKET_COOKIE = 'estampa_bucket';
const BUCKET_MAX_AGE_S = 30 * 24 * 60 * 60;

const fileOf = (/** @type {string} */ appDir) => path.join(appDir, 'canary.json');

/** The app's canary, or null when none runs. @param {string} appDir @returns {Canary | null} */
function readCanary(appDir) {
  try {
    return JSON.parse(fs.readFileSync(fileOf(appDir), 'utf8'));
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw new Error(`${fileOf(appDir)}: ${errorMessage(error)}`);
  }
}

/** @param {number} n */
const isPercent = (n) => Number.isInteger(n) && n >= 1 && n <= 99;
/** @param {unknown} given */
const percentError = (given) => `--canary takes a whole percentage from 1 to 99, got ${JSON.stringify(given)}`;

/**
 * --canary's text as a percentage, checked before anything else is done; throws naming what was given.
 * @param {string} text
 */
function canaryPercent(text) {
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!isPercent(n)) throw new Error(percentError(text));
  return n;
}

/**
 * Starts (or changes) the app's canary. percent: a whole number from 1 to 99, checked here.
 * @param {string} appDir
 * @param {{ release: string, percent: number, since?: string }} canary
 */
function writeCanary(appDir, { release, percent, since = new Date().toISOString() }) {
  if (!isPercent(percent)) throw new Error(percentError(percent));
  writeJsonAtomic(fileOf(appDir), { release, percent, since });
}

/** Ends the app's canary (none running: nothing to do). @param {string} appDir */
function clearCanary(appDir) {
  fs.rmSync(fileOf(appDir), { force: true });
}

/**
 * The largest percentage of the canaries running in `hostingDir` (0 when none does): the site's
 * nginx sends visitors below it to the composer (production/nginx/generate.js). An unreadable canary
 * file counts as none, and is named in the returned `errors`.
 * @param {string} hostingDir
 * @returns {{ percent: number, errors: string[] }}
 */
function largestCanary(hostingDir) {
  let percent = 0;
  /** @type {string[]} */
  const errors = [];
  const apps = fs.existsSync(hostingDir) ? fs.readdirSync(hostingDir, { withFileTypes: true }) : [];
  for (const entry of apps.filter((e) => e.isDirectory())) {
    try {
      percent = Math.max(percent, readCanary(path.join(hostingDir, entry.name))?.percent ?? 0);
    } catch (error) {
      errors.push(errorMessage(error));
    }
  }
  return { percent, errors };
}

/**
 * The visitor's bucket from their Cookie header (0–99), or null when they have none (or a bad one).
 * @param {string | undefined} cookieHeader
 * @returns {number | null}
 */
function bucketOf(cookieHeader) {
  for (const part of String(cookieHeader || '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === BUCKET_COOKIE && /^\d{1,2}$/.test(value || '')) return Number(value);
  }
  return null;
}

/** A new visitor's bucket. */
const newBucket = () => crypto.randomInt(100);

/**
 * Whether a visitor in `bucket` gets the candidate of a canary at `percent` %.
 * @param {number} bucket
 * @param {number} percent
 */
const inCanary = (bucket, percent) => bucket < percent;

module.exports = {
  canaryPercent,
  BUCKET_COOKIE,
  BUCKET_MAX_AGE_S,
  readCanary,
  writeCanary,
  clearCanary,
  largestCanary,
  bucketOf,
  newBucket,
  inCanary,
};
