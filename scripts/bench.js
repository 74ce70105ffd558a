#!/usr/bin/env node
// Performance report of the served production build (run `npm start` first, or pass --url).
// Per route: gzip KB of JS fetched (the budgets' measure) and brotli KB (what our servers send a
// browser that asks for br, as every browser does over HTTPS), sequential round trips (document → … → last script needed
// for the page), long tasks during load (over N first visits, at the machine's own speed and
// with the CPU slowed down as Lighthouse's mobile preset does), and Lighthouse mobile
// (performance, FCP, LCP, TBT, CLS; median of N runs, with the spread of score and TBT) with
// Debian's chromium; and the time from load to "island hydrated" at the slowed CPU
// (scripts/bench-hydration.js). With the order page among the routes, also the long tasks of its
// two heavy actions (scripts/bench-order.js). The long-task budgets are reported PASS/FAIL at the end
// (scripts/bench-budgets.js; exit code 1 on a FAIL).
//
//   node scripts/bench.js [--url=http://localhost:3000] [--runs=3] [--routes=all|/a,/b] [--no-lighthouse]
//                         [--cpu-slowdown=4]   (1 skips the slowed-down long-task pass)
//
// Results are printed as a table and written to bench-results/bench-<date>.json.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { execFileSync } = require('child_process');
const {
  DEFAULT_BASE_URL,
  CHROME,
  FLAGS,
  PHONE_CPU_SLOWDOWN,
  PHONE_VIEWPORT,
  launchBrowser,
  throttleCpu,
  waitUntilStarted,
} = require('./measure-browser');
const { brotli } = require('../build-tools/compress');
const { orderQuery } = require('../shared/src/order/orderUrl');
const { measureOrderActions } = require('./bench-order');
const { measureHydration } = require('./bench-hydration');
const { evaluateBudgets, reportBudgets } = require('./bench-budgets');
const { FALLBACK_ATTR, ISLAND_ATTR, ISLAND_STATE_ATTR } = require('../shared/src/islands/markers');

/** @import { Browser } from '@playwright/test' */

/**
 * One route's figures: its path, then whatever each measure adds (measureNetwork's, the long tasks',
 * the hydration's, Lighthouse's).
 * @typedef {{ route: string, [figure: string]: unknown }} RouteRow
 */
/**
 * The figures of one Lighthouse run; benchmarkIndex is Lighthouse's own measure of the machine's
 * speed at that moment (higher is faster), kept so that figures of different days can be compared.
 * @typedef {{ score: number, fcp: number, lcp: number, tbt: number, cls: number, benchmarkIndex: number }} LighthouseRun
 */
/**
 * The part of Lighthouse's JSON report read here.
 * @typedef {{ categories: { performance: { score: number } }, audits: Record<string, { numericValue: number }>, environment: { benchmarkIndex: number } }} LighthouseReport
 */

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const BASE = String(args.url || DEFAULT_BASE_URL).replace(/\/$/, '');
const RUNS = Number(args.runs || 3);
const CPU_SLOWDOWN = Number(args['cpu-slowdown'] || PHONE_CPU_SLOWDOWN);

const ORDER_QUERY = orderQuery({
  modelo: '7',
  nombre: 'Modelo Trueno',
  colores: 'Rojo y Negro',
  imagen: '/remotes/uniforms/art/basquetbol/7.svg',
});
const DEFAULT_ROUTES = [
  '/',
  '/contacto',
  '/impresiones/dtf',
  '/productos/poloshirts',
  '/productos/promociones',
  '/uniformes/basquetbol',
  '/uniformes/futbol',
  `/uniformes/basquetbol/pedido${ORDER_QUERY}`,
];

function allRoutes() {
  const file = path.join(__dirname, '../shell/dist/templates/routes.json');
  return Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).routes).map((r) =>
    r === '/uniformes/basquetbol/pedido' ? r + ORDER_QUERY : r,
  );
}

const routes =
  args.routes === 'all' ? allRoutes() : typeof args.routes === 'string' ? args.routes.split(',') : DEFAULT_ROUTES;
const { median } = require('./bench/median');

/**
 * Loads a route once in Chromium and measures its JS and request chain.
 * @param {Browser} browser
 * @param {string} route
 */
