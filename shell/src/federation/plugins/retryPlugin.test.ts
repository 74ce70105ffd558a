import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { collectFieldData } from '../../telemetry/testing';
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

  it("reports each retry for field data, as the remote's (its island's release)", async () => {
    document.body.innerHTML =
      '<div data-island="prints/DtfPage" data-build="prints-b1" data-release="20260101-prints-b1"></div>';
    const rum = collectFieldData();
    try {
      const plugin = createRetryPlugin({ delayMs: 0 });
      const loadRemote = jest.fn().mockRejectedValue(new Error('still down'));
      await expect(plugin.errorLoadRemote!(failure('prints/DtfPage', loadRemote))).rejects.toThrow('still down');
      await plugin.errorLoadRemote!(failure('prints/DtfPage', loadRemote)); // the error stands: no retry
      await plugin.errorLoadRemote!(failure('nope/Page', loadRemote, 'beforeRequest'));
      rum.leave();
      expect((await rum.events()).filter((e) => e.type === 'retry')).toEqual([
        { type: 'retry', app: 'prints', release: '20260101-prints-b1' },
      ]);
    } finally {
      rum.stop();
      document.body.innerHTML = '';
    }
  });
});
