/**
 * Tests only: a sampled page whose field data is collected, with navigator.sendBeacon recorded,
 * so a test can read what would be sent (the beacons, as the server would parse them).
 */
import type { Beacon, RumEvent } from '@estampa/shared/telemetry/events';
import { startCollector } from './collector';
import type { VitalsModule } from './loadVitals';
import { startSignals, stopSignals } from './signals';

export type Sent = { url: string; body: Blob };

/** A Blob's text (jsdom's Blob has no text()). */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** web-vitals as the collector uses it, with each metric's callback and options kept for the test to call. */
export function fakeVitals() {
  const callbacks = new Map<
    string,
    { report: (metric: unknown) => void; generateTarget?: (node: Node | null) => string | undefined }
  >();
  const on =
    (name: string) =>
    (report: (metric: never) => void, opts?: { generateTarget?: (node: Node | null) => string | undefined }) =>
      callbacks.set(name, { report: report as (metric: unknown) => void, generateTarget: opts?.generateTarget });
  const module = {
    onLCP: on('LCP'),
    onINP: on('INP'),
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onTTFB: on('TTFB'),
  } as unknown as VitalsModule;
  return {
    module,
    /** Reports a metric as web-vitals would; `element`: the metric's element (its target made as web-vitals makes it). */
    report(name: string, value: number, { element, target }: { element?: Element; target?: string } = {}) {
      const cb = callbacks.get(name);
      if (!cb) throw new Error(`the collector did not ask for ${name}`);
      const made = element ? (cb.generateTarget?.(element) ?? 'default selector') : target;
      const key = name === 'INP' ? 'interactionTarget' : name === 'CLS' ? 'largestShiftTarget' : 'target';
      cb.report({ name, value, attribution: { [key]: made } });
    },
  };
}

type Options = {
  /** web-vitals as the collector gets it (default: one that never reports). */
  loadVitals?: () => Promise<VitalsModule>;
  /** What navigator.sendBeacon answers (null: the browser has none). */
  sendBeacon?: ((url: string, body: Blob) => boolean) | null;
};

/** Starts the signals and the collector on this page (sampled), recording every beacon sent. */
export function collectFieldData({
  loadVitals = () => Promise.resolve(fakeVitals().module),
  sendBeacon = () => true,
}: Options = {}) {
  const sent: Sent[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    writable: true,
    value: sendBeacon && ((url: string, body: Blob) => (sent.push({ url, body }), sendBeacon(url, body))),
  });
  startSignals(1);
  const stop = startCollector(loadVitals);
  const beacons = async () => Promise.all(sent.map(async ({ body }) => JSON.parse(await readBlob(body)) as Beacon));
  return {
    sent,
    beacons,
    /** The events of every beacon sent so far, in order. */
    events: async (): Promise<RumEvent[]> => (await beacons()).flatMap((b) => b.events),
    /** The page is left: what is queued goes. */
    leave: () => window.dispatchEvent(new Event('pagehide')),
    /** Lets the collector's pending promises settle (web-vitals' chunk). */
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
    stop() {
      stop();
      stopSignals();
      delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    },
  };
}
