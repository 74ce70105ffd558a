// What the collector sends: one view per app shown, vitals and errors attributed to the island
// (remote) they belong to, batches within the server's limits, sent at the right moments.
import { BEACON_VERSION, COLLECTOR_MARK, MAX, RUM_ENDPOINT } from '@estampa/shared/telemetry/events';
import { reportSignal } from './signals';
import { collectFieldData, fakeVitals, readBlob } from './testing';

let rum: ReturnType<typeof collectFieldData> | undefined;
const collect = (...args: Parameters<typeof collectFieldData>) => (rum = collectFieldData(...args));

/** A composed page: the shell's header, one island per remote given, and the remotes' entry URLs. */
function page(islands: string, remotes: Record<string, string> = {}) {
  document.body.innerHTML = `<header><h1 id="logo">Estampa</h1></header>${islands}<script id="mf-remotes" type="application/json">${JSON.stringify(remotes)}</script>`;
}
const DTF =
  '<div data-island="prints/DtfPage" data-build="prints-b1" data-release="20260101-prints-b1"><h1>DTF</h1><p id="dtf-text">Texto</p></div>';
const POLOS = '<div data-island="products/PolosPage" data-build="products-b7"><h2 id="polos">Polos</h2></div>';
const STUB = '<div data-island="order/PedidoPage" data-build="" data-fallback="true"><p>Aviso</p></div>';

// jsdom does not navigate: links are clicked for their events only.
const noNavigation = (event: Event) => event.preventDefault();

beforeEach(() => {
  window.history.replaceState({}, '', '/impresiones/dtf?utm=x#precios');
  document.addEventListener('click', noNavigation);
});

