import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { createRetryPlugin } from './retryPlugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof createRetryPlugin>['errorLoadRemote']>>[0];

/** The runtime's call when loadRemote fails, with the instance's loadRemote played by `loadRemote`. */
function failure(id: string, loadRemote: jest.Mock, lifecycle: ErrorArgs['lifecycle'] = 'onLoad'): ErrorArgs {
  return {
    id,
    error: new Error('ScriptNetworkError'),
    from: 'runtime',
    lifecycle,
    origin: { loadRemote } as unknown as ModuleFederation,
  };
}

describe('retry plugin', () => {
  it('loads a module whose entry or chunk failed once more, after the pause, and answers with it', async () => {
    jest.useFakeTimers();
    try {
      const Page = { default: () => null };
      const loadRemote = jest.fn().mockResolvedValue(Page);
      const answer = createRetryPlugin({ delayMs: 500 }).errorLoadRemote!(failure('prints/DtfPage', loadRemote));
      await jest.advanceTimersByTimeAsync(499);
      expect(loadRemote).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toBe(Page);
      expect(loadRemote).toHaveBeenCalledWith('prints/DtfPage');
    } finally {
      jest.useRealTimers();
    }
  });

  it("lets the second failure stand (the island's notice), once per module", async () => {
    const plugin = createRetryPlugin({ delayMs: 0 });
    const loadRemote = jest.fn().mockRejectedValue(new Error('still down'));
    await expect(plugin.errorLoadRemote!(failure('prints/DtfPage', loadRemote))).rejects.toThrow('still down');
    // The runtime calls the hook again for the failed retry: it answers nothing, the error stands.
    await expect(plugin.errorLoadRemote!(failure('prints/DtfPage', loadRemote))).resolves.toBeUndefined();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    // Another module still gets its own retry.
    loadRemote.mockResolvedValueOnce({ default: () => null });
    await expect(plugin.errorLoadRemote!(failure('prints/LonaPage', loadRemote))).resolves.toBeDefined();
  });

  it('does not retry a request that failed before loading (an unknown remote)', async () => {
    const loadRemote = jest.fn();
    const plugin = createRetryPlugin({ delayMs: 0 });
    await expect(plugin.errorLoadRemote!(failure('nope/Page', loadRemote, 'beforeRequest'))).resolves.toBeUndefined();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
