import { loadRemoteModule } from './remoteContainer';
import { loadRemotePage } from './loadRemotePage';

jest.mock('./remoteContainer', () => ({ loadRemoteModule: jest.fn() }));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const entries = { prints: 'https://prints.example/remoteEntry.js' };
const Page = () => null;
const chunkError = () =>
  Object.assign(new Error('Loading chunk 153 failed.\n(error: https://prints.example/153.9c348a2fe3.js)'), {
    name: 'ChunkLoadError',
  });

beforeEach(() => load.mockReset());

describe('loadRemotePage', () => {
  it('loads the page module of the remote', async () => {
    load.mockResolvedValueOnce({ default: Page, buildId: 'b1' });
    await expect(loadRemotePage('prints', 'DtfPage', entries, 0)).resolves.toEqual({ default: Page, buildId: 'b1' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('prints', 'https://prints.example/remoteEntry.js', 'DtfPage');
  });

  it('tries a failed load (an entry or a chunk that did not arrive) once more, after a pause', async () => {
    jest.useFakeTimers();
    try {
      load.mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ default: Page });
      const result = loadRemotePage('prints', 'DtfPage', entries, 500);
      await jest.advanceTimersByTimeAsync(499);
      expect(load).toHaveBeenCalledTimes(1); // still pausing
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ default: Page });
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives up after the second failure (the island then shows its notice with Reintentar)', async () => {
    load
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script'));
    await expect(loadRemotePage('prints', 'DtfPage', entries, 0)).rejects.toThrow('ScriptNetworkError');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry a load still waiting at the timeout', async () => {
    jest.useFakeTimers();
    try {
      load.mockReturnValue(new Promise(() => {}));
      const result = loadRemotePage('prints', 'DtfPage', entries, 0);
      const settled = expect(result).rejects.toThrow('prints/DtfPage: sin respuesta en 15000 ms');
      await jest.advanceTimersByTimeAsync(15000);
      await settled;
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects a module that is not a page, and a remote that is not deployed, without loading twice', async () => {
    load.mockResolvedValueOnce({ default: 'nope' } as never);
    await expect(loadRemotePage('prints', 'DtfPage', entries, 0)).rejects.toThrow(
      'prints/DtfPage no exporta una página',
    );
    await expect(loadRemotePage('order', 'PedidoPage', entries, 0)).rejects.toThrow(
      'El remoto "order" no está desplegado',
    );
    expect(load).toHaveBeenCalledTimes(1);
  });
});
