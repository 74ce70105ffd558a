import { test, expect, devices, type Browser } from '@playwright/test';

// Issue 4, "Performance": the basketball page with its 200 models renders with no long task
// (a task of more than 50 ms, as the browser's own 'longtask' observer reports it). Each load
// is a first visit (a fresh browser context: nothing cached, no compiled code kept), on a
// phone, measured from navigation until the catalogue is hydrated and the page is idle.
//
// This file runs in the 'perf' project, alone after the other projects, so parallel tests do
// not share the CPU. A single load can still be stretched by something else on the machine,
// so the rule is 4 clean loads of 5: work that really needs more than 50 ms does so on every
// load (before the shell's start-up was split, most loads had one task of 51–85 ms).

// Playwright's trace recorder snapshots the page on every step: it would be measured too.
test.use({ trace: 'off' });

const LOADS = 5;
const CLEAN_NEEDED = 4;

async function longTasksOnFirstVisit(browser: Browser, url: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(Math.round(e.duration)))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url);
  await expect(page.locator('[data-island]')).toHaveAttribute('data-island-state', 'hydrated', { timeout: 20_000 });
  await expect(page.locator('#shell-header')).toHaveAttribute('data-shell-state', 'hydrated');
  await expect(page.getByRole('heading', { name: '200 MODELOS DISPONIBLES' })).toBeVisible();
  // Idle: two frames and a pause after hydration, so trailing work is counted too.
  const tasks = await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await new Promise((r) => setTimeout(r, 500));
    return (window as unknown as { __longTasks: number[] }).__longTasks;
  });
  await context.close();
  return tasks;
}

test('the basketball page loads, hydrates its 200 models and settles without a task over 50 ms', async ({ browser }, testInfo) => {
  test.slow();
  const loads: number[][] = [];
  for (let i = 0; i < LOADS; i += 1) loads.push(await longTasksOnFirstVisit(browser, '/uniformes/basquetbol'));
  const clean = loads.filter((tasks) => tasks.length === 0).length;
  testInfo.annotations.push({ type: 'long tasks per load (ms)', description: JSON.stringify(loads) });
  expect(clean, `long tasks per load: ${JSON.stringify(loads)}`).toBeGreaterThanOrEqual(CLEAN_NEEDED);
});
