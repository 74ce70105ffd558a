/**
 * Field data, the collector: a chunk of its own, fetched after the page has loaded, when the
 * browser is idle (./startFieldData.ts), on sampled page loads only. It turns what the page shows
 * and does into the beacon events of shared/src/telemetry/events.js — one `view` per app shown,
 * the Core Web Vitals (web-vitals' attribution build, a further chunk), errors, the islands'
 * outcomes and retries (./signals.ts) and purchase intents (data-intent, links to wa.me) — and
 * sends them in batches with navigator.sendBeacon when the page is hidden or left (or a batch is
 * full). Nothing goes while the visitor is on the page: SPEC.md shows no request to the site's own
 * backend, and INP and CLS are only final when the page is hidden anyway.
 *
 * Every event names the app it belongs to: the island ([data-island]) the element is in, else the
 * shell. What is never read: a form's values, a link's address beyond "is it wa.me", anything the
 * visitor typed, the URL's query and hash. No cookies, no storage, no identifiers.
 */
import { APPS } from '@estampa/shared/apps/apps';
import { BUILD_ATTR, ISLAND_ATTR, RELEASE_ATTR } from '@estampa/shared/islands/markers';
import {
  BEACON_VERSION,
  COLLECTOR_MARK,
  MAX,
  RUM_ENDPOINT,
  SHELL_APP,
  type RumEvent,
} from '@estampa/shared/telemetry/events';
import { clickIntent, submitIntent, type Intent } from '@estampa/shared/telemetry/readIntent';
import { parseRemoteEntries, REMOTES_SCRIPT_ID } from '../remotes/remoteEntries';
import { loadVitals, type VitalsModule } from './loadVitals';
import { takeSignals, type Signal } from './signals';

declare const __BUILD_ID__: string | undefined;
const SHELL_RELEASE = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
/** The release of an island that names none: the shell's fallback stub (no fragment was there). */
export const UNKNOWN_RELEASE = 'unknown';
/** Error events per page load, identical ones counted once. */
export const MAX_ERRORS = 10;

const ISLAND = `[${ISLAND_ATTR}]`;
const APP_NAMES: ReadonlySet<string> = new Set(APPS.map((a) => a.name));
const RELEASE = /^[\w./:@-]{1,100}$/;

type Owner = Pick<RumEvent, 'app' | 'release'>;

let queue: RumEvent[] = [];
let errorsSeen = new Set<string>();
/** Remotes' entry folders (from #mf-remotes), longest first: a script under one is that remote's. */
let remoteBases: [base: string, name: string][] = [];
let listening = new AbortController();

/** Text as a beacon may hold it: no control characters, at most `max` characters. */
// eslint-disable-next-line no-control-regex
const clean = (text: string, max: number) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, max);

/** The app an island shows and its release (data-release, else data-build); the shell without an island. */
function ownerOf(island: Element | null | undefined): Owner {
  if (!island) return { app: SHELL_APP, release: SHELL_RELEASE };
  const release = island.getAttribute(RELEASE_ATTR) || island.getAttribute(BUILD_ATTR) || '';
  return {
    app: (island.getAttribute(ISLAND_ATTR) ?? '').split('/')[0],
    release: RELEASE.test(release) ? release : UNKNOWN_RELEASE,
  };
}

const ownerOfElement = (el: Element | null | undefined) => ownerOf(el?.closest(ISLAND));

/** A remote named by something other than an element (a retry, a script URL): its island on this page. */
function ownerOfApp(app: string): Owner {
  if (app === SHELL_APP) return ownerOf(null);
  const island = APP_NAMES.has(app) ? document.querySelector(`[${ISLAND_ATTR}^="${app}/"]`) : null;
  return island ? ownerOf(island) : { app, release: UNKNOWN_RELEASE };
}

function add(event: RumEvent): void {
  if (!APP_NAMES.has(event.app)) return; // the server refuses a beacon naming an app it does not know
  queue.push(event);
  if (queue.length >= MAX.events) flush();
}

function flush(): void {
  if (queue.length) send(queue.splice(0));
}

