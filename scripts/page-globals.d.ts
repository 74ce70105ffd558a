// What the measuring scripts (bench.js, long-tasks.js, bench-hydration.js) keep on `window` in the page they load,
// and the fields of the performance entries they read there that TypeScript's DOM library does
// not have yet (resource timing's initiatorType is there; layout shifts and long animation
// frames are not).
export {};

/* eslint-disable @typescript-eslint/no-explicit-any -- bench.js and long-tasks.js keep entries of their own shape under these names */

type ScriptTiming = { duration: number; sourceURL: string; invokerType: string; invoker: string };

declare global {
  interface Window {
    __longTasks: any[];
    __frames: any[];
    __shifts: any[];
    __alerts: string[];
    __observer: PerformanceObserver;
    /** bench-hydration.js: when the first island said it had hydrated (performance.now()), or null */
    __hydratedAt: number | null;
  }
  interface PerformanceEntry {
    /** resource entries */
    initiatorType?: string;
    /** layout-shift entries */
    value?: number;
    /** long-animation-frame entries */
    renderStart?: number;
    scripts?: ScriptTiming[];
  }
}
