/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { fakeRemoteBuild, fakeShellBuild, tempDir } from './testing/fakeBuilds';
import { publishBuilds, publishDecision, publishOrder } from './publishBuilds';
import { openStore } from './releaseStore';
import { findApp } from './deployableApps';
import { deploy } from './deploy';

let hosting: string;
let builds: string;
let lines: string[];
const log = (line: string) => lines.push(line);
beforeEach(() => {
  hosting = tempDir('publish-hosting');
  builds = tempDir('publish-builds');
  lines = [];
});
afterEach(() => {
  fs.rmSync(hosting, { recursive: true, force: true });
  fs.rmSync(builds, { recursive: true, force: true });
});

const store = (app: string) => openStore({ hostingDir: hosting, app: findApp(app) });
const liveBuild = (app: string) => {
  const id = store(app).liveId();
  return id && store(app).readRelease(id).buildId;
};
const shellBuild = (buildId: string) => ({
  app: 'shell',
  dist: fakeShellBuild(path.join(builds, buildId), { buildId }),
});
const printsBuild = (buildId: string, o = {}) => ({
  app: 'prints',
  dist: fakeRemoteBuild(path.join(builds, buildId), { buildId, ...o }),
});

describe('publishDecision', () => {
  const releases = [
    { releaseId: 'r1', buildId: 'b1' },
    { releaseId: 'r2', buildId: 'b2' },
  ];
  it('leaves a live build, and a build published before another went live; publishes a new one', () => {
    expect(publishDecision('b2', { liveId: 'r2', releases })).toEqual({ action: 'live', releaseId: 'r2' });
    expect(publishDecision('b1', { liveId: 'r2', releases })).toEqual({ action: 'published', releaseId: 'r1' });
    expect(publishDecision('b3', { liveId: 'r2', releases })).toEqual({ action: 'publish' });
    expect(publishDecision('b1', { liveId: null, releases: [] })).toEqual({ action: 'publish' });
  });
});

describe('publishOrder', () => {
  it('puts the remotes before the shell', () => {
    const order = publishOrder([{ app: 'shell' }, { app: 'prints' }, { app: 'mf-order' }]).map(
      (b: { app: string }) => b.app,
    );
    expect(order).toEqual(['prints', 'mf-order', 'shell']);
  });
});

describe('publishBuilds', () => {
  it('makes each new build live (remotes first), then leaves live builds and earlier releases alone', async () => {
    const first = [shellBuild('shell-1'), printsBuild('prints-1')];
    const done = await publishBuilds({ hostingDir: hosting, builds: first, log });
    expect(done.map((d: { app: string; action: string }) => [d.app, d.action])).toEqual([
      ['prints', 'publish'],
      ['shell', 'publish'],
    ]);
    expect(liveBuild('prints')).toBe('prints-1');
    expect(liveBuild('shell')).toBe('shell-1');
    expect(lines).toContain(
      `prints: checking against the shell contract ${path.join(builds, 'shell-1/templates/contract.json')} (shell build shell-1)`,
    );

    expect(
      (await publishBuilds({ hostingDir: hosting, builds: first, log })).map((d: { action: string }) => d.action),
    ).toEqual(['live', 'live']);

    // A team deploys prints-2; the servers restart with the old local build: prints-2 stays live.
    await publishBuilds({ hostingDir: hosting, builds: [first[0], printsBuild('prints-2')], log });
    expect(liveBuild('prints')).toBe('prints-2');
    const again = await publishBuilds({ hostingDir: hosting, builds: first, log });
    expect(again[0]).toMatchObject({ app: 'prints', action: 'published', buildId: 'prints-1' });
    expect(liveBuild('prints')).toBe('prints-2');
    expect(store('prints').ids()).toHaveLength(2);
  });

  it('stops at a build the contract refuses, before the shell, with nothing switched', async () => {
    await publishBuilds({ hostingDir: hosting, builds: [shellBuild('shell-1'), printsBuild('prints-1')], log });
    const refused = publishBuilds({
      hostingDir: hosting,
      builds: [shellBuild('shell-2'), printsBuild('prints-2', { exposes: ['LonaPage'] })],
      log,
    });
    await expect(refused).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining(
        'Refused: /impresiones/dtf needs prints/DtfPage, which the new build does not expose',
      ),
    });
    expect(liveBuild('prints')).toBe('prints-1');
    expect(liveBuild('shell')).toBe('shell-1');
  });

  it('waits for another process publishing the same app, then looks again', async () => {
    const lock = path.join(hosting, 'prints/.lock');
    fs.mkdirSync(path.dirname(lock), { recursive: true });
    fs.writeFileSync(lock, '1'); // pid 1 always runs: held by "another process"
    const calls: string[] = [];
    const counting = (app: string, o: object) => {
      calls.push(app);
      return deploy(app, o);
    };
    setTimeout(() => fs.rmSync(lock), 300);
    const done = await publishBuilds({
      hostingDir: hosting,
      builds: [shellBuild('shell-1'), printsBuild('prints-1')],
      log,
      deploy: counting,
    });
    expect(done[0]).toMatchObject({ app: 'prints', action: 'publish' });
    expect(calls.filter((app) => app === 'prints').length).toBeGreaterThan(1);
    expect(liveBuild('prints')).toBe('prints-1');

    fs.writeFileSync(lock, '1');
    await expect(
      publishBuilds({
        hostingDir: hosting,
        builds: [shellBuild('shell-1'), printsBuild('prints-2')],
        log,
        lockWaitMs: 0,
      }),
    ).rejects.toMatchObject({ code: 'ELOCKED' });
  });
});
