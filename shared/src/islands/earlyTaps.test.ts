import { CHUNKS_SCRIPT_ID } from './markers';
import { EARLY_TAP_SCRIPT, EARLY_TAPS_GLOBAL } from './earlyTaps';

/** The browser's paint timing, which jsdom lacks: `paint(name)` delivers an entry to the page's observers. */
type Observer = { cb: (list: { getEntries(): { name: string }[] }, o: { disconnect(): void }) => void; on: boolean };
let observers: Observer[] = [];
const paint = (name: string) =>
  observers
    .filter((o) => o.on)
    .forEach((o) => o.cb({ getEntries: () => [{ name }] }, { disconnect: () => (o.on = false) }));
beforeEach(() => {
  observers = [];
  (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
    constructor(cb: Observer['cb']) {
      observers.push({ cb, on: false });
    }
    observe() {
      observers[observers.length - 1].on = true;
    }
  };
});

/** The inline script as a page runs it: in its <head>, the list the server wrote in the document. */
function runOnPage(chunkList: string | null) {
  document.head.replaceChildren();
  document.body.innerHTML =
    chunkList === null ? '' : `<script id="${CHUNKS_SCRIPT_ID}" type="application/json">${chunkList}</script>`;
  (0, eval)(EARLY_TAP_SCRIPT);
}
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloads = () =>
  [...document.head.querySelectorAll('link')].map((l) => ({
    rel: l.rel,
    as: l.getAttribute('as'),
    crossOrigin: l.crossOrigin,
    priority: l.getAttribute('fetchpriority'),
    href: l.href,
  }));

afterEach(() => (window as unknown as Record<string, { stop(): void }>)[EARLY_TAPS_GLOBAL]?.stop());

it("preloads the page module's chunks the server listed once the page has painted its content, as the loader will ask for them", async () => {
  runOnPage('["https://r.example/482.a.js","https://r.example/__federation_expose_X.b.js"]');
  paint('first-paint'); // not content yet
  await nextTask();
  expect(preloads()).toEqual([]);
  paint('first-contentful-paint');
  paint('first-contentful-paint'); // once
  await nextTask();
  expect(preloads()).toEqual(
    ['https://r.example/482.a.js', 'https://r.example/__federation_expose_X.b.js'].map((href) => ({
      rel: 'preload',
      as: 'script',
      crossOrigin: 'anonymous',
      priority: 'low',
      href,
    })),
  );
});

it('without paint timing, preloads them soon after load; without a list, nothing; a broken list breaks nothing', async () => {
  jest.useFakeTimers();
  try {
    delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
    runOnPage('["https://r.example/1.a.js"]');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(500);
    expect(preloads().map((p) => p.href)).toEqual(['https://r.example/1.a.js']);
    for (const list of [null, '[not json']) {
      runOnPage(list);
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(500);
      expect(preloads()).toEqual([]);
    }
  } finally {
    jest.useRealTimers();
  }
});
