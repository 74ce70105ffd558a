#!/usr/bin/env node
// How long a visitor's taps wait for an island (issue 22): per route, over N first visits (fresh
// contexts) with the CPU slowed down as Lighthouse's mobile preset does, the median time from
// navigation to "island hydrated" and from the load event to it. Measured twice: on this machine's
// loopback (the network costs nothing, so it shows the CPU's part), and with Lighthouse's mobile
// network emulated (150 ms round trips, 1.6 Mbit/s down), where preloading the page module's
// chunks with the remote's entry saves round trips. Part of `npm run bench`; alone:
//
//   node scripts/bench-hydration.js [--url=http://localhost:3000] [--runs=5] [--routes=/a,/b] [--cpu-slowdown=4]
const {
  DEFAULT_BASE_URL,
  PHONE_CPU_SLOWDOWN,
  PHONE_VIEWPORT,
  launchBrowser,
  throttleCpu,
} = require('./measure-browser');
const { ISLAND_ATTR, ISLAND_STATE_ATTR } = require('../shared/src/islands/markers');

/** @import { Browser } from '@playwright/test' */

/** Lighthouse's mobile network ("slow 4G"): its round trip and its download throughput (bytes/s). */
const MOBILE_NETWORK = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

const { median } = require('./bench/median');

/**
 * Runs in the page before anything else: notes when the first island says it has hydrated.
 * @param {string[]} attributes  the island's marker and its state attribute
 */
function watchHydration([island, state]) {
  window.__hydratedAt = null;
  new MutationObserver((_, observer) => {
    if (document.querySelector(`[${island}][${state}="hydrated"]`)) {
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: [state] });
}

/**
 * One first visit: ms from navigation to the island hydrated, and from the load event to it (null
 * when the page has no island, or it did not hydrate).
 * @param {Browser} browser
 * @param {string} url
 * @param {{ slowdown: number, network: typeof MOBILE_NETWORK | null }} conditions  the CPU slowdown,
 *   and the network emulated (null: this machine's loopback)
 * @returns {Promise<{ hydrated: number, afterLoad: number } | null>}
 */
async function visit(browser, url, { slowdown, network }) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    const page = await context.newPage();
    await throttleCpu(context, page, slowdown);
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    }
    await page.addInitScript(watchHydration, [ISLAND_ATTR, ISLAND_STATE_ATTR]);
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    if (!(await page.locator(`[${ISLAND_ATTR}]`).count())) return null;
    await page.waitForFunction(() => window.__hydratedAt !== null, null, { timeout: 30000 * slowdown });
    return await page.evaluate(() => {
      const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      const hydrated = Number(window.__hydratedAt);
      return { hydrated, afterLoad: hydrated - nav.loadEventStart };
    });
  } catch {
    return null;
  } finally {
    await context.close();
  }
}

/**
 * Medians over `runs` first visits of `route`, on loopback and on the emulated mobile network:
 * { hydratedMsAt4x, loadToHydratedMsAt4x, hydratedMsAt4xMobileNet, loadToHydratedMsAt4xMobileNet }
 * (4x: the slowdown); {} for a page without an island.
 * @param {Browser} browser
 * @param {string} base  the site's URL, without a trailing slash
 * @param {string} route
 * @param {{ runs?: number, slowdown?: number }} [options]
 * @returns {Promise<Record<string, number>>}
 */
async function measureHydration(browser, base, route, { runs = 5, slowdown = PHONE_CPU_SLOWDOWN } = {}) {
  /** @type {Record<string, number>} */
  const out = {};
  /** @type {[suffix: string, network: typeof MOBILE_NETWORK | null][]} */
  const networks = [
    ['', null],
    ['MobileNet', MOBILE_NETWORK],
  ];
  for (const [suffix, network] of networks) {
    /** @type {{ hydrated: number, afterLoad: number }[]} */
    const seen = [];
    for (let i = 0; i < runs; i += 1) {
      const v = await visit(browser, base + route, { slowdown, network });
      if (v) seen.push(v);
    }
    if (!seen.length) return {};
    const at = `At${slowdown}x${suffix}`;
    out[`hydratedMs${at}`] = Math.round(median(seen.map((v) => v.hydrated)));
    out[`loadToHydratedMs${at}`] = Math.round(median(seen.map((v) => v.afterLoad)));
  }
  return out;
}

module.exports = { measureHydration, MOBILE_NETWORK };

if (require.main === module) {
  const { parseArgs } = require('util');
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: DEFAULT_BASE_URL },
      runs: { type: 'string', default: '5' },
      routes: { type: 'string', default: '/productos/poloshirts,/uniformes/basquetbol,/impresiones/dtf' },
      'cpu-slowdown': { type: 'string', default: String(PHONE_CPU_SLOWDOWN) },
    },
  });
  (async () => {
    const browser = await launchBrowser();
    const base = values.url.replace(/\/$/, '');
    for (const route of values.routes.split(','))
      console.log(
        JSON.stringify({
          route,
          ...(await measureHydration(browser, base, route, {
            runs: Number(values.runs),
            slowdown: Number(values['cpu-slowdown']),
          })),
        }),
      );
    await browser.close();
  })().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
