// JavaScript errors in field data: attributed to the remote whose script threw (by its URL), else
// to the shell; named by their constructor; counted once each and at most MAX_ERRORS per page.
import { MAX, type RumEvent } from '@estampa/shared/telemetry/events';
import { MAX_ERRORS } from './collector';
import { reportSignal, startSignals, stopSignals } from './signals';
import { collectFieldData } from './testing';

let rum: ReturnType<typeof collectFieldData> | undefined;

const REMOTES = {
  prints: 'https://remotos.estampa.example/prints/remoteEntry.js',
  products: 'https://remotos.estampa.example/products/_releases/20260102-products-b2/remoteEntry.js',
};

beforeEach(() => {
  window.history.replaceState({}, '', '/impresiones/dtf');
  document.body.innerHTML =
    '<div data-island="prints/DtfPage" data-build="prints-b1" data-release="20260101-prints-b1"></div>' +
    '<div data-island="uniforms/FutbolPage" data-build="uniforms-b3"></div>' +
    `<script id="mf-remotes" type="application/json">${JSON.stringify(REMOTES)}</script>`;
});

afterEach(() => {
  if (rum) rum.stop();
  else stopSignals();
  rum = undefined;
  document.body.innerHTML = '';
});

/** A window `error` event, as the browser fires it for an uncaught exception. */
const uncaught = (error: unknown, filename = '') =>
  window.dispatchEvent(new ErrorEvent('error', { error, filename, message: String(error) }));

/** A window `unhandledrejection` event (jsdom has no PromiseRejectionEvent). */
function unhandled(reason: unknown) {
  const event = new Event('unhandledrejection');
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
}

function withStack(error: Error, url: string) {
  error.stack = `${error.name}: ${error.message}\n    at render (${url}:1:2345)\n    at https://www.estampa.example/main.js:2:10`;
  return error;
}

async function errorsSent(): Promise<RumEvent[]> {
  rum!.leave();
  return (await rum!.events()).filter((e) => e.type === 'error');
}

it("attributes an error to the remote whose script threw: under its entry's folder, or under /remotes/<name>/", async () => {
  rum = collectFieldData();
  uncaught(new TypeError('a is undefined'), 'https://remotos.estampa.example/prints/812.0a1b2c3d4e.js');
  uncaught(new RangeError('fuera de rango'), 'https://www.estampa.example/remotes/uniforms/33.abcdef0123.js');
  unhandled(
    withStack(
      new Error('sin respuesta'),
      'https://remotos.estampa.example/products/_releases/20260102-products-b2/9.js',
    ),
  );
  uncaught(new SyntaxError('token'), 'https://www.estampa.example/main.js');
  unhandled('un texto'); // no script to tell: the shell's
  expect(await errorsSent()).toEqual([
    { type: 'error', app: 'prints', release: '20260101-prints-b1', name: 'TypeError', message: 'a is undefined' },
    { type: 'error', app: 'uniforms', release: 'uniforms-b3', name: 'RangeError', message: 'fuera de rango' },
    // products has no island on this page: its release is not known here
    { type: 'error', app: 'products', release: 'unknown', name: 'Error', message: 'sin respuesta' },
    { type: 'error', app: 'shell', release: 'dev', name: 'SyntaxError', message: 'token' },
    { type: 'error', app: 'shell', release: 'dev', name: 'String', message: 'un texto' },
  ]);
});

it('names an error by its constructor and keeps the first MAX.message characters of its message, on one line', async () => {
  class QuoteFailed extends Error {}
  rum = collectFieldData();
  uncaught(new QuoteFailed(`línea 1\nlínea 2\t${'x'.repeat(400)}`));
  uncaught(null); // a cross-origin script: the browser tells nothing but "Script error."
  const [quote, hidden] = await errorsSent();
  expect(quote.name).toBe('QuoteFailed');
  expect(quote.message).toHaveLength(MAX.message);
  expect(quote.message).toMatch(/^línea 1 línea 2 x+$/);
  expect(hidden).toMatchObject({ app: 'shell', name: 'Error', message: 'null' });
});

it(`sends each identical error once, and at most ${MAX_ERRORS} errors per page`, async () => {
  rum = collectFieldData();
  for (let i = 0; i < 3; i += 1) uncaught(new TypeError('otra vez'));
  for (let i = 0; i < 20; i += 1) uncaught(new Error(`error ${i}`));
  const sent = await errorsSent();
  expect(sent).toHaveLength(MAX_ERRORS);
  expect(sent.filter((e) => e.message === 'otra vez')).toHaveLength(1);
});

it("sends an error an island's boundary caught (it never reaches window.onerror) as that island's", async () => {
  rum = collectFieldData();
  const island = document.querySelector('[data-island="uniforms/FutbolPage"]')!;
  reportSignal({ type: 'error', error: new TypeError('model is null'), el: island });
  expect(await errorsSent()).toEqual([
    { type: 'error', app: 'uniforms', release: 'uniforms-b3', name: 'TypeError', message: 'model is null' },
  ]);
});

it('keeps the errors from before the collector came (buffered by the signals in main.js)', async () => {
  startSignals(1);
  uncaught(new TypeError('temprano'), 'https://remotos.estampa.example/prints/remoteEntry.js');
  rum = collectFieldData();
  expect(await errorsSent()).toEqual([
    { type: 'error', app: 'prints', release: '20260101-prints-b1', name: 'TypeError', message: 'temprano' },
  ]);
});