async function measureNetwork(browser, route) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {Map<string, { type: string | undefined, parent: string | null }>} */
  const requests = new Map(); // url → parent url
  cdp.on('Network.requestWillBeSent', (e) => {
    if (requests.has(e.request.url)) return;
    const init = e.initiator || {};
    const frame = init.stack && (init.stack.callFrames[0] || (init.stack.parent && init.stack.parent.callFrames[0]));
    requests.set(e.request.url, { type: e.type, parent: init.url || (frame && frame.url) || null });
  });
  const url = BASE + route;
  await page.goto(url, { waitUntil: 'load' });
  await waitUntilStarted(page);
  await page.waitForTimeout(500);
  const images = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'img').length,
  );
  const islandState = await page.evaluate(
    ([island, state]) => document.querySelector(`[${island}]`)?.getAttribute(state) || 'shell',
    [ISLAND_ATTR, ISLAND_STATE_ATTR],
  );
  await context.close();

  const scripts = [...requests].filter(([, r]) => r.type === 'Script').map(([u]) => u);
  let gzipBytes = 0;
  let brotliBytes = 0;
  let remoteGzipBytes = 0; // the page's remote: what it costs beyond the shell and shared React
  let reactCopies = 0;
  let reactDomCopies = 0;
  for (const s of scripts) {
    const body = Buffer.from(await (await fetch(s)).arrayBuffer());
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    gzipBytes += gz;
    brotliBytes += brotli(body).length; // as the .br files the servers send
    if (new URL(s).origin !== new URL(url).origin) remoteGzipBytes += gz;
    // Which packages a chunk holds is named in its extracted licence file.
    const licence = /For license information please see ([\w.-]+\.LICENSE\.txt)/.exec(body.toString('utf8', 0, 300));
    if (licence) {
      const text = await (await fetch(new URL(licence[1], s))).text();
      if (/react\.production/.test(text)) reactCopies += 1;
      if (/react-dom-client\.production/.test(text)) reactDomCopies += 1;
    }
  }
  /** @type {(u: string, seen?: Set<string>) => number} */
  const depth = (u, seen = new Set()) => {
    if (u === url || !requests.has(u) || seen.has(u)) return 1;
    seen.add(u);
    const parent = requests.get(u)?.parent; // present: has(u) above
    return parent ? 1 + depth(parent, seen) : 2;
  };
  const roundTrips = Math.max(1, ...scripts.map((s) => depth(s)));
  // Content arrives in the first round trip when the document itself holds the page: a main
  // heading and the remote's fragment rather than the fallback stub. Otherwise it needs the JS.
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(await (await fetch(url)).text())?.[1] ?? '';
  const roundTripsToContent = /<h1[\s>]/.test(main) && !main.includes(FALLBACK_ATTR) ? 1 : roundTrips;
  return {
    scripts: scripts.length,
    jsGzipKB: +(gzipBytes / 1024).toFixed(1),
    jsBrotliKB: +(brotliBytes / 1024).toFixed(1),
    remoteJsGzipKB: +(remoteGzipBytes / 1024).toFixed(1),
    roundTripsToInteractive: roundTrips,
    roundTripsToContent,
    islandState,
    reactCopies,
    reactDomCopies,
    imagesFetched: images,
  };
}

/**
 * Long tasks (> 50 ms, the browser's 'longtask' entries) from navigation until the page has
 * started and is idle, over RUNS first visits (fresh contexts: no cache, no compiled code kept),
 * with the CPU slowed down `slowdown` times (1: the machine's own speed). Reports the median of
 * each load's longest task, how many loads had any long task, and the median blocking time (the
 * sum over each long task of its time past 50 ms: Lighthouse's TBT, counted until idle).
 * @param {Browser} browser
 * @param {string} route
 * @param {number} [slowdown]
 * @returns {Promise<Record<string, number | string>>}
 */
async function measureLongTasks(browser, route, slowdown = 1) {
  /** @type {number[]} */
  const worst = [];
  /** @type {number[]} */
  const blocking = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await throttleCpu(context, page, slowdown);
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((t) => window.__longTasks.push(t.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    await page.goto(BASE + route);
    await waitUntilStarted(page, 20000 * slowdown);
    await page.waitForTimeout(500 * slowdown);
    /** @type {number[]} */
    const tasks = await page.evaluate(() => window.__longTasks); // durations: the init script above
    worst.push(Math.round(Math.max(0, ...tasks)));
    blocking.push(Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)));
    await context.close();
  }
  const suffix = slowdown > 1 ? `At${slowdown}x` : '';
  return {
    [`maxLongTaskMs${suffix}`]: median(worst),
    [`loadsWithLongTask${suffix}`]: `${worst.filter((d) => d > 50).length}/${RUNS}`,
    ...(slowdown > 1 ? { [`blockingMs${suffix}`]: median(blocking) } : {}),
  };
}

/**
 * Products configurators: every layout shift while a visitor selects a product and changes the
 * quantity (including the shifts right after input, which CLS itself forgives). Issue 3 wants none.
 * @param {Browser} browser
 * @param {string} route
 */
