import { registerServiceWorkerWhenIdle } from './registerServiceWorker';

function fakeWindow({ readyState = 'loading', withWorker = true } = {}) {
  const register = jest.fn(() => Promise.resolve());
  const listeners: Record<string, () => void> = {};
  const idle: (() => void)[] = [];
  const win = {
    navigator: withWorker ? { serviceWorker: { register } } : {},
    document: { readyState },
    addEventListener: jest.fn((type: string, fn: () => void) => (listeners[type] = fn)),
    requestIdleCallback: jest.fn((fn: () => void) => idle.push(fn)),
    setTimeout: jest.fn(),
  };
  return { win: win as unknown as Window, register, listeners, idle };
}

describe('registerServiceWorkerWhenIdle', () => {
  it('waits for the load event, then for an idle moment, then registers /sw.js', () => {
    const { win, register, listeners, idle } = fakeWindow();
    registerServiceWorkerWhenIdle(win);
    expect(register).not.toHaveBeenCalled();
    listeners.load();
    expect(register).not.toHaveBeenCalled();
    idle.forEach((fn) => fn());
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('after load already happened, only waits for idle', () => {
    const { win, register, idle } = fakeWindow({ readyState: 'complete' });
    registerServiceWorkerWhenIdle(win);
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers', () => {
    const { win, listeners } = fakeWindow({ withWorker: false });
    registerServiceWorkerWhenIdle(win);
    expect(listeners.load).toBeUndefined();
  });
});
