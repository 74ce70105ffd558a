import { ISLAND_ATTR, LOAD_HOLD_GLOBAL, REMOTE_SCRIPTS_ID, SHELL_ROOT_ATTR, SHELL_SCRIPTS_ID } from './markers';
import { LOAD_HOLD_MAX_MS, START_SCRIPTS, UNPAINTED_START_MS } from './startScripts';

/** The browser's paint timing, which jsdom lacks: `paint(name)` delivers an entry to the page's observers. */
type Observer = { cb: (list: { getEntries(): { name: string }[] }, o: { disconnect(): void }) => void; on: boolean };
let observers: Observer[] = [];
const paint = (name: string) =>
  observers
    .filter((o) => o.on)
    .forEach((o) => o.cb({ getEntries: () => [{ name }] }, { disconnect: () => (o.on = false) }));
type Win = { PerformanceObserver?: unknown };
function withPaintTiming() {
  observers = [];
  const Fake = class {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(cb: Observer['cb']) {
      observers.push({ cb, on: false });
    }
    observe() {
      observers[observers.length - 1].on = true;
    }
  };
  (window as unknown as Win).PerformanceObserver = Fake;
}
beforeEach(withPaintTiming);

const SHELL = JSON.stringify({ main: '/main.js', preload: ['/federation.abc.js'] });
const REMOTE = JSON.stringify(['https://r.example/remoteEntry.js', 'https://r.example/482.a.js']);

/**
 * The inline script as a page runs it: in its <head>, with the lists the template and the server
 * wrote in the document (null: that list is not there).
 */
function runOnPage(shell: string | null, remote: string | null, body = `<div ${ISLAND_ATTR}="prints/DtfPage"></div>`) {
  document.head.replaceChildren();
  const list = (id: string, text: string | null) =>
    text === null ? '' : `<script id="${id}" type="application/json">${text}</script>`;
  document.body.innerHTML = list(SHELL_SCRIPTS_ID, shell) + list(REMOTE_SCRIPTS_ID, remote) + body;
  (0, eval)(START_SCRIPTS);
}
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** What the script added to the page's head: the shell's script, then preloads. */
const started = () =>
  [...document.head.children].map((e) =>
    e instanceof HTMLScriptElement
      ? { script: e.src }
      : {
          preload: (e as HTMLLinkElement).href,
          rel: (e as HTMLLinkElement).rel,
          as: e.getAttribute('as'),
          cors: (e as HTMLLinkElement).crossOrigin,
          priority: e.getAttribute('fetchpriority'),
        },
  );
const preload = (href: string, cors: string | null) => ({
  preload: href,
  rel: 'preload',
  as: 'script',
  cors,
  priority: 'low',
});

it('starts nothing before the first contentful paint, then the shell’s script and, at low priority, the preloads (the remote’s as CORS scripts), once', async () => {
  runOnPage(SHELL, REMOTE);
  paint('first-paint'); // not content yet
  await nextTask();
  expect(started()).toEqual([]);
  paint('first-contentful-paint');
  paint('first-contentful-paint');
  await nextTask();
  expect(started()).toEqual([
    { script: 'http://localhost/main.js' },
    preload('http://localhost/federation.abc.js', null),
    preload('https://r.example/remoteEntry.js', 'anonymous'),
    preload('https://r.example/482.a.js', 'anonymous'),
  ]);
  window.dispatchEvent(new Event('load'));
  await new Promise((resolve) => setTimeout(resolve, UNPAINTED_START_MS + 20));
  expect(started()).toHaveLength(4); // still once
});

it('without paint timing, starts after the next frame once the document is parsed', async () => {
  delete (window as unknown as Win).PerformanceObserver;
  runOnPage(SHELL, null);
  await nextTask();
  expect(started()).toEqual([]);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
  expect(started()).toEqual([
    { script: 'http://localhost/main.js' },
    preload('http://localhost/federation.abc.js', null),
  ]);
});

it('a page never painted (a background tab) starts soon after load', () => {
  jest.useFakeTimers();
  try {
    runOnPage(SHELL, REMOTE);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(UNPAINTED_START_MS - 1);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toHaveLength(4);
  } finally {
    jest.useRealTimers();
  }
});

it('broken or missing lists break nothing: what can be read still starts', async () => {
  for (const [shell, remote, expected] of [
    [null, null, []],
    [
      '{not json',
      REMOTE,
      [preload('https://r.example/remoteEntry.js', 'anonymous'), preload('https://r.example/482.a.js', 'anonymous')],
    ],
    [JSON.stringify({ main: 42, preload: 'x' }), '{"a":1}', []],
    [JSON.stringify({ main: '/main.js', preload: [7] }), '[null]', [{ script: 'http://localhost/main.js' }]],
  ] as const) {
    withPaintTiming();
    runOnPage(shell, remote);
    paint('first-contentful-paint');
    await nextTask();
    expect(started()).toEqual(expected);
  }
});

describe('the load event waits for the page to come to life', () => {
  /** The frame holding the page's load event (jsdom's document is already parsed: held at once). */
  const holds = () => [...document.body.querySelectorAll('iframe')];
  const release = () => (window as unknown as Record<string, { release(): void }>)[LOAD_HOLD_GLOBAL].release();

  it('a page with roots to hydrate is held by one hidden frame whose document is left open, until main.js releases it', () => {
    runOnPage(SHELL, REMOTE);
    expect(holds()).toHaveLength(1);
    const [frame] = holds();
    expect(frame.hidden).toBe(true);
    // jsdom does not model an open document's loading state: e2e platform/loaded.spec.ts shows
    // Chromium's load event coming after hydration.
    release();
    expect(holds()).toEqual([]);
    release(); // twice is harmless
    expect(holds()).toEqual([]);
  });

  it('ends by itself LOAD_HOLD_MAX_MS after parsing, whatever happened', () => {
    jest.useFakeTimers();
    try {
      runOnPage(SHELL, null, `<div ${SHELL_ROOT_ATTR}></div>`);
      jest.advanceTimersByTime(LOAD_HOLD_MAX_MS - 1);
      expect(holds()).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(holds()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('ends when main.js fails to load', async () => {
    runOnPage(SHELL, null);
    paint('first-contentful-paint');
    await nextTask();
    expect(holds()).toHaveLength(1);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(holds()).toEqual([]);
  });

  it('holds nothing without a root, without main.js, or in a tab opened in the background', () => {
    runOnPage(SHELL, null, '<p>Sin raíces</p>');
    expect(holds()).toEqual([]);
    runOnPage(JSON.stringify({ preload: [] }), null);
    expect(holds()).toEqual([]);
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      runOnPage(SHELL, null);
      expect(holds()).toEqual([]);
    } finally {
      visibility.mockRestore();
    }
  });
});
