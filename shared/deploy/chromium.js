// The one place Chromium's path and flags are spelled: the deploy's smoke check, the e2e suite
// (e2e/playwright.config.ts) and the measuring scripts (scripts/measure-browser.js, Lighthouse).
// Debian's chromium when present (this machine, CI; no browser download works here), or the one
// CHROMIUM_PATH names; otherwise undefined, and Playwright uses its own browser.
const fs = require('fs');

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** @returns {string | undefined} */
function chromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/** Headless in a container (no sandbox, no GPU) and quiet: nothing fetched but the pages under test. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

module.exports = { chromiumPath, CHROMIUM_FLAGS };