afterEach(() => {
  document.removeEventListener('click', noNavigation);
  rum?.stop();
  rum = undefined;
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('views', () => {
  it("sends one view per app shown: the shell (its build id) and each island (its release, else its build, else 'unknown')", async () => {
    page(DTF + POLOS + STUB);
    const { leave, beacons } = collect();
    leave();
    const [beacon] = await beacons();
    expect(beacon).toEqual({
      v: BEACON_VERSION,
      route: '/impresiones/dtf',
      shell: 'dev',
      events: [
        { type: 'view', app: 'shell', release: 'dev' },
        { type: 'view', app: 'prints', release: '20260101-prints-b1' },
        { type: 'view', app: 'products', release: 'products-b7' },
        { type: 'view', app: 'order', release: 'unknown' },
      ],
    });
  });

  it('names the route by its path only: no query string, no hash', async () => {
    page('');
    const { leave, sent } = collect();
    leave();
    const text = await readBlob(sent[0].body);
    expect(JSON.parse(text).route).toBe('/impresiones/dtf');
    expect(text).not.toContain('utm');
    expect(text).not.toContain('precios');
  });

  it('leaves out an island of an app the server does not know (it would refuse the whole beacon)', async () => {
    page('<div data-island="otro/Pagina" data-build="x1"></div>');
    const { leave, events } = collect();
    leave();
    expect(await events()).toEqual([{ type: 'view', app: 'shell', release: 'dev' }]);
  });
});

describe('batches', () => {
  it('sends nothing while the page is shown, however long it stays open; hidden, it sends all that waited in one beacon', async () => {
    jest.useFakeTimers();
    page(DTF);
    const { sent, events } = collect();
    reportSignal({ type: 'retry', app: 'prints' });
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(sent).toHaveLength(0);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe(RUM_ENDPOINT);
    expect(sent[0].body.type).toBe('application/json');
    expect((await events()).map((e) => e.type)).toEqual(['view', 'view', 'retry']);
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it(`marks the moment it starts listening (User Timing '${COLLECTOR_MARK}')`, () => {
    const mark = jest.fn(); // jsdom has no User Timing
    Object.defineProperty(performance, 'mark', { configurable: true, writable: true, value: mark });
    page('');
    collect();
    expect(mark).toHaveBeenCalledWith(COLLECTOR_MARK);
    delete (performance as { mark?: unknown }).mark;
  });

  it(`sends at once when ${MAX.events} events are queued`, async () => {
    jest.useFakeTimers();
    page('');
    const { sent, events } = collect();
    for (let i = 1; i < MAX.events; i += 1) reportSignal({ type: 'retry', app: 'prints' });
    expect(sent).toHaveLength(1);
    expect(await events()).toHaveLength(MAX.events);
    reportSignal({ type: 'retry', app: 'prints' });
    expect(sent).toHaveLength(1); // the next one waits for the page to be hidden, or for a full batch
  });

  it('sends what is queued when the page is hidden or left', async () => {
    page(DTF);
    const { sent, events } = collect();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(sent).toHaveLength(0);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(sent).toHaveLength(1);
    reportSignal({ type: 'retry', app: 'prints' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2); // nothing queued, nothing sent
    expect((await events()).map((e) => e.type)).toEqual(['view', 'view', 'retry']);
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it.each([
    ['sendBeacon refuses it', () => false],
    ['the browser has no sendBeacon', null],
  ])('posts with fetch (keepalive) when %s', async (_case, sendBeacon) => {
    const fetch = jest.fn(() => Promise.resolve({ ok: true, status: 204 }));
    Object.defineProperty(window, 'fetch', { configurable: true, writable: true, value: fetch });
    page('');
    const { leave } = collect({ sendBeacon });
    leave();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(RUM_ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect((init.body as Blob).type).toBe('application/json');
    expect(JSON.parse(await readBlob(init.body as Blob)).events).toEqual([
      { type: 'view', app: 'shell', release: 'dev' },
    ]);
    delete (window as { fetch?: unknown }).fetch;
  });

  it(`keeps every beacon within ${MAX.bytes} bytes, splitting a large batch, and loses no event`, async () => {
    jest.useFakeTimers();
    const long = '€'.repeat(MAX.item); // 3 bytes each in UTF-8
    page(`<div data-intent-item="${long}"><a href="https://wa.me/18095550100">Chat</a></div>`);
    const { sent, beacons } = collect();
    for (let i = 0; i < 10; i += 1)
      window.dispatchEvent(new ErrorEvent('error', { error: new Error(`${i}${long}${long}`) }));
    const link = document.querySelector('a')!;
    while (sent.length === 0) link.click();
    expect(sent.length).toBeGreaterThan(1);
    for (const { body } of sent) expect(body.size).toBeLessThanOrEqual(MAX.bytes);
    const all = (await beacons()).flatMap((b) => b.events);
    expect(all).toHaveLength(MAX.events);
    expect(all.filter((e) => e.type === 'error')).toHaveLength(10);
    expect(all.filter((e) => e.type === 'intent')).toHaveLength(MAX.events - 11);
    expect(all.find((e) => e.type === 'intent')!.item).toBe(long);
  });
});

describe('vitals', () => {
  it('attributes each metric to the island its element is in, else to the shell, with rounded values', async () => {
    page(DTF + POLOS);
    const vitals = fakeVitals();
    const { leave, events, settle } = collect({ loadVitals: async () => vitals.module });
    await settle(); // web-vitals' chunk
    vitals.report('LCP', 1834.56, { element: document.querySelector('#dtf-text')! });
    vitals.report('INP', 96.4, { target: '#polos' }); // web-vitals' own selector
    vitals.report('CLS', 0.123456, { element: document.querySelector('#logo')! });
    vitals.report('FCP', 912.5);
    vitals.report('TTFB', 120.2);
    vitals.report('LCP', MAX.value + 1); // a clock glitch, not a measurement
    leave();
    expect((await events()).filter((e) => e.type === 'vital')).toEqual([
      { type: 'vital', app: 'prints', release: '20260101-prints-b1', name: 'LCP', value: 1835 },
      { type: 'vital', app: 'products', release: 'products-b7', name: 'INP', value: 96 },
      { type: 'vital', app: 'shell', release: 'dev', name: 'CLS', value: 0.1235 },
      { type: 'vital', app: 'shell', release: 'dev', name: 'FCP', value: 913 },
      { type: 'vital', app: 'shell', release: 'dev', name: 'TTFB', value: 120 },
    ]);
  });

  it('attributes a target that is no selector, or matches nothing, to the shell', async () => {
    page(DTF);
    const vitals = fakeVitals();
    const { leave, events, settle } = collect({ loadVitals: async () => vitals.module });
    await settle();
    vitals.report('INP', 40, { target: 'div>>p' });
    vitals.report('LCP', 800, { target: '#gone' });
    leave();
    expect((await events()).filter((e) => e.type === 'vital').map((e) => e.app)).toEqual(['shell', 'shell']);
  });

  it('still sends the rest when web-vitals cannot be loaded', async () => {
    page(DTF);
    const { leave, events, settle } = collect({ loadVitals: () => Promise.reject(new Error('chunk failed')) });
    await settle();
    reportSignal({ type: 'retry', app: 'prints' });
    leave();
    expect((await events()).map((e) => e.type)).toEqual(['view', 'view', 'retry']);
  });
});
