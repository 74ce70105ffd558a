// The shell starts in steps, each a task of its own, so that none is a long task on a slow
// phone: (1) this script (async) evaluates React and emotion; (2) on the next task it fetches the
// bootstrap chunk; (3) once that has run and the document is parsed, the shell starts on a fresh
// task (islands first: the first one adds the federation host, see ../remotes/federationHost.ts).
// (4) after the page has loaded, when the browser is idle, the service worker registers (offline).
import { registerServiceWorkerWhenIdle } from './registerServiceWorker';
// React, react-dom and emotion travel in main.js itself (they are the bootstrap chunk's and every
// island's first need), so starting the shell takes one more small script, not a second large one.
// The same modules are what main.js hands to the federation host for the remotes.
import '../remotes/sharedModules';

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
