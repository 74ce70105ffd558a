/** @jest-environment node */
import { createBreakers } from './circuitBreaker';

describe('circuit breakers', () => {
  let t = 0;
  const now = () => t;
  beforeEach(() => {
    t = 1000;
  });

  it('lets every request through while closed', () => {
    const b = createBreakers({ now }).get('prints');
    expect(b.isOpen).toBe(false);
    expect([b.allow(), b.allow(), b.allow()]).toEqual([true, true, true]);
  });

  it('opens on a failure: one probe per window, until a success closes it', () => {
    const onChange = jest.fn();
    const breakers = createBreakers({ now, retryMs: 5000, onChange });
    const b = breakers.get('prints');
    b.failure(new Error('timeout'));
    expect(b.isOpen).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('prints', 'open', 'timeout');
    expect(b.allow()).toBe(false); // inside the window
    t += 4999;
    expect(b.allow()).toBe(false);
    t += 1;
    expect(b.allow()).toBe(true); // the window's probe
    expect(b.allow()).toBe(false); // only one
    t += 10000;
    expect(b.allow()).toBe(false); // the probe has not finished yet
    b.failure(new Error('again'));
    expect(b.snapshot()).toMatchObject({ open: true, lastError: 'again', lastFailureAt: t });
    expect(b.allow()).toBe(false);
    t += 5000;
    expect(b.allow()).toBe(true);
    b.success();
    expect(b.isOpen).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith('prints', 'closed', null);
    expect(onChange).toHaveBeenCalledTimes(2); // open once, closed once
    expect(b.allow()).toBe(true);
  });

  it('keeps one breaker per remote, and forgets them all on reset', () => {
    const breakers = createBreakers({ now });
    breakers.get('prints').failure(new Error('down'));
    expect(breakers.get('prints').isOpen).toBe(true);
    expect(breakers.get('order').isOpen).toBe(false);
    breakers.reset();
    expect(breakers.get('prints').isOpen).toBe(false);
  });
});

describe('a remote that answers the wrong thing', () => {
  it('is failing but stays closed (its files still pass) until its next success', () => {
    const changes: string[] = [];
    const breakers = createBreakers({
      retryMs: 5000,
      now: () => 0,
      onChange: (_n: string, to: string) => changes.push(to),
    });
    const b = breakers.get('prints');
    b.wrongAnswer(new Error('no data-island marker'));
    expect(b.isOpen).toBe(false);
    expect(b.allow()).toBe(true);
    expect(b.snapshot()).toMatchObject({ open: false, failing: true, lastError: 'no data-island marker' });
    b.success();
    expect(b.snapshot()).toMatchObject({ failing: false });
    expect(changes).toEqual(['wrong answer', 'answering']);
  });
});
