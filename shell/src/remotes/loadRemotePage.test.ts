import { federationHost } from './federationHost';
import { loadRemotePage } from './loadRemotePage';

jest.mock('./federationHost', () => ({ federationHost: jest.fn() }));

const host = federationHost as jest.MockedFunction<typeof federationHost>;
const loadRemote = jest.fn();
const entries = { prints: 'https://prints.example/remoteEntry.js' };
const Page = () => null;

beforeEach(() => {
  loadRemote.mockReset();
  host.mockReset();
  host.mockResolvedValue({ loadRemote });
});

describe('loadRemotePage', () => {
  it("loads the page module through the federation host, with the page's remotes registered", async () => {
    loadRemote.mockResolvedValueOnce({ default: Page, buildId: 'b1' });
    await expect(loadRemotePage('prints', 'DtfPage', entries)).resolves.toEqual({ default: Page, buildId: 'b1' });
    expect(host).toHaveBeenCalledWith(entries);
    expect(loadRemote).toHaveBeenCalledWith('prints/DtfPage');
  });

  it('rejects when the runtime gives up (after its retry plugin), so the island shows its notice', async () => {
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script'));
    await expect(loadRemotePage('prints', 'DtfPage', entries)).rejects.toThrow('ScriptNetworkError');
  });

  it('rejects when the federation host itself cannot be loaded', async () => {
    host.mockRejectedValueOnce(new Error('No se pudo cargar /federation.0123456789.js'));
    await expect(loadRemotePage('prints', 'DtfPage', entries)).rejects.toThrow('No se pudo cargar /federation');
  });

  it('gives up on a load still waiting after 15 s', async () => {
    jest.useFakeTimers();
    try {
      loadRemote.mockReturnValue(new Promise(() => {}));
      const result = loadRemotePage('prints', 'DtfPage', entries);
      const settled = expect(result).rejects.toThrow('prints/DtfPage: sin respuesta en 15000 ms');
      await jest.advanceTimersByTimeAsync(15000);
      await settled;
      expect(loadRemote).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejects a module that is not a page, and a remote that is not deployed, without loading it', async () => {
    loadRemote.mockResolvedValueOnce({ default: 'nope' });
    await expect(loadRemotePage('prints', 'DtfPage', entries)).rejects.toThrow('prints/DtfPage no exporta una página');
    loadRemote.mockResolvedValueOnce(null);
    await expect(loadRemotePage('prints', 'DtfPage', entries)).rejects.toThrow('prints/DtfPage no exporta una página');
    await expect(loadRemotePage('order', 'PedidoPage', entries)).rejects.toThrow(
      'El remoto "order" no está desplegado',
    );
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
