// Sampling and scheduling: a page load is sampled once; a page that is not fetches no collector
// and sends nothing; a sampled one fetches it only after load, when idle, and loses nothing reported before.
import * as collector from './collector';
import { reportSignal, stopSignals } from './signals';
import { startFieldData } from './startFieldData';
import { fakeVitals, readBlob } from './testing';

let stopCollector: (() => void) | undefined;
const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
const loadCollector = jest.fn(async () => ({
  startCollector: () => (stopCollector = collector.startCollector(async () => fakeVitals().module)),
}));

// The page's own handling of errors (else jest would fail the test on the error events it sends).
const pageHandlesErrors = () => undefined;

beforeEach(() => {
  jest.useFakeTimers();
  window.addEventListener('error', pageHandlesErrors);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: sendBeacon });
  document.body.innerHTML =
    '<div data-island="prints/DtfPage" data-build="prints-b1"></div><a href="https://wa.me/18095550100">Chat</a>';
  document.addEventListener('click', noNavigation);
});

afterEach(() => {
  window.removeEventListener('error', pageHandlesErrors);
  stopCollector?.();
  stopCollector = undefined;
  stopSignals();
  sendBeacon.mockClear();
  loadCollector.mockClear();
  document.removeEventListener('click', noNavigation);
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  delete (document as { readyState?: unknown }).readyState;
  jest.useRealTimers();
});

const noNavigation = (event: Event) => event.preventDefault();

/** Everything a visitor's page could report: errors, an island's outcome, a chat opened; then leaving. */
async function aWholeVisit() {
  window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('temprano') }));
  reportSignal({ type: 'island', el: document.querySelector('[data-island]')!, name: 'hydrated' });
  window.dispatchEvent(new Event('load'));
  await jest.advanceTimersByTimeAsync(10_000); // load, then idle (no requestIdleCallback here: a timer)
  document.querySelector('a')!.click();
  window.dispatchEvent(new Event('pagehide'));
}

it('with a sample rate of 0, fetches no collector and sends nothing', async () => {
  expect(startFieldData(0, loadCollector)).toBe(false);
  await aWholeVisit();
  expect(loadCollector).not.toHaveBeenCalled();
  expect(sendBeacon).not.toHaveBeenCalled();
});

it('with a sample rate of 1, fetches the collector after load, when idle, and sends what came before it too', async () => {
  Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
  expect(startFieldData(1, loadCollector)).toBe(true);
  await jest.advanceTimersByTimeAsync(5000);
  expect(loadCollector).not.toHaveBeenCalled(); // not before the load event
  await aWholeVisit();
  expect(loadCollector).toHaveBeenCalledTimes(1);
  const events = (
    await Promise.all(sendBeacon.mock.calls.map(async ([, body]) => JSON.parse(await readBlob(body)).events))
  ).flat();
  expect(events.map((e: { type: string; name?: string }) => `${e.type}${e.name ? `:${e.name}` : ''}`)).toEqual([
    'view',
    'view',
    'error:TypeError',
    'island:hydrated',
    'intent:whatsapp',
  ]);
});

it('decides once per page load: a share of page loads as the rate says', () => {
  const random = jest.spyOn(Math, 'random');
  random.mockReturnValueOnce(0.24);
  expect(startFieldData(0.25, loadCollector)).toBe(true);
  stopSignals();
  random.mockReturnValueOnce(0.25);
  expect(startFieldData(0.25, loadCollector)).toBe(false);
  random.mockRestore();
});
