/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { fakeRemoteBuild, tempDir } from './testing/fakeBuilds';
import { hostingDirOf, liveLinkOf, resolveLive, liveHandler, liveChunksOf } from './hosting';
import { openStore } from './releaseStore';
import { findApp, ROOT } from './deployableApps';

let hosting: string;
beforeEach(() => (hosting = tempDir('hosting')));
afterEach(() => fs.rmSync(hosting, { recursive: true, force: true }));

describe('hosting folder', () => {
  it('is HOSTING_DIR, or .hosting in the repo', () => {
    expect(hostingDirOf({ HOSTING_DIR: '/srv/site' })).toBe('/srv/site');
    expect(hostingDirOf({})).toBe(path.join(ROOT, '.hosting'));
    expect(liveLinkOf('prints', '/srv/site')).toBe('/srv/site/prints/live');
  });

  it('serves the release live at the time of each request', () => {
    expect(resolveLive('prints', hosting)).toBeNull();
    const store = openStore({ hostingDir: hosting, app: findApp('prints') });
    const builds = tempDir('builds');
    const r1 = store.publish({ buildDir: fakeRemoteBuild(path.join(builds, '1'), { buildId: 'b1' }), buildId: 'b1' });
    const r2 = store.publish({ buildDir: fakeRemoteBuild(path.join(builds, '2'), { buildId: 'b2' }), buildId: 'b2' });
    fs.rmSync(builds, { recursive: true, force: true });

    const made: string[] = [];
    const handle = liveHandler(liveLinkOf('prints', hosting), (dir: string) => {
      made.push(path.basename(dir));
      return (_req: unknown, res: { body?: string }) =>
        (res.body = fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8'));
    });
    const get = () => {
      const res: { body?: string } = {};
      let next = false;
      handle({}, res, () => (next = true));
      return next ? 'next' : res.body;
    };
    expect(get()).toBe('next'); // no live release yet
    store.switchTo(r1.releaseId, 'deploy');
    expect(get()).toBe('/* entry of b1 */');
    expect(resolveLive('prints', hosting)).toEqual({
      dir: fs.realpathSync(store.releaseDir(r1.releaseId)),
      releaseId: r1.releaseId,
    });
    store.switchTo(r2.releaseId, 'deploy');
    expect(get()).toBe('/* entry of b2 */');
    store.switchTo(r1.releaseId, 'rollback');
    expect(get()).toBe('/* entry of b1 */');
    expect(made).toEqual([r1.releaseId, r2.releaseId]); // one handler per release, reused
  });

  it("names each exposed module's chunks of the live release, for the pages that preload them", () => {
    const store = openStore({ hostingDir: hosting, app: findApp('prints') });
    const builds = tempDir('builds');
    const r1 = store.publish({ buildDir: fakeRemoteBuild(path.join(builds, '1'), { buildId: 'b1' }), buildId: 'b1' });
    fs.rmSync(builds, { recursive: true, force: true });
    const errors: string[] = [];
    const onError = (name: string, e: Error) => errors.push(`${name}: ${e.message}`);
    expect(liveChunksOf(hosting, ['prints', 'order'], onError)).toEqual({}); // nothing live yet
    store.switchTo(r1.releaseId, 'deploy');
    expect(liveChunksOf(hosting, ['prints', 'order'], onError)).toEqual({
      prints: { DtfPage: ['__federation_expose_DtfPage.b1.js'], LonaPage: ['__federation_expose_LonaPage.b1.js'] },
    });
    fs.writeFileSync(path.join(store.releaseDir(r1.releaseId), 'mf-manifest.json'), '{ not json');
    expect(liveChunksOf(hosting, ['prints'], onError)).toEqual({});
    expect(errors).toEqual([expect.stringMatching(/^prints: .*mf-manifest\.json: /)]);
  });
});
