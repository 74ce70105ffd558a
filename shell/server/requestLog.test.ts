/** @jest-environment node */
import { EventEmitter } from 'events';
import { requestId, trackRequest } from './requestLog';

describe('request log', () => {
  it('keeps a sane incoming request id and generates one otherwise', () => {
    expect(requestId('abc-123_x.y')).toBe('abc-123_x.y');
    for (const bad of [undefined, '', 'a b', '<script>', 'x'.repeat(129), 'línea\nnueva']) {
      expect(requestId(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('leaves out taken beacons (thousands a second), but logs a refused one', () => {
    const logger = { info: jest.fn() };
    for (const status of [204, 400, 429]) {
      const res = Object.assign(new EventEmitter(), {
        statusCode: status,
        writableFinished: true,
        setHeader: jest.fn(),
      });
      const ctx = trackRequest({ method: 'POST', url: '/api/rum', headers: {} }, res, logger);
      ctx.route = 'rum';
      res.emit('close');
    }
    expect(logger.info.mock.calls.map(([line]) => line.status)).toEqual([400, 429]);
  });

  it('echoes the id and logs one line when the response ends', () => {
    const res = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: true, setHeader: jest.fn() });
    const logger = { info: jest.fn() };
    let t = 100;
    const ctx = trackRequest(
      { method: 'GET', url: '/impresiones/dtf?x=1', headers: { 'x-request-id': 'lb-7' } },
      res,
      logger,
      () => t,
    );
    expect(res.setHeader).toHaveBeenCalledWith('X-Request-Id', 'lb-7');
    ctx.route = '/impresiones/dtf';
    ctx.fragments = { fresh: [], stale: ['prints/DtfPage'], missing: [] };
    t = 112.34;
    res.emit('close');
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith(
      {
        reqId: 'lb-7',
        method: 'GET',
        path: '/impresiones/dtf',
        route: '/impresiones/dtf',
        status: 200,
        durationMs: 12.3,
        fragments: { fresh: [], stale: ['prints/DtfPage'], missing: [] },
      },
      'request',
    );
  });
});
