/**
 * Field data, the part in main.js (keep it tiny): what the shell's parts report for the collector
 * (./collector.ts, a chunk fetched after the page has loaded, when the browser is idle). Until the
 * collector takes over, signals wait in a bounded buffer, so an island's outcome or an error from
 * the first seconds is not lost. The sink is a window property, not a module variable, because the
 * federation host (federation.<hash>.js, a bundle of its own: its retry plugin reports too) has its
 * own copy of this module. On a page that is not sampled there is no sink: reporting does nothing.
 */
import type { IslandOutcome } from '@estampa/shared/telemetry/events';

/** What the shell reports; the collector turns it into beacon events (app, release, limits). */
export type Signal =
  /** An island settled (data-island-state) or shows the Spanish notice; `el` is its [data-island]. */
  | { type: 'island'; el: Element; name: IslandOutcome }
  /** The federation runtime fetched a remote's entry or chunk again (`app`: the remote's name). */
  | { type: 'retry'; app: string }
  /**
   * An error: caught by an island's boundary (`el`: the island), or the `error` / `unhandledrejection`
   * event itself (the collector reads its script URL to find the app).
   */
  | { type: 'error'; error: unknown; el?: Element };

type Sink = (signal: Signal) => void;
const SINK = '__estampaSignals';
type SignalWindow = Window & { [SINK]?: Sink };

/** Signals kept until the collector starts: beyond this, a page is in trouble that a few already show. */
const MAX_BUFFERED = 100;
let buffered: Signal[] = [];

/** Hands a signal to the collector (or its buffer); nothing on a page that is not sampled. */
export function reportSignal(signal: Signal): void {
  (window as SignalWindow)[SINK]?.(signal);
}

const onError = (event: Event) => reportSignal({ type: 'error', error: event });

/**
 * Decides once per page load, with probability `rate`, whether this page sends field data; if it
 * does, starts buffering signals and listening for errors. Returns the decision.
 */
export function startSignals(rate: number): boolean {
  const win = window as SignalWindow;
  if (win[SINK]) return true; // started already: one decision per page load
  if (!(Math.random() < rate)) return false;
  win[SINK] = (signal) => void (buffered.length < MAX_BUFFERED && buffered.push(signal));
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onError);
  return true;
}

/** The collector takes over: what was buffered first, then each signal as it is reported. */
export function takeSignals(sink: Sink): void {
  (window as SignalWindow)[SINK] = sink;
  buffered.splice(0).forEach(sink);
}

/** Tests only: back to a page that was never sampled. */
export function stopSignals(): void {
  const win = window as SignalWindow;
  if (!win[SINK]) return;
  delete win[SINK];
  buffered = [];
  removeEventListener('error', onError);
  removeEventListener('unhandledrejection', onError);
}
