// The shell starts in steps, each a task of its own, so that none is a long task on a slow
// phone: (1) this script (async) starts the federation runtime; (2) on the next task the
// import behind the async boundary checks the shared singletons and fetches the bootstrap chunk;
// (3) once those have run and the document is parsed, the shell starts on a fresh task.
// (4) after the page has loaded, when the browser is idle, the service worker registers (offline).
import { registerServiceWorkerWhenIdle } from './registerServiceWorker';

const domReady = new Promise<void>((resolve) => {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  else resolve();
});
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => import('./bootstrap'))
  .then(async (app) => {
    await domReady;
    await nextTask();
    app.start();
    if (process.env.NODE_ENV === 'production') registerServiceWorkerWhenIdle();
  });
