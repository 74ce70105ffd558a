/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startOrExit } from './startup';

function run(start: () => http.Server[]) {
  const lines: string[] = [];
  const exits: number[] = [];
  const done = new Promise<void>((resolve) => {
    startOrExit('composer', start, {
      write: (line) => lines.push(line),
      exit: (code) => {
        exits.push(code);
        resolve();
      },
    });
  });
  return { lines, exits, done };
}

describe('startOrExit', () => {
  it('ends with exit code 1 and one line naming a setting it cannot use', async () => {
    const { lines, exits, done } = run(() => {
      throw new Error('PORT must be a whole number from 0 to 65535, got "abc"');
    });
    await done;
    expect(lines).toEqual(['composer: cannot start: PORT must be a whole number from 0 to 65535, got "abc"\n']);
    expect(exits).toEqual([1]);
  });

  it('names a port already in use', async () => {
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const { lines, exits, done } = run(() => [http.createServer().listen(port, '127.0.0.1')]);
      await done;
      expect(lines).toEqual([`composer: cannot start: listen EADDRINUSE: address already in use 127.0.0.1:${port}\n`]);
      expect(exits).toEqual([1]);
    } finally {
      taken.close();
    }
  });
});
