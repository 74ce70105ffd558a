#!/usr/bin/env node
// Where a page's long tasks come from: loads a route N times as a first visit (fresh context,
// 412 px) on the served site and prints, per load, every long task (> 50 ms) and the long
// animation frames that contain them with their scripts (LoAF attribution: which script, which
// entry point — a classic script, a timer, an event — and how long), plus how much of each
// frame was rendering (style, layout, paint). Use it when `npm run bench` reports long tasks.
// `--cpu-slowdown 4` slows the CPU down as Lighthouse's mobile preset does (default 1: none).
//
//   node scripts/long-tasks.js /contacto [--runs 10] [--url http://localhost:3000] [--cpu-slowdown 4]
const { DEFAULT_BASE_URL, PHONE_VIEWPORT, launchBrowser, throttleCpu, waitUntilStarted } = require('./measure-browser');

const args = process.argv.slice(2);
/** The value after `--<name>`, else `fallback`. @param {string} name @param {string | number} fallback */
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const route = args.find((a) => a.startsWith('/')) || '/';
const RUNS = Number(option('runs', 10));
const CPU_SLOWDOWN = Number(option('cpu-slowdown', 1));
const BASE = String(option('url', DEFAULT_BASE_URL)).replace(/\/$/, '');

/** Runs in the page before anything else: records long tasks and long animation frames. */
function observe() {
  window.__longTasks = [];
  window.__frames = [];
  new PerformanceObserver((list) =>
    list
      .getEntries()
      .forEach((e) => window.__longTasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) })),
  ).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) =>
      window.__frames.push({
        start: Math.round(e.startTime),
        ms: Math.round(e.duration),
        renderingMs: e.renderStart ? Math.round(e.startTime + e.duration - e.renderStart) : 0,
        scripts: (e.scripts || [])
          .filter((s) => s.duration >= 5)
          .map(
            (s) =>
              `${s.sourceURL.split('/').pop() || '(native)'} ${s.invokerType}${s.invokerType === 'classic-script' ? '' : ` ${s.invoker.slice(0, 40)}`} ${Math.round(s.duration)} ms`,
          ),
      }),
    ),
  ).observe({ type: 'long-animation-frame', buffered: true });
}

(async () => {
  const browser = await launchBrowser();
  let withLongTask = 0;
  for (let i = 1; i <= RUNS; i += 1) {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await throttleCpu(context, page, CPU_SLOWDOWN);
    await page.addInitScript(observe);
    await page.goto(BASE + route);
    await waitUntilStarted(page, 20000 * Math.max(1, CPU_SLOWDOWN));
    await page.waitForTimeout(800 * Math.max(1, CPU_SLOWDOWN));
    const { longTasks, frames } = await page.evaluate(() => ({
      longTasks: window.__longTasks,
      frames: window.__frames,
    }));
    await context.close();
    if (longTasks.length) withLongTask += 1;
    console.log(
      `load ${i}: ${longTasks.length ? longTasks.map((t) => `${t.ms} ms at ${t.start}`).join(', ') : 'no long task'}`,
    );
    for (const t of longTasks) {
      for (const f of frames.filter((fr) => fr.start <= t.start + t.ms && fr.start + fr.ms >= t.start)) {
        console.log(
          `   frame ${f.ms} ms at ${f.start} (rendering ${f.renderingMs} ms): ${f.scripts.join('; ') || 'no script ≥ 5 ms'}`,
        );
      }
    }
  }
  await browser.close();
  const speed = CPU_SLOWDOWN > 1 ? ` (CPU ${CPU_SLOWDOWN}× slower)` : '';
  console.log(`${route}: ${withLongTask} of ${RUNS} loads had a task over 50 ms${speed}`);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