async function measureInteractionShift(browser, route) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__shifts.push(e.value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
  await page.goto(BASE + route);
  await page.waitForFunction(
    ([island, state]) => document.querySelector(`[${island}]`)?.getAttribute(state) === 'hydrated',
    [ISLAND_ATTR, ISLAND_STATE_ATTR],
    { timeout: 20000 },
  );
  await page.evaluate(() => (window.__shifts = []));
  const select = page.getByRole('button', { name: /^Seleccionar\b/ }).first();
  if (await select.count()) await select.click();
  const plus = page.getByRole('button', { name: /^Aumentar/ }).first();
  if (await plus.count()) {
    await plus.click();
    await plus.click();
  }
  await page.waitForTimeout(300);
  /** @type {number} */
  const total = await page.evaluate(() => window.__shifts.reduce((a, b) => a + b, 0));
  await page.close();
  return +total.toFixed(4);
}

/**
 * One Lighthouse run; a run that fails (Chromium crashed or timed out on a busy machine) is tried
 * once more, and a second failure stops the bench with Lighthouse's own message.
 * @param {string} route
 * @param {string} out  the report's file
 * @returns {LighthouseReport}
 */
function lighthouseRun(route, out) {
  const argv = [
    require.resolve('lighthouse/cli/index.js'),
    BASE + route,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=--headless=new ${FLAGS.join(' ')}`,
  ];
  /** @type {import('child_process').ExecFileSyncOptions} */
  const options = {
    env: { ...process.env, CHROME_PATH: CHROME || '' },
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 120000,
  };
  try {
    execFileSync(process.execPath, argv, options);
  } catch (error) {
    // execFileSync's error carries the child's stderr.
    const said = error instanceof Error ? ('stderr' in error && error.stderr) || error.message : error;
    console.error(`Lighthouse failed on ${route} (${String(said).trim().split('\n').pop()}); trying once more`);
    execFileSync(process.execPath, argv, options);
  }
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

/** Lighthouse's figures of a route: medians over RUNS runs, and the spread of score and TBT. @param {string} route */
function lighthouse(route) {
  const out = path.join(require('os').tmpdir(), `lh-${process.pid}.json`);
  /** @type {LighthouseRun[]} */
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const r = lighthouseRun(route, out);
    runs.push({
      score: Math.round(r.categories.performance.score * 100),
      fcp: r.audits['first-contentful-paint'].numericValue,
      lcp: r.audits['largest-contentful-paint'].numericValue,
      tbt: r.audits['total-blocking-time'].numericValue,
      cls: r.audits['cumulative-layout-shift'].numericValue,
      benchmarkIndex: r.environment.benchmarkIndex,
    });
  }
  /** @param {keyof LighthouseRun} k */
  const m = (k) => median(runs.map((r) => r[k]));
  /** @param {keyof LighthouseRun} k @param {(v: number) => number} [f] */
  const range = (k, f = (v) => v) =>
    `${f(Math.min(...runs.map((r) => r[k])))}–${f(Math.max(...runs.map((r) => r[k])))}`;
  return {
    perf: m('score'),
    perfRange: range('score'),
    fcpS: +(m('fcp') / 1000).toFixed(2),
    lcpS: +(m('lcp') / 1000).toFixed(2),
    tbtMs: Math.round(m('tbt')),
    tbtRangeMs: range('tbt', Math.round),
    cls: +m('cls').toFixed(3),
    benchmarkIndex: Math.round(m('benchmarkIndex')),
  };
}

(async () => {
  const browser = await launchBrowser();
  // Which Chromium measured: the score depends on it (docs/performance.md).
  const chromium = { path: CHROME || "Playwright's own", version: browser.version() };
  /** @type {RouteRow[]} */
  const rows = [];
  for (const route of routes) {
    /** @type {RouteRow} */
    const row = {
      route: route.split('?')[0],
      ...(await measureNetwork(browser, route)),
      ...(await measureLongTasks(browser, route)),
    };
    if (CPU_SLOWDOWN > 1) Object.assign(row, await measureLongTasks(browser, route, CPU_SLOWDOWN));
    // The time a tap waits for the island (issue 22), with the CPU slowed down (scripts/bench-hydration.js).
    if (CPU_SLOWDOWN > 1)
      Object.assign(row, await measureHydration(browser, BASE, route, { runs: RUNS, slowdown: CPU_SLOWDOWN }));
    if (route.startsWith('/productos/')) row.shiftOnInteraction = await measureInteractionShift(browser, route);
    if (!args['no-lighthouse']) Object.assign(row, lighthouse(route));
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  const order = routes.some((r) => r.startsWith('/uniformes/basquetbol/pedido'))
    ? await measureOrderActions(browser, BASE)
    : null;
  await browser.close();
  console.table(rows);
  const budgets = evaluateBudgets(rows, order);
  if (!reportBudgets(budgets)) process.exitCode = 1;
  const dir = path.join(__dirname, '../bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        base: BASE,
        runs: RUNS,
        cpuSlowdown: CPU_SLOWDOWN,
        machine: `${require('os').cpus().length} cores`,
        chromium,
        rows,
        order,
        budgets,
      },
      null,
      2,
    ),
  );
  console.log(`→ ${path.relative(process.cwd(), file)}`);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
