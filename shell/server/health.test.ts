/** @jest-environment node */
import { remoteState, createRemoteHealth } from './health';
import { createBreakers } from './circuitBreaker';

describe('remoteState', () => {
  const closed = { open: false, failing: false, lastError: null };
  const open = { open: true, failing: true, lastError: 'timeout' };
  const answeringGarbage = { open: false, failing: true, lastError: 'no data-island marker' };
  it('ok while closed, stale when open with content, down when open without', () => {
    expect(remoteState(closed, [])).toEqual({ status: 'ok', ageS: null, lastError: null });
    expect(remoteState(closed, [1200, 3400])).toEqual({ status: 'ok', ageS: 3, lastError: null });
    expect(remoteState(open, [61000])).toEqual({ status: 'stale', ageS: 61, lastError: 'timeout' });
    expect(remoteState(open, [])).toEqual({ status: 'down', ageS: null, lastError: 'timeout' });
  });
  it('a remote answering garbage is failing too, though its breaker stays closed', () => {
    expect(remoteState(answeringGarbage, [5000])).toEqual({
      status: 'stale',
      ageS: 5,
      lastError: 'no data-island marker',
    });
    expect(remoteState(answeringGarbage, [])).toEqual({
      status: 'down',
      ageS: null,
      lastError: 'no data-island marker',
    });
  });
});

describe('remote health', () => {
  const setup = () => {
    const breakers = createBreakers({ now: () => 0 });
    const ages: Record<string, number[]> = { prints: [], order: [] };
    const fragments = { servableAges: (n: string) => ages[n], probe: jest.fn() };
    const logger = { info: jest.fn(), warn: jest.fn() };
    const health = createRemoteHealth({ names: () => ['prints', 'order'], breakers, fragments, logger });
    return { breakers, ages, fragments, logger, health };
  };

  it('is ready (200) while every remote is ok or stale, 503 when one is down', () => {
    const { breakers, ages, fragments, health } = setup();
    expect(health.readiness()).toEqual({
      httpStatus: 200,
      body: {
        status: 'ready',
        remotes: {
          prints: { status: 'ok', ageS: null, lastError: null },
          order: { status: 'ok', ageS: null, lastError: null },
        },
      },
    });
    ages.prints = [12000];
    breakers.get('prints').failure(new Error('timeout'));
    expect(health.readiness()).toMatchObject({
      httpStatus: 200,
      body: { status: 'ready', remotes: { prints: { status: 'stale', ageS: 12, lastError: 'timeout' } } },
    });
    breakers.get('order').failure(new Error('HTTP 500'));
    expect(health.readiness()).toMatchObject({
      httpStatus: 503,
      body: { status: 'degraded', remotes: { order: { status: 'down', lastError: 'HTTP 500' } } },
    });
    expect(fragments.probe).toHaveBeenCalledWith('order'); // a readiness check drives the probes
  });

  it('is not ready (503, no-remotes) when no remote is configured: every island would show its fallback', () => {
    const breakers = createBreakers({ now: () => 0 });
    const fragments = { servableAges: () => [], probe: jest.fn() };
    const health = createRemoteHealth({ names: () => [], breakers, fragments });
    expect(health.readiness()).toEqual({ httpStatus: 503, body: { status: 'no-remotes', remotes: {} } });
  });

  it('logs each state change once', () => {
    const { breakers, ages, logger, health } = setup();
    health.observe('prints');
    expect(logger.warn).not.toHaveBeenCalled();
    breakers.get('prints').failure(new Error('timeout'));
    health.observe('prints');
    health.observe('prints');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenLastCalledWith(
      expect.objectContaining({ remote: 'prints', from: 'ok', to: 'down', lastError: 'timeout' }),
      'remote state changed',
    );
    ages.prints = [1000];
    health.observe('prints');
    expect(logger.warn).toHaveBeenLastCalledWith(
      expect.objectContaining({ from: 'down', to: 'stale' }),
      'remote state changed',
    );
    breakers.get('prints').success();
    health.observe('prints');
    expect(logger.info).toHaveBeenLastCalledWith(
      expect.objectContaining({ remote: 'prints', from: 'stale', to: 'ok' }),
      'remote state changed',
    );
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.info).toHaveBeenCalledTimes(1);
  });
});
