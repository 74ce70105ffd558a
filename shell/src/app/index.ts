// The shell starts in steps, each a task of its own, so that none is a long task on a slow
// phone: (1) this script (async) only schedules; (2) on the next task it evaluates the bootstrap,
// which React, react-dom and emotion come with (in this same file: webpackMode "eager" makes no
// extra chunk and no extra request, but defers evaluation to the import() call); (3) once the
// document is parsed, the shell starts on a fresh task (islands first: the first one adds the
// federation host, see ../remotes/federationHost.ts).
// (4) after the page has loaded, when the browser is idle, the service worker registers (offline).
// Field data (production, sampled page loads): signals are buffered from this script's first task,
// and the collector's chunk comes after load, when idle (../telemetry/startFieldData.ts). It is
// scheduled here rather than after app.start(), so that a start-up that throws is still reported.
import { registerServiceWorkerWhenIdle } from './registerServiceWorker';
import { startFieldData } from '../telemetry/startFieldData';
import { startEarlyEvents } from '../remotes/earlyEvents';

// Taps and typing on an island before it hydrates are kept and replayed (../remotes/earlyEvents.ts).
startEarlyEvents();

if (process.env.NODE_ENV === 'production') startFieldData();

const domReady = new Promise<void>((resolve) => {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  else resolve();
});
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  // React and react-dom evaluate in a task of their own, the shell's modules in the next.
  .then(() => import(/* webpackMode: "eager" */ '../remotes/sharedModules'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'))
  .then(async (app) => {
    await domReady;
    await nextTask();
    app.start();
    if (process.env.NODE_ENV === 'production') registerServiceWorkerWhenIdle();
  });
