/** @jest-environment node */
// A remote's origin serving the live release of a hosting folder, switched under it.
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { fakeRemoteBuild, tempDir } from '../releases/testing/fakeBuilds';
import { serveRemote } from './serve-remote';
import { openStore } from '../releases/releaseStore';
import { findApp } from '../releases/deployableApps';

let work: string;
let server: Server | null = null;
beforeEach(() => (work = tempDir('serve-remote')));
afterEach(async () => {
  if (server) {
    const closed = new Promise((r) => server!.close(r));
    server.closeAllConnections();
    await closed;
  }
  server = null;
  fs.rmSync(work, { recursive: true, force: true });
});

async function start(dir: string | null, options: object = {}) {
  server = await serveRemote(dir, 0, 'prints', '127.0.0.1', options);
  const { port } = server!.address() as { port: number };
  return async (p: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${p}`, { headers: { 'accept-encoding': 'identity' } });
    return { status: res.status, body: await res.text(), headers: res.headers };
  };
}

function twoReleases() {
  const store = openStore({ hostingDir: path.join(work, 'hosting'), app: findApp('prints') });
  const r1 = store.publish({
    buildDir: fakeRemoteBuild(path.join(work, 'b1'), { buildId: 'b1', chunks: ['1.aaaaaaaaaa.js'] }),
    buildId: 'b1',
  });
  const r2 = store.publish({
    buildDir: fakeRemoteBuild(path.join(work, 'b2'), { buildId: 'b2', chunks: ['1.bbbbbbbbbb.js'] }),
    buildId: 'b2',
  });
  return { store, r1, r2 };
}

describe('serveRemote with a live link', () => {
  it('serves the release live at each request; a switch is seen at once; older chunks stay reachable', async () => {
    const { store, r1, r2 } = twoReleases();
    const get = await start(null, { live: store.liveLink });
    expect((await get('/remoteEntry.js')).status).toBe(404); // no release live yet
    store.switchTo(r1.releaseId, 'deploy');
    expect((await get('/remoteEntry.js')).body).toBe('/* entry of b1 */');
    expect(JSON.parse((await get('/release.json')).body)).toMatchObject({ releaseId: r1.releaseId, buildId: 'b1' });
    store.switchTo(r2.releaseId, 'deploy');
    const entry = await get('/remoteEntry.js');
    expect(entry.body).toBe('/* entry of b2 */');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/remotes/prints/release.json')).body).toContain(r2.releaseId);
    // A page opened on b1 still loads b1's chunk from the new live release.
    expect(await get('/1.aaaaaaaaaa.js')).toMatchObject({ status: 200, body: '/* 1.aaaaaaaaaa.js */' });
    store.switchTo(r1.releaseId, 'rollback');
    expect((await get('/remoteEntry.js')).body).toBe('/* entry of b1 */');
    expect((await get('/1.bbbbbbbbbb.js')).status).toBe(404); // b1 was published before b2 existed
  });

  it('falls back to the build folder only while there is no live release, never for a file the live release lacks', async () => {
    const { store, r1 } = twoReleases();
    const dist = fakeRemoteBuild(path.join(work, 'dist'), { buildId: 'local', chunks: ['9.cccccccccc.js'] });
    const get = await start(path.join(dist, 'client'), { live: store.liveLink });
    expect((await get('/remoteEntry.js')).body).toBe('/* entry of local */');
    store.switchTo(r1.releaseId, 'deploy');
    expect((await get('/remoteEntry.js')).body).toBe('/* entry of b1 */');
    expect(await get('/9.cccccccccc.js')).toMatchObject({ status: 404, body: 'No encontrado' });
  });

  it('takes a live link given as the folder to serve (the command line)', async () => {
    const { store, r1, r2 } = twoReleases();
    store.switchTo(r1.releaseId, 'deploy');
    const get = await start(store.liveLink);
    expect((await get('/remoteEntry.js')).body).toBe('/* entry of b1 */');
    store.switchTo(r2.releaseId, 'deploy');
    expect((await get('/remoteEntry.js')).body).toBe('/* entry of b2 */');
  });
});