/** One beacon, halved until it is within MAX.bytes (one event always is: its fields are bounded). */
function send(events: RumEvent[]): void {
  const beacon = { v: BEACON_VERSION, route: location.pathname.slice(0, MAX.route), shell: SHELL_RELEASE, events };
  const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
  if (body.size > MAX.bytes) {
    const half = Math.ceil(events.length / 2);
    if (events.length > 1) [events.slice(0, half), events.slice(half)].forEach(send);
    return;
  }
  if (!navigator.sendBeacon?.(RUM_ENDPOINT, body))
    void fetch(RUM_ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/** The remote whose files a script URL is: under its entry's folder, or under /remotes/<name>/; else the shell. */
function appOfScript(url: string | undefined): string {
  if (!url) return SHELL_APP;
  const remote = remoteBases.find(([base]) => url.startsWith(base));
  return remote ? remote[1] : (/^(?:https?:\/\/[^/]+)?\/remotes\/([a-z][\w-]*)\//.exec(url)?.[1] ?? SHELL_APP);
}

function readRemoteBases(): [string, string][] {
  const entries = parseRemoteEntries(document.getElementById(REMOTES_SCRIPT_ID)?.textContent);
  return Object.entries(entries)
    .map(([name, entry]): [string, string] => [new URL('.', new URL(entry, location.href)).href, name])
    .sort(([a], [b]) => b.length - a.length);
}

/** An error event: from an island's boundary (`island`), or a window `error` / `unhandledrejection`. */
function reportError(raw: unknown, island?: Element): void {
  let error = raw;
  let file = '';
  if (raw instanceof Event) {
    const event = raw as Partial<ErrorEvent & PromiseRejectionEvent>;
    error = raw.type === 'unhandledrejection' ? event.reason : (event.error ?? new Error(event.message));
    file = event.filename ?? '';
  }
  const described = Object(error) as { message?: unknown; stack?: unknown };
  const name: string = (error != null && described.constructor?.name) || 'Error';
  const message = typeof described.message === 'string' ? described.message : String(error);
  const url = file || /https?:\/\/[^\s)]+/.exec(String(described.stack ?? ''))?.[0];
  const event: RumEvent = {
    type: 'error',
    ...(island ? ownerOf(island) : ownerOfApp(appOfScript(url))),
    name: clean(name, MAX.name),
    message: clean(message, MAX.message),
  };
  const key = JSON.stringify(event);
  if (errorsSeen.size >= MAX_ERRORS || errorsSeen.has(key)) return;
  errorsSeen.add(key);
  add(event);
}

function handleSignal(signal: Signal): void {
  if (signal.type === 'island') add({ type: 'island', ...ownerOf(signal.el), name: signal.name });
  else if (signal.type === 'retry') add({ type: 'retry', ...ownerOfApp(signal.app) });
  else reportError(signal.error, signal.el);
}

/** A purchase intent (shared/src/telemetry/readIntent.ts reads the markup), as the app's it is in. */
function reportIntent(intent: Intent | null): void {
  if (intent)
    add({ type: 'intent', ...ownerOfElement(intent.el), name: intent.kind, item: clean(intent.item, MAX.item) });
}

type Metric = {
  name: string;
  value: number;
  attribution?: { target?: string; interactionTarget?: string; largestShiftTarget?: string };
};

function reportVital({ name, value, attribution = {} }: Metric): void {
  const rounded = name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value);
  if (!(rounded >= 0 && rounded <= MAX.value)) return;
  const target = attribution.target ?? attribution.interactionTarget ?? attribution.largestShiftTarget;
  let island: Element | null | undefined;
  try {
    island = target ? document.querySelector(target)?.closest(ISLAND) : null;
  } catch {
    island = null; // not a selector: the shell's
  }
  add({ type: 'vital', ...ownerOf(island), name, value: rounded });
}

/**
 * The target web-vitals names: the island's own selector when the element is in one (its default,
 * a path cut to 100 characters, could match an element elsewhere); otherwise web-vitals' default.
 */
function generateTarget(node: Node | null): string | undefined {
  const island = (node instanceof Element ? node : node?.parentElement)?.closest(ISLAND);
  return island ? `[${ISLAND_ATTR}="${island.getAttribute(ISLAND_ATTR)}"]` : undefined;
}

function listen(): void {
  const on = (target: EventTarget, type: string, handler: (event: Event) => void, capture = false) =>
    target.addEventListener(type, handler, { capture, signal: listening.signal });
  on(document, 'click', (event) => reportIntent(clickIntent(event.target)), true);
  on(document, 'submit', (event) => reportIntent(submitIntent(event.target)), true);
  // On the document, not capturing: after web-vitals (window, capturing) has reported on hiding.
  on(document, 'visibilitychange', () => document.visibilityState === 'hidden' && flush());
  on(window, 'pagehide', flush);
}

/** Starts collecting (once per page load); returns how to stop (tests). */
export function startCollector(load: () => Promise<VitalsModule> = loadVitals): () => void {
  stopCollector();
  remoteBases = readRemoteBases();
  add({ type: 'view', ...ownerOf(null) });
  document.querySelectorAll(ISLAND).forEach((island) => add({ type: 'view', ...ownerOf(island) }));
  takeSignals(handleSignal);
  listen();
  performance.mark?.(COLLECTOR_MARK);
  load().then(
    ({ onLCP, onINP, onCLS, onFCP, onTTFB }) => {
      for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(reportVital, { generateTarget });
    },
    () => undefined, // without web-vitals, the rest is still sent
  );
  return stopCollector;
}

function stopCollector(): void {
  listening.abort();
  listening = new AbortController();
  queue = [];
  errorsSeen = new Set();
}
