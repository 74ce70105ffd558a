import { test, expect, type Page } from '@playwright/test';
import { documentRows, downloadOrder, fillClient, model, openDocument, openOrder } from '../../support/order';

// Issue 5, "Performance": adding the 100th player and generating a 100-player document each stay
// under one 50 ms task. Measured with the browser's own 'longtask' observer (a long task is one of
// more than 50 ms), so the assertion is "no long task during the action", not a wall-clock time.
//
// window.alert is replaced for this file only: the success alert is raised inside the download
// click's task, and a modal dialog would keep that task open for as long as it is shown.

type Probe = { __longTasks: Array<{ start: number; duration: number }>; __observer: PerformanceObserver; __alerts: string[] };

async function installProbe(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Probe;
    w.__longTasks = [];
    w.__alerts = [];
    w.__observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push({ start: e.startTime, duration: e.duration })));
    w.__observer.observe({ type: 'longtask', buffered: true });
    window.alert = (message?: unknown) => {
      w.__alerts.push(String(message));
    };
  });
}

/** Starts a measurement window: drains the observer, waits two frames so earlier work has finished. */
async function mark(page: Page) {
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const w = window as unknown as Probe;
    w.__observer.takeRecords().forEach((e) => w.__longTasks.push({ start: e.startTime, duration: e.duration }));
    return performance.now();
  });
}

/** Long tasks since the mark, after letting the action's rendering finish. */
async function longTasksSince(page: Page, since: number) {
  return page.evaluate(async (t0) => {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const w = window as unknown as Probe;
    w.__observer.takeRecords().forEach((e) => w.__longTasks.push({ start: e.startTime, duration: e.duration }));
    return w.__longTasks.filter((t) => t.start >= t0).map((t) => Math.round(t.duration));
  }, since);
}

/**
 * Runs an action up to `attempts` times (with `prepare` before each) and returns the long tasks
 * seen during each attempt, stopping at the first attempt without one. Other processes on the
 * machine (parallel tests, builds) can stretch any single task past 50 ms; work that really
 * needs more than 50 ms does so on every attempt, so "at least one clean attempt" keeps the
 * budget honest without being at the mercy of a busy machine.
 */
async function attemptsUntilClean(page: Page, attempts: number, prepare: (i: number) => Promise<void>, act: (i: number) => Promise<void>) {
  const seen: number[][] = [];
  for (let i = 0; i < attempts; i += 1) {
    await prepare(i);
    const t0 = await mark(page);
    await act(i);
    const tasks = await longTasksSince(page, t0);
    seen.push(tasks);
    if (tasks.length === 0) break;
  }
  return seen;
}

const ATTEMPTS = 8;

test('adding the 100th player and generating a 100-player document each stay under one 50 ms task', async ({ page }, testInfo) => {
  test.slow(); // up to 2 × 8 attempts on a busy machine
  await installProbe(page);
  const o = await openOrder(page, model('e2e-perf-100', { nombre: 'Modelo Cien' }));

  // The probe can see a long task at all (otherwise "none seen" would prove nothing).
  const calibration = await mark(page);
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => {
    const end = performance.now() + 80;
    while (performance.now() < end);
    resolve();
  }, 0)));
  expect((await longTasksSince(page, calibration)).some((d) => d >= 70)).toBe(true);

  // 99 players through 'Pegar lista', and the client data.
  const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
  const rows = Array.from({ length: 99 }, (_, i) => `${i + 1}\tJugador Número ${i + 1}\t${sizes[i % 7]}\t${i % 3 ? '' : `Patrocinador ${i + 1}`}`);
  await o.pasteButton.click();
  await page.getByRole('textbox', { name: 'Filas de jugadores' }).fill(rows.join('\n'));
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(o.roster).toHaveCount(99);
  await fillClient(page, { nombre: 'Liga Los Mina', telefono: '809-555-1234' });

  // The 100th player (removed again between attempts).
  const remove100 = page.getByRole('button', { name: 'Eliminar a Centésimo (número 100)' });
  const addAttempts = await attemptsUntilClean(
    page,
    ATTEMPTS,
    async (i) => {
      if (i > 0) {
        await remove100.click();
        await expect(o.roster).toHaveCount(99);
      }
      await o.playerName.fill('Centésimo');
      await o.playerNumber.fill('100');
      await o.playerSponsor.fill('Colmado La Esquina');
    },
    async () => {
      await o.addButton.click();
      await expect(o.roster).toHaveCount(100);
      await expect(o.downloadButton).toHaveText('Descargar Pedido (100 jugadores)');
    },
  );

  // The 100-player document.
  let first: Awaited<ReturnType<typeof downloadOrder>> | undefined;
  const alerts = () => page.evaluate(() => (window as unknown as Probe).__alerts.length);
  const docAttempts = await attemptsUntilClean(
    page,
    ATTEMPTS,
    async () => {},
    async (i) => {
      const before = await alerts();
      if (i === 0) first = await downloadOrder(page, testInfo);
      else await Promise.all([page.waitForEvent('download'), o.downloadButton.click()]);
      await expect.poll(alerts).toBe(before + 1);
    },
  );

  testInfo.annotations.push({ type: 'perf', description: `long tasks (ms) per attempt: add 100th ${JSON.stringify(addAttempts)}; 100-player document ${JSON.stringify(docAttempts)}` });
  expect(addAttempts.at(-1), `adding the 100th player: a long task on each of ${addAttempts.length} attempts`).toEqual([]);
  expect(docAttempts.at(-1), `generating the 100-player document: a long task on each of ${docAttempts.length} attempts`).toEqual([]);

  // The document really holds the 100 players, and the success alert was raised.
  expect(await page.evaluate(() => (window as unknown as Probe).__alerts[0])).toBe('¡Pedido generado exitosamente! El archivo se ha descargado automáticamente.');
  const { doc } = await openDocument(page, (first as NonNullable<typeof first>).file);
  const docRows = await documentRows(doc);
  expect(docRows).toHaveLength(100);
  expect(docRows[99]).toEqual(['100', '100', 'Centésimo', 'M', 'Colmado La Esquina']);
});
