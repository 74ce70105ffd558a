/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { CONTRACT, fakeShellBuild, tempDir } from './testing/fakeBuilds';
import { loadContract } from './loadContract';
import { openStore } from './releaseStore';
import { findApp } from './deployableApps';

let work: string;
beforeEach(() => (work = tempDir('contract')));
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('loadContract', () => {
  it('reads --contract as a file relative to where the command was typed', async () => {
    fs.writeFileSync(path.join(work, 'c.json'), JSON.stringify(CONTRACT));
    await expect(loadContract({ hostingDir: work, contract: 'c.json', cwd: work })).resolves.toEqual({
      contract: CONTRACT,
      source: path.join(work, 'c.json'),
    });
    await expect(loadContract({ hostingDir: work, contract: 'none.json', cwd: work })).rejects.toThrow(
      `The shell contract ${path.join(work, 'none.json')} could not be read: no such file`,
    );
  });

  it('fetches --contract from a URL and names a bad answer', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/ok') return res.end(JSON.stringify(CONTRACT));
      if (req.url === '/html') return res.end('<html>');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(loadContract({ hostingDir: work, contract: `${base}/ok` })).resolves.toEqual({
        contract: CONTRACT,
        source: `${base}/ok`,
      });
      await expect(loadContract({ hostingDir: work, contract: `${base}/gone` })).rejects.toThrow(
        `The shell contract ${base}/gone answered HTTP 404`,
      );
      await expect(loadContract({ hostingDir: work, contract: `${base}/html` })).rejects.toThrow(
        `The shell contract ${base}/html is not JSON`,
      );
    } finally {
      server.close();
    }
  });

  it('uses the live shell release, else the local shell build (and says so), else explains what to do', async () => {
    const hosting = path.join(work, 'hosting');
    const local = fakeShellBuild(path.join(work, 'local'), { buildId: 'shell-local' });
    const loaded = await loadContract({ hostingDir: hosting, localShellDist: local });
    expect(loaded.source).toBe(path.join(local, 'templates/contract.json'));
    expect(loaded.note).toBe(
      `the shell has no live release in ${path.join(hosting, 'shell')}; checking against the shell's local build instead`,
    );

    await expect(loadContract({ hostingDir: hosting, localShellDist: path.join(work, 'nothing') })).rejects.toThrow(
      `No shell contract to check against: the shell has no live release in ${path.join(hosting, 'shell')} and ${path.join(work, 'nothing/templates/contract.json')} does not exist. Deploy the shell first (npm run deploy -w shell) or pass --contract <file|url>`,
    );

    const store = openStore({ hostingDir: hosting, app: findApp('shell') });
    const r = store.publish({
      buildDir: fakeShellBuild(path.join(work, 'live'), { buildId: 'shell-live' }),
      buildId: 'shell-live',
    });
    store.switchTo(r.releaseId, 'deploy');
    const live = await loadContract({ hostingDir: hosting, localShellDist: local });
    expect(live.source).toBe(path.join(hosting, 'shell/live/templates/contract.json'));
    expect(live.note).toBeUndefined();
    expect(live.contract.shell?.buildId).toBe('shell-live');
  });

  it('refuses a contract that is not one', async () => {
    fs.writeFileSync(path.join(work, 'bad.json'), JSON.stringify({ routes: {} }));
    await expect(loadContract({ hostingDir: work, contract: path.join(work, 'bad.json') })).rejects.toThrow(
      `The shell contract ${path.join(work, 'bad.json')} is not valid: no "shared" object`,
    );
  });
});
