/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from './testing/fakeBuilds';
import { openStore, makeReleaseId } from './releaseStore';
import { findApp } from './deployableApps';

const DAY = 24 * 60 * 60 * 1000;
const read = (file: string) => fs.readFileSync(file, 'utf8');

let hosting: string;
let builds: string;
beforeEach(() => {
  hosting = tempDir('hosting');
  builds = tempDir('builds');
});
afterEach(() => {
  fs.rmSync(hosting, { recursive: true, force: true });
  fs.rmSync(builds, { recursive: true, force: true });
});

const prints = () => openStore({ hostingDir: hosting, app: findApp('prints') });
const build = (buildId: string, chunks: string[]) => fakeRemoteBuild(path.join(builds, buildId), { buildId, chunks });

describe('makeReleaseId', () => {
  it('sorts by time and names the build', () => {
    expect(makeReleaseId(new Date('2026-11-21T10:15:30.123Z'), 'prints-abc')).toBe('20261121-101530-prints-abc');
    expect(makeReleaseId(new Date('2026-11-21T10:15:30Z'), 'a/b c')).toBe('20261121-101530-a_b_c');
  });
});

describe('release store', () => {
  it('publishes a build as a release that is not live until switched, with its release.json', () => {
    const store = prints();
    const time = new Date('2026-11-21T10:00:00Z');
    const r = store.publish({
      buildDir: build('prints-1', ['1.aaaaaaaaaa.js']),
      buildId: 'prints-1',
      commit: 'abc123',
      time,
    });
    expect(r).toEqual({
      app: 'prints',
      releaseId: '20261121-100000-prints-1',
      buildId: 'prints-1',
      commit: 'abc123',
      time: '2026-11-21T10:00:00.000Z',
      previous: null,
      files: 9,
      linkedFromOlder: 0,
    });
    const dir = store.releaseDir(r.releaseId);
    // The complete served tree of the build (its dist/client) with release.json at its root.
    expect(JSON.parse(read(path.join(dir, 'release.json')))).toEqual(r);
    expect(read(path.join(dir, 'remoteEntry.js'))).toBe('/* entry of prints-1 */');
    expect(fs.existsSync(path.join(dir, 'fragments/DtfPage.html'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'art/logo.svg'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'server'))).toBe(false);
    expect(store.liveId()).toBeNull();
    expect(fs.readdirSync(store.releasesDir)).toEqual([r.releaseId]); // no staging left over
  });

  it('switches live with a relative symlink and records publish and switch in history.json', () => {
    const store = prints();
    const r1 = store.publish({ buildDir: build('prints-1', []), buildId: 'prints-1' });
    expect(store.switchTo(r1.releaseId, 'deploy')).toEqual({ from: null, to: r1.releaseId });
    expect(fs.lstatSync(store.liveLink).isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(store.liveLink)).toBe(`releases/${r1.releaseId}`);
    expect(read(path.join(store.liveLink, 'remoteEntry.js'))).toBe('/* entry of prints-1 */');
    const r2 = store.publish({ buildDir: build('prints-2', []), buildId: 'prints-2' });
    expect(r2.previous).toBe(r1.releaseId);
    store.switchTo(r2.releaseId, 'deploy');
    expect(read(path.join(store.liveLink, 'remoteEntry.js'))).toBe('/* entry of prints-2 */');
    expect(
      store
        .history()
        .map((e) => [e.event, e.event === 'publish' ? e.releaseId : e.event === 'switch' ? `${e.from}→${e.to}` : '']),
    ).toEqual([
      ['publish', r1.releaseId],
      ['switch', `null→${r1.releaseId}`],
      ['publish', r2.releaseId],
      ['switch', `${r1.releaseId}→${r2.releaseId}`],
    ]);
    // Only the link, the releases, the manifests and the history: no temporary file left behind.
    expect(fs.readdirSync(store.appDir).sort()).toEqual(['history.json', 'live', 'manifests', 'releases']);
    expect(read(path.join(hosting, '.gitignore'))).toBe('*\n');
  });

  it('hard-links the older release’s hashed files the new build lacks, and only those', () => {
    const store = prints();
    const r1 = store.publish({
      buildDir: build('prints-1', ['1.aaaaaaaaaa.js', 'shared.cccccccccc.js']),
      buildId: 'prints-1',
    });
    store.switchTo(r1.releaseId, 'deploy');
    const r2 = store.publish({
      buildDir: build('prints-2', ['1.bbbbbbbbbb.js', 'shared.cccccccccc.js']),
      buildId: 'prints-2',
    });
    expect(r2.linkedFromOlder).toBe(2); // 1.aaaaaaaaaa.js and its .br
    const old = path.join(store.releaseDir(r1.releaseId), '1.aaaaaaaaaa.js');
    const kept = path.join(store.releaseDir(r2.releaseId), '1.aaaaaaaaaa.js');
    expect(fs.statSync(kept).ino).toBe(fs.statSync(old).ino);
    expect(fs.statSync(`${kept}.br`).ino).toBe(fs.statSync(`${old}.br`).ino);
    // A file the new build has too is the new build's own copy, not a link.
    expect(fs.statSync(path.join(store.releaseDir(r2.releaseId), 'shared.cccccccccc.js')).ino).not.toBe(
      fs.statSync(path.join(store.releaseDir(r1.releaseId), 'shared.cccccccccc.js')).ino,
    );
    // Unhashed files (entry, fragments, art) are never carried over: they are the new build's.
    expect(read(path.join(store.releaseDir(r2.releaseId), 'remoteEntry.js'))).toBe('/* entry of prints-2 */');
  });

  it('never overwrites a published release', () => {
    const store = prints();
    const time = new Date('2026-11-21T10:00:00Z');
    const r1 = store.publish({ buildDir: build('prints-1', ['1.aaaaaaaaaa.js']), buildId: 'prints-1', time });
    const entry = path.join(store.releaseDir(r1.releaseId), 'remoteEntry.js');
    const before = fs.statSync(entry);
    // The same build id in the same second: a new release folder, the first one untouched.
    fs.writeFileSync(path.join(builds, 'prints-1/client/remoteEntry.js'), '/* changed */');
    const again = store.publish({ buildDir: path.join(builds, 'prints-1'), buildId: 'prints-1', time });
    expect(again.releaseId).toBe(`${r1.releaseId}-2`);
    expect(read(entry)).toBe('/* entry of prints-1 */');
    expect(fs.statSync(entry).mtimeMs).toBe(before.mtimeMs);
    expect(read(path.join(store.releaseDir(again.releaseId), 'remoteEntry.js'))).toBe('/* changed */');
  });

  it('refuses a build folder without the files it serves, and leaves nothing behind', () => {
    const store = prints();
    fs.mkdirSync(path.join(builds, 'empty'));
    expect(() => store.publish({ buildDir: path.join(builds, 'empty'), buildId: 'x' })).toThrow(
      `prints: the build in ${path.join(builds, 'empty')} has no client/ folder to publish`,
    );
    expect(store.ids()).toEqual([]);
  });

  it('publishes the shell’s client/ and templates/, with release.json also in client/ (served at /release.json)', () => {
    const store = openStore({ hostingDir: hosting, app: findApp('shell') });
    const r1 = store.publish({
      buildDir: fakeShellBuild(path.join(builds, 's1'), { buildId: 'shell-1', chunks: ['9.aaaaaaaaaa.js'] }),
      buildId: 'shell-1',
    });
    store.switchTo(r1.releaseId, 'deploy');
    const r2 = store.publish({
      buildDir: fakeShellBuild(path.join(builds, 's2'), { buildId: 'shell-2', chunks: ['9.bbbbbbbbbb.js'] }),
      buildId: 'shell-2',
    });
    const dir = store.releaseDir(r2.releaseId);
    expect(fs.readdirSync(dir).sort()).toEqual(['client', 'release.json', 'templates']);
    expect(JSON.parse(read(path.join(dir, 'client/release.json')))).toEqual(r2);
    expect(read(path.join(dir, 'templates/impresiones/dtf.html'))).toBe('<html>dtf shell-2</html>');
    expect(fs.statSync(path.join(dir, 'client/9.aaaaaaaaaa.js')).ino).toBe(
      fs.statSync(path.join(store.releaseDir(r1.releaseId), 'client/9.aaaaaaaaaa.js')).ino,
    );
  });

  it('names a live path that is not a symlink', () => {
    const store = prints();
    fs.mkdirSync(store.liveLink, { recursive: true });
    expect(() => store.liveId()).toThrow(`${store.liveLink} is not a symlink`);
  });

  describe('prune', () => {
    const now = Date.parse('2026-11-30T12:00:00Z');
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);

    /** Publishes and switches to one release per age (oldest first); returns their ids. */
    function history(store: ReturnType<typeof prints>, ages: number[]) {
      return ages.map((age, i) => {
        const r = store.publish({
          buildDir: build(`prints-${i}`, [`${i}.${String(i).repeat(10)}.js`]),
          buildId: `prints-${i}`,
          time: at(age),
        });
        store.switchTo(r.releaseId, 'deploy');
        return r.releaseId as string;
      });
    }

    it('deletes only releases both beyond the newest --keep and older than --keep-days', () => {
      const store = prints();
      const ids = history(store, [40, 30, 20, 6, 5, 1]);
      // keep 2: the four oldest are beyond it; of those, 6 days old is within 7 days.
      expect(store.prune({ keep: 2, keepDays: 7, now })).toEqual([ids[0], ids[1], ids[2]]);
      expect(store.ids()).toEqual(ids.slice(3));
      expect(fs.existsSync(path.join(store.appDir, 'manifests', `${ids[0]}.json`))).toBe(false);
      expect(store.history().at(-1)).toMatchObject({
        event: 'prune',
        removed: [ids[0], ids[1], ids[2]],
        keep: 2,
        keepDays: 7,
      });
      // A deploy killed half-way left a staging folder: the next prune clears it.
      fs.mkdirSync(path.join(store.releasesDir, '.staging-20261130-000000-x'));
      // Nothing more to do, and nothing written for it.
      const events = store.history().length;
      expect(store.prune({ keep: 2, keepDays: 7, now })).toEqual([]);
      expect(store.history()).toHaveLength(events);
      expect(fs.readdirSync(store.releasesDir)).toEqual(ids.slice(3));
    });

    it('keeps everything with the defaults (5 releases, 7 days) while there are few or recent releases', () => {
      const store = prints();
      history(store, [40, 30, 20, 10, 9]);
      expect(store.prune({ now })).toEqual([]);
      const recent = prints();
      expect(recent.prune({ keep: 1, keepDays: 7, now: now - 60 * DAY })).toEqual([]);
    });

    it('never deletes the live release nor the one before it, however old', () => {
      const store = prints();
      const ids = history(store, [40, 30, 20, 1]);
      store.switchTo(ids[1], 'rollback'); // live: 30 days old, its previous: 40 days old
      expect(store.prune({ keep: 1, keepDays: 7, now })).toEqual([ids[2]]);
      expect(store.ids()).toEqual([ids[0], ids[1], ids[3]]);
      expect(store.liveId()).toBe(ids[1]);
    });

    it('removes a hashed file with its last link, and stops carrying a pruned release’s files into new releases', () => {
      const store = prints();
      const [r0, r1, r2] = history(store, [40, 30, 20]);
      const inR1 = path.join(store.releaseDir(r1), '0.0000000000.js');
      // r0's chunk lives in r0 (its own) and in r1 and r2 (kept there for pages open on r0).
      expect(fs.statSync(inR1).nlink).toBe(3);
      expect(store.prune({ keep: 2, keepDays: 7, now })).toEqual([r0]);
      expect(fs.statSync(inR1).nlink).toBe(2);
      // r0 is gone: a new release carries r1's and r2's own files, not r0's.
      const r3 = store.publish({ buildDir: build('prints-3', []), buildId: 'prints-3', time: at(1) });
      store.switchTo(r3.releaseId, 'deploy');
      const dir = store.releaseDir(r3.releaseId);
      expect(fs.existsSync(path.join(dir, '1.1111111111.js'))).toBe(true);
      expect(fs.existsSync(path.join(dir, '2.2222222222.js'))).toBe(true);
      expect(fs.existsSync(path.join(dir, '0.0000000000.js'))).toBe(false);
      // Once r1 and r2 go too, the file is gone from the disk.
      expect(store.prune({ keep: 1, keepDays: 7, now })).toEqual([r1]); // r2 is the live one's previous
      const r4 = store.publish({ buildDir: build('prints-4', []), buildId: 'prints-4', time: at(0) });
      store.switchTo(r4.releaseId, 'deploy');
      expect(store.prune({ keep: 1, keepDays: 0, now: now + DAY })).toEqual([r2]);
      const everywhere = store.ids().flatMap((id: string) => fs.readdirSync(store.releaseDir(id)));
      expect(everywhere).not.toContain('0.0000000000.js');
      expect(everywhere).toContain('2.2222222222.js'); // r2's own chunk, kept in r3 and r4 for pages open on r2
    });
  });
});
