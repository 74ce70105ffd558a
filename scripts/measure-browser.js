// What the measuring scripts (bench.js, long-tasks.js) share: the browser they launch, the flags
// it runs with, CPU throttling, and when a page counts as started.
const { chromium } = require('@playwright/test');
const { ISLAND_ATTR, ISLAND_STATE_ATTR, SHELL_STATE_ATTR } = require('../shared/src/islands/markers');
const { appNamed } = require('../shared/src/apps/apps');
const { chromiumPath, CHROMIUM_FLAGS } = require('../releases/chromium');

/** @import { BrowserContext, Page } from '@playwright/test' */

/** The site the scripts measure unless told otherwise: BASE_URL, else `npm start`'s shell. */
const DEFAULT_BASE_URL = process.env.BASE_URL || `http://localhost:${appNamed('shell').port}`;

/** The browser and its flags: releases/chromium.js. */
const CHROME = chromiumPath();
const FLAGS = CHROMIUM_FLAGS;
/** A mid-range phone's viewport (Lighthouse's mobile one). */
const PHONE_VIEWPORT = { width: 412, height: 823 };
/** Lighthouse's mobile CPU slowdown (a mid-range phone against a desktop). */
const PHONE_CPU_SLOWDOWN = 4;

function launchBrowser() {
  return chromium.launch({ executablePath: CHROME, args: FLAGS });
}

/**
 * Slows the page's CPU `rate` times (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`,
 * what Lighthouse's mobile preset applies). Call it before navigating; 1 means no slowdown.
 * @param {BrowserContext} context
 * @param {Page} page
 * @param {number} rate
 */
async function throttleCpu(context, page, rate) {
  if (!rate || rate <= 1) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Islands have settled (hydrated, rendered or failed) and the shell's header is hydrated.
 * @param {Page} page
 * @param {number} [timeout]  ms
 */
async function waitUntilStarted(page, timeout = 20000) {
  await page.waitForFunction(
    ([island, state, shellState]) =>
      Array.from(document.querySelectorAll(`[${island}]`)).every((el) => el.hasAttribute(state)) &&
      document.querySelector(`#shell-header[${shellState}]`),
    [ISLAND_ATTR, ISLAND_STATE_ATTR, SHELL_STATE_ATTR],
    { timeout },
  );
}

module.exports = {
  DEFAULT_BASE_URL,
  CHROME,
  FLAGS,
  PHONE_VIEWPORT,
  PHONE_CPU_SLOWDOWN,
  launchBrowser,
  throttleCpu,
  waitUntilStarted,
};
