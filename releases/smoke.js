// The check after a switch: load pages of the deployed app through the composer in Debian's
// chromium and require every island to come to life (hydrated or rendered) with no page error,
// serving the new build. The composer caches fragments for a few seconds: a page still showing
// the old build is loaded again until `timeoutMs`.
const { chromiumPath, CHROMIUM_FLAGS, trustedSiteFlags } = require('./chromium');
const { BUILD_ATTR, ISLAND_ATTR, ISLAND_STATE_ATTR, SHELL_STATE_ATTR } = require('../shared/src/islands/markers');

const { errorMessage } = require('../serving/errors');

/** @typedef {{ path: string, kind: 'island' | 'shell' }} SmokePage  a page of the site and what it must show */

const ALIVE = new Set(['hydrated', 'rendered']);

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls GET /release.json until it answers `releaseId` (or the deadline passes); returns the failure, or null. */
async function waitForRelease(
  /** @type {string} */ base,
  /** @type {string} */ releaseId,
  /** @type {number} */ deadline,
) {
  let seen;
  for (;;) {
    seen = await fetch(`${base}/release.json`, { cache: 'no-store', signal: AbortSignal.timeout(5000) })
      .then((r) => (r.ok ? r.json() : { releaseId: `HTTP ${r.status}` }))
      .then(
        (j) => j.releaseId,
        (/** @type {unknown} */ e) => `unreachable (${errorMessage(e)})`,
      );
    if (seen === releaseId || Date.now() > deadline) break;
    await sleep(500);
  }
  return seen !== releaseId ? `${base}/release.json answers ${seen}, not the new release ${releaseId}` : null;
}

/**
 * The failure of an island page still serving another build than `buildId` at the deadline.
 * @param {string} path
 * @param {string} html  the page as served
 * @param {string} buildId
 * @param {number} timeoutMs
 */
function staleBuildProblem(path, html, buildId, timeoutMs) {
  const found = new RegExp(`${BUILD_ATTR}="([^"]*)"`).exec(html);
  return `${path}: the page still serves build ${found ? found[1] || '(fallback, no build)' : '(no island)'} after ${timeoutMs / 1000} s, not ${buildId}`;
}

/**
 * An island page: every island must come to life (hydrated or rendered); returns the failure, or null.
 * @param {import('@playwright/test').Page} page
 * @param {string} path
 * @param {string[]} errors the page errors so far
 * @param {number} wait ms to wait for the islands to start
 */
async function islandProblem(page, path, errors, wait) {
  await page.waitForSelector(`[${ISLAND_ATTR}][${ISLAND_STATE_ATTR}]`, { timeout: wait }).catch(() => {});
  const states = await page.$$eval(
    `[${ISLAND_ATTR}]`,
    (els, [island, state]) => els.map((el) => `${el.getAttribute(island)}=${el.getAttribute(state) ?? 'not started'}`),
    [ISLAND_ATTR, ISLAND_STATE_ATTR],
  );
  const dead = states.filter((s) => !ALIVE.has(s.split('=')[1]));
  if (!states.length) return `${path}: no island on the page`;
  if (dead.length)
    return `${path}: island ${dead.join(', ')} (expected hydrated or rendered)${errors.length ? `; page error: ${errors[0]}` : ''}`;
  return null;
}

/**
 * A shell page: the shell must hydrate; returns the failure, or null.
 * @param {import('@playwright/test').Page} page
 * @param {string} path
 * @param {string[]} errors the page errors so far
 * @param {number} wait ms to wait for the shell to hydrate
 */
async function shellProblem(page, path, errors, wait) {
  const shellHydrated = `[${SHELL_STATE_ATTR}="hydrated"]`;
  await page.waitForSelector(shellHydrated, { timeout: wait }).catch(() => {});
  if (!(await page.$(shellHydrated)))
    return `${path}: the shell did not hydrate${errors.length ? `; page error: ${errors[0]}` : ''}`;
  return null;
}

/**
 * Loads one page (again while an island page still serves another build than `buildId`, until the
 * deadline) and requires it to come to life with no page error; returns its failure, or null.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {SmokePage} target
 * @param {{ base: string, buildId?: string, deadline: number, timeoutMs: number, log: (line: string) => void }} run
 */
async function checkPage(context, { path, kind }, { base, buildId, deadline, timeoutMs, log }) {
  const url = `${base}${path}`;
  for (;;) {
    const page = await context.newPage();
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error.message).split('\n')[0]));
    try {
      const response = await page.goto(url, {
        waitUntil: 'domcontentloaded',
        timeout: Math.max(5000, deadline - Date.now()),
      });
      if (!response || response.status() !== 200)
        return `${path}: HTTP ${response ? response.status() : 'no response'}`;
      const html = await response.text();
      if (buildId && kind === 'island' && !html.includes(`${BUILD_ATTR}="${buildId}"`)) {
        if (Date.now() < deadline) {
          await sleep(1000);
          continue;
        }
        return staleBuildProblem(path, html, buildId, timeoutMs);
      }
      const wait = Math.max(3000, deadline - Date.now());
      const problem =
        kind === 'island'
          ? await islandProblem(page, path, errors, wait)
          : await shellProblem(page, path, errors, wait);
      if (problem) return problem;
      await sleep(200); // errors thrown right after start-up
      if (errors.length) return `${path}: page error: ${errors[0]}`;
      log(`  ok ${path}`);
      return null;
    } catch (error) {
      return `${path}: ${errorMessage(error).split('\n')[0]}`;
    } finally {
      await page.close().catch(() => {});
    }
  }
}

/**
 * Runs `check` over `items`, at most `concurrency` at a time; returns the failures in the order they came.
 * @template T
 * @param {T[]} items
 * @param {number} concurrency
 * @param {(item: T) => Promise<string | null>} check
 */
async function checkAll(items, concurrency, check) {
  /** @type {string[]} */
  const failures = [];
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      while (queue.length) {
        const failure = await check(/** @type {T} */ (queue.shift()));
        if (failure) failures.push(failure);
      }
    }),
  );
  return failures;
}

/**
 * @param {{ siteUrl: string, pages: SmokePage[], buildId?: string, releaseId?: string, timeoutMs?: number,
 *   concurrency?: number, log?: (line: string) => void, cookies?: { name: string, value: string }[] }} options
 *   buildId: each island page's HTML must carry data-build="<buildId>";
 *   releaseId: GET /release.json must answer it (the shell's release);
 *   cookies: the site's cookies of the visitor the check plays (a canary's bucket)
 * @returns {Promise<string[]>} failures, one line each (empty: the site works)
 */
async function smokeCheck({
  siteUrl,
  pages,
  buildId,
  releaseId,
  timeoutMs = 15_000,
  concurrency = 3,
  log = () => {},
  cookies = [],
}) {
  const base = siteUrl.replace(/\/+$/, '');
  /** @type {string[]} */
  const failures = [];
  const deadline = Date.now() + timeoutMs;

  if (releaseId) {
    const failure = await waitForRelease(base, releaseId, deadline);
    if (failure) failures.push(failure);
  }

  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath(process.env, { forTests: true }),
    // The site's certificate may come from a CA only Node was told to trust (serve:prod's local one).
    args: [...CHROMIUM_FLAGS, ...(await trustedSiteFlags(base))],
  });
  try {
    const context = await browser.newContext();
    await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
    const run = { base, buildId, deadline, timeoutMs, log };
    failures.push(...(await checkAll(pages, concurrency, (target) => checkPage(context, target, run))));
  } finally {
    await browser.close();
  }
  return failures;
}

module.exports = { smokeCheck };
