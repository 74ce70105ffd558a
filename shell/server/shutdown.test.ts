/** @jest-environment node */
import http from 'http';
import type { IncomingMessage, ServerResponse } from 'http';
import { EventEmitter } from 'events';
import { drain, stopOnSignals } from './shutdown';
import { listen } from './testSupport';

/** A GET with its own keep-alive agent: resolves { status, body } or rejects with the error. */
function get(url: string, agent?: http.Agent) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { agent }, (res: IncomingMessage) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

describe('graceful stop', () => {
  it('lets an in-flight request finish while new connections are refused, closing idle keep-alive ones', async () => {
    let release: () => void = () => {};
    let arrivedNow: () => void = () => {};
    const arrived = new Promise<void>((r) => (arrivedNow = r));
    const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/slow') {
        release = () => res.end('terminado');
        arrivedNow();
      } else res.end('rápido');
    });
    const base = await listen(server);
    const idleAgent = new http.Agent({ keepAlive: true });
    expect((await get(`${base}/fast`, idleAgent)).body).toBe('rápido'); // leaves an idle keep-alive connection
    const inFlight = get(`${base}/slow`);
    await arrived;

    const drained = drain([server], { timeoutMs: 60000 });
    await expect(get(`${base}/fast`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    release();
    expect(await inFlight).toEqual({ status: 200, body: 'terminado' });
    expect(await drained).toBe(true); // resolves only once every connection, the idle one too, is closed
    idleAgent.destroy();
  });

  it('after the timeout, destroys what is left and reports it', async () => {
    const server = http.createServer(() => {}); // never answers
    const base = await listen(server);
    const stuck = get(base).then(
      () => 'answered',
      (e: NodeJS.ErrnoException) => e.code,
    );
    await new Promise((r) => server.once('request', r));
    expect(await drain([server], { timeoutMs: 20 })).toBe(false);
    expect(await stuck).toBe('ECONNRESET');
  });

  it('on SIGTERM drains and exits 0; on a forced stop exits 1; a second signal exits 1 at once', async () => {
    const proc = new EventEmitter();
    const exit = jest.fn();
    const logger = { info: jest.fn(), error: jest.fn() };
    const server = http.createServer((_req: IncomingMessage, res: ServerResponse) => res.end('x'));
    await listen(server);
    const stop = stopOnSignals([server], { proc, exit, logger, timeoutMs: 60000 });
    proc.emit('SIGTERM');
    proc.emit('SIGINT');
    expect(exit).toHaveBeenCalledWith(1); // the second signal
    expect(logger.error).toHaveBeenCalledWith({ signal: 'SIGINT' }, 'second signal while draining: exiting now');
    await new Promise((r) => server.once('close', r));
    await new Promise((r) => setImmediate(r));
    expect(exit).toHaveBeenLastCalledWith(0);
    expect(typeof stop).toBe('function');

    const hung = http.createServer(() => {});
    const base = await listen(hung);
    const pending = get(base).catch(() => null);
    await new Promise((r) => hung.once('request', r));
    const exit2 = jest.fn();
    await stopOnSignals([hung], { proc: new EventEmitter(), exit: exit2, logger, timeoutMs: 20 })('SIGTERM');
    expect(exit2).toHaveBeenCalledWith(1);
    expect(logger.error).toHaveBeenLastCalledWith(
      { timeoutMs: 20 },
      'requests still running after 20 ms: connections closed, exiting with 1',
    );
    await pending;
  });
});
