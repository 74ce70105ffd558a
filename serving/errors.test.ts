/** @jest-environment node */
import net from 'node:net';
import { portInUseMessage } from './errors';

describe('portInUseMessage', () => {
  it('names the port a second server could not take, and what to do', async () => {
    const first = net.createServer();
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    const { port } = first.address() as net.AddressInfo;
    const second = net.createServer();
    const error = await new Promise<Error>((resolve) => {
      second.once('error', resolve);
      second.listen(port, '127.0.0.1');
    });
    first.close();
    expect(portInUseMessage(error, 'serve-all')).toBe(
      `serve-all: port ${port} is in use, perhaps by a site already running on these ports ` +
        '(npm start / npm run serve); stop it, or start this one with another PORT_OFFSET',
    );
  });

  it('says nothing of other errors', () => {
    expect(portInUseMessage(new Error('boom'), 'serve-all')).toBeNull();
    expect(portInUseMessage(Object.assign(new Error('denied'), { code: 'EACCES' }), 'serve-all')).toBeNull();
  });
});
