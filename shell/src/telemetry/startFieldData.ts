import { whenLoadedAndIdle } from '../app/whenLoadedAndIdle';
import { startSignals } from './signals';

/** Share of page loads that send field data, set at build time (RUM_SAMPLE_RATE, shell/webpack.config.js). */
declare const __RUM_SAMPLE_RATE__: number | undefined;
const SAMPLE_RATE = typeof __RUM_SAMPLE_RATE__ === 'number' ? __RUM_SAMPLE_RATE__ : 1;

type CollectorModule = { startCollector: () => unknown };
const loadCollector = (): Promise<CollectorModule> => import(/* webpackChunkName: "rum" */ './collector');

/**
 * Field data for this page load, if it is sampled: signals are buffered from now on, and the
 * collector's chunk is fetched once the page has loaded and the browser is idle (never on the
 * start-up path). A page that is not sampled fetches nothing and sends nothing.
 */
export function startFieldData(rate = SAMPLE_RATE, load = loadCollector): boolean {
  if (!startSignals(rate)) return false;
  whenLoadedAndIdle(
    () =>
      void load().then(
        (collector) => collector.startCollector(),
        () => undefined,
      ),
  );
  return true;
}
