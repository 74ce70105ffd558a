/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT, fakeRemoteBuild, fakeShellBuild, tempDir } from './testing/fakeBuilds';
import { deploy, promote, previewLink, rollback, list, smokePages, liveCombination } from './deploy';
import { readPreviewToken } from './preview';
import { recordVerification } from './verifications';
import { readCanary } from './canary';
import { openStore } from './releaseStore';
import { APPS, ROOT, findApp } from './deployableApps';
import { main } from './cli';

let hosting: string;
let builds: string;
let contractFile: string;
let lines: string[];
const log = (line: string) => lines.push(line);

beforeEach(() => {
  hosting = tempDir('hosting');
  builds = tempDir('builds');
  contractFile = path.join(builds, 'contract.json');
  fs.writeFileSync(contractFile, JSON.stringify(CONTRACT));
  lines = [];
});
afterEach(() => {
  fs.rmSync(hosting, { recursive: true, force: true });
  fs.rmSync(builds, { recursive: true, force: true });
});

const store = (app = 'prints') => openStore({ hostingDir: hosting, app: findApp(app) });
const remoteBuild = (buildId: string, o: Partial<Parameters<typeof fakeRemoteBuild>[1]> = {}) =>
  fakeRemoteBuild(path.join(builds, buildId), { buildId, chunks: [`${buildId.length}.${'a'.repeat(10)}.js`], ...o });
const opts = (o: object = {}) => ({ hostingDir: hosting, contract: contractFile, smoke: false, log, ...o });
/** What `verify` records after a passing run of `release` against the apps live now. */
const verified = (release: string, passed = true) =>
  recordVerification(store().appDir, 'prints', {
    release,
    others: liveCombination(hosting, 'prints'),
    suite: 'test',
    passed,
    counts: { passed: 1, failed: passed ? 0 : 1, skipped: 0 },
    time: new Date().toISOString(),
  });
const snapshot = () => ({
  live: store().liveId(),
  ids: store().ids(),
  history: fs.existsSync(store().historyFile) ? fs.readFileSync(store().historyFile, 'utf8') : null,
});

describe('deploy', () => {
  it('publishes a checked build and switches live to it, keeping the previous release', async () => {
    const first = await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    expect(store().liveId()).toBe(first.releaseId);
    const second = await deploy('mf-prints', opts({ from: remoteBuild('prints-2') }));
    expect(second.previous).toBe(first.releaseId);
    expect(store().liveId()).toBe(second.releaseId);
    expect(store().readRelease(second.releaseId)).toMatchObject({
      app: 'prints',
      buildId: 'prints-2',
      previous: first.releaseId,
    });
    expect(store().readRelease(second.releaseId).commit).toMatch(/^[0-9a-f]{40}$/);
    expect(lines).toContain(
      'prints: warning: smoke check skipped (--no-smoke): nobody has loaded the pages of this release',
    );
  });

  it('refuses a build that drops a page a route needs: names the route, publishes nothing, leaves live untouched', async () => {
    await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const before = snapshot();
    const broken = remoteBuild('prints-2', { exposes: ['LonaPage'] });
    await expect(deploy('prints', opts({ from: broken }))).rejects.toMatchObject({
      exitCode: 2,
      message:
        'Refused: /impresiones/dtf needs prints/DtfPage, which the new build does not expose\nprints: deploy refused; nothing was published and the live release is unchanged',
    });
    expect(snapshot()).toEqual(before);
  });

  it('loads the server bundles to see that each page has a default export function', async () => {
    const notAPage = remoteBuild('prints-2', {
      serverExport: (n) => (n === 'LonaPage' ? '{ a: 1 }' : 'function P() {}'),
    });
    await expect(deploy('prints', opts({ from: notAPage }))).rejects.toThrow(
      'Refused: /impresiones/lona needs prints/LonaPage to be a page, but the default export of server/LonaPage.js is not a function (it is object)',
    );
    const throws = remoteBuild('prints-3', {
      serverExport: (n) => (n === 'DtfPage' ? '(() => { throw new Error("kaput"); })()' : 'function P() {}'),
    });
    await expect(deploy('prints', opts({ from: throws }))).rejects.toThrow(
      'Refused: /impresiones/dtf needs prints/DtfPage, whose server bundle server/DtfPage.js fails to load (kaput)',
    );
    expect(store().ids()).toEqual([]);
  });

  it('refuses a build whose shared React the live shell cannot satisfy', async () => {
    const shared = { react: '^20.0.0', 'react-dom': '^19.3.1', '@emotion/react': '^11.14.0' };
    await expect(deploy('prints', opts({ from: remoteBuild('prints-2', { shared }) }))).rejects.toThrow(
      'Refused: /impresiones/dtf, /impresiones/lona (prints) require react ^20.0.0, but the live shell provides react 19.3.1',
    );
  });

  it('checks against the live shell’s contract in the hosting folder by default', async () => {
    const contract = { ...CONTRACT, routes: { '/impresiones/lona': { remote: 'prints', module: 'LonaPage' } } };
    await deploy(
      'shell',
      opts({
        contract: undefined,
        from: fakeShellBuild(path.join(builds, 'shell-1'), { buildId: 'shell-1', contract }),
      }),
    );
    // That shell only needs LonaPage: a build without DtfPage passes.
    await deploy('prints', opts({ contract: undefined, from: remoteBuild('prints-1', { exposes: ['LonaPage'] }) }));
    expect(
      lines.some((l) =>
        l.includes(
          `checking against the shell contract ${path.join(hosting, 'shell/live/templates/contract.json')} (shell build shell-test)`,
        ),
      ),
    ).toBe(true);
  });

  it('refuses a shell whose routes need a module the live remote does not expose', async () => {
    const { releaseId: live } = await deploy(
      'prints',
      opts({ from: remoteBuild('prints-1', { exposes: ['DtfPage', 'LonaPage'] }) }),
    );
    const contract = {
      ...CONTRACT,
      routes: { ...CONTRACT.routes, '/impresiones/vinyl': { remote: 'prints', module: 'VinylPage' } },
    };
    await expect(
      deploy('shell', opts({ from: fakeShellBuild(path.join(builds, 'shell-2'), { buildId: 'shell-2', contract }) })),
    ).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining(
        `Refused: /impresiones/vinyl needs prints/VinylPage, which the live prints release ${live} does not expose`,
      ),
    });
    expect(store('shell').ids()).toEqual([]);
  });

  it('does nothing when the build is already live', async () => {
    const from = remoteBuild('prints-1');
    const first = await deploy('prints', opts({ from }));
    expect(await deploy('prints', opts({ from }))).toEqual({ releaseId: first.releaseId, unchanged: true });
    expect(store().ids()).toEqual([first.releaseId]);
  });

  it('rolls back by itself when the smoke check fails after the switch, and says so', async () => {
    const first = await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const smokeCheck = jest.fn(async () => [
      '/impresiones/dtf: island prints/DtfPage=failed (expected hydrated or rendered)',
    ]);
    const attempt = deploy(
      'prints',
      opts({ from: remoteBuild('prints-2'), smoke: true, site: 'http://127.0.0.1:9', smokeCheck }),
    );
    await expect(attempt).rejects.toMatchObject({ exitCode: 3 });
    await attempt.catch((e: Error) => {
      expect(e.message).toContain(
        'Smoke check failed: /impresiones/dtf: island prints/DtfPage=failed (expected hydrated or rendered)',
      );
      expect(e.message).toContain(`prints: rolled back by itself to release ${first.releaseId}`);
    });
    expect(smokeCheck).toHaveBeenCalledWith(
      expect.objectContaining({
        siteUrl: 'http://127.0.0.1:9',
        buildId: 'prints-2',
        timeoutMs: 15000,
        pages: [
          { path: '/impresiones/dtf', kind: 'island' },
          { path: '/impresiones/lona', kind: 'island' },
        ],
      }),
    );
    expect(store().liveId()).toBe(first.releaseId);
    expect(store().history().at(-1)).toMatchObject({ event: 'switch', to: first.releaseId, reason: 'smoke-failed' });
  });

  it('a first deploy that fails its smoke check leaves no live release', async () => {
    await expect(
      deploy('prints', opts({ from: remoteBuild('prints-1'), smoke: true, smokeCheck: async () => ['x'] })),
    ).rejects.toThrow('rolled back by itself to no release (this was the first)');
    expect(store().liveId()).toBeNull();
  });

  it('prunes after a successful switch with --keep and --keep-days', async () => {
    for (let i = 1; i <= 4; i++)
      await deploy('prints', opts({ from: remoteBuild(`prints-${i}`), keep: 1, keepDays: 0 }));
    // The live release and the one before it stay; the rest are beyond 1 and older than 0 days.
    expect(store().ids()).toHaveLength(2);
    const live = store().liveId();
    if (!live) throw new Error('no live release');
    expect(store().readRelease(live).buildId).toBe('prints-4');
    expect(lines.filter((l) => l.includes('pruned'))).toHaveLength(2);
  });

  it('refuses while another deploy of the same app holds the lock', async () => {
    fs.mkdirSync(store().appDir, { recursive: true });
    fs.writeFileSync(path.join(store().appDir, '.lock'), '1'); // pid 1 is always running
    await expect(deploy('prints', opts({ from: remoteBuild('prints-1') }))).rejects.toThrow(
      `prints: another deploy or rollback is running (pid 1; lock file ${path.join(store().appDir, '.lock')})`,
    );
    fs.writeFileSync(path.join(store().appDir, '.lock'), '999999999'); // left by a process that ended
    await expect(deploy('prints', opts({ from: remoteBuild('prints-1') }))).resolves.toMatchObject({
      releaseId: expect.any(String),
    });
    expect(fs.existsSync(path.join(store().appDir, '.lock'))).toBe(false);
  });

  it('names a missing build folder and a build of another app', async () => {
    await expect(deploy('prints', opts({ from: path.join(builds, 'nope') }))).rejects.toThrow(
      `prints: the build folder ${path.join(builds, 'nope')} does not exist`,
    );
    await expect(deploy('prints', opts({ from: remoteBuild('products-1', { name: 'products' }) }))).rejects.toThrow(
      `prints: the build in ${path.join(builds, 'products-1')} is of "products", not "prints" (build.json name)`,
    );
    await expect(deploy('printz', opts({ from: remoteBuild('prints-1') }))).rejects.toThrow(
      'Unknown app "printz": expected one of shell, prints, products, uniforms, order',
    );
  });
});

describe('rollback', () => {
  it('switches live back to the previous release, then to a named one, without a build', async () => {
    const r1 = await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const r2 = await deploy('prints', opts({ from: remoteBuild('prints-2') }));
    const r3 = await deploy('prints', opts({ from: remoteBuild('prints-3') }));
    const started = Date.now();
    expect(rollback('prints', { hostingDir: hosting, log })).toEqual({
      releaseId: r2.releaseId,
      previous: r3.releaseId,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(store().liveId()).toBe(r2.releaseId);
    expect(fs.readFileSync(path.join(store().liveLink, 'remoteEntry.js'), 'utf8')).toBe('/* entry of prints-2 */');
    expect(rollback('prints', { hostingDir: hosting, log, to: r3.releaseId })).toEqual({
      releaseId: r3.releaseId,
      previous: r2.releaseId,
    });
    expect(rollback('prints', { hostingDir: hosting, log, to: r3.releaseId })).toEqual({
      releaseId: r3.releaseId,
      unchanged: true,
    });
    expect(
      store()
        .history()
        .filter((e) => e.event === 'switch' && e.reason === 'rollback'),
    ).toHaveLength(2);
    expect(
      lines.some((l) => l.startsWith(`prints: live → ${r2.releaseId} (build prints-2; was ${r3.releaseId}) in `)),
    ).toBe(true);
    expect(r1.releaseId).toBeTruthy();
  });

  it('names what is missing: no live release, no previous one, an unknown release', async () => {
    expect(() => rollback('prints', { hostingDir: hosting, log })).toThrow(
      `prints: no live release in ${path.join(hosting, 'prints')}; nothing to roll back (name a release with --to)`,
    );
    const r1 = await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    expect(() => rollback('prints', { hostingDir: hosting, log })).toThrow(
      `prints: the live release ${r1.releaseId} has no previous release; name one with --to (releases: ${r1.releaseId})`,
    );
    expect(() => rollback('prints', { hostingDir: hosting, log, to: '20200101-000000-gone' })).toThrow(
      `prints: release 20200101-000000-gone is not in ${path.join(hosting, 'prints/releases')} (pruned or never published); releases: ${r1.releaseId}`,
    );
    expect(() => rollback('prints', { hostingDir: hosting, log, to: '../../etc' })).toThrow('is not in');
    expect(store().liveId()).toBe(r1.releaseId);
  });
});

describe('stage and promote', () => {
  it('deploy --stage publishes a checked candidate and leaves live as it was', async () => {
    const r1 = await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const staged = await deploy('prints', opts({ from: remoteBuild('prints-2'), stage: true }));
    expect(staged).toEqual({ releaseId: expect.any(String), staged: true, live: r1.releaseId });
    expect(store().liveId()).toBe(r1.releaseId);
    expect(store().statuses().get(staged.releaseId)).toEqual(['staged']);
    expect(lines).toContain(
      `prints: staged ${staged.releaseId}; live is still ${r1.releaseId}. Next: look at it (npm run preview -w mf-prints -- ${staged.releaseId}), run the QA gate (npm run verify -w mf-prints -- ${staged.releaseId}), make it live (npm run promote -w mf-prints -- ${staged.releaseId})`,
    );
  });

  it('deploy --stage refuses a build that does not fit the live shell, like a deploy', async () => {
    await expect(
      deploy('prints', opts({ from: remoteBuild('prints-2', { exposes: ['LonaPage'] }), stage: true })),
    ).rejects.toMatchObject({ exitCode: 2 });
    expect(store().ids()).toEqual([]);
  });

  it('promote makes a staged release live; rollback then returns to what was live just before', async () => {
    const a = await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const s = await deploy('prints', opts({ from: remoteBuild('prints-2'), stage: true }));
    const b = await deploy('prints', opts({ from: remoteBuild('prints-3') }));
    verified(s.releaseId);
    expect(await promote('prints', s.releaseId, opts())).toEqual({ releaseId: s.releaseId, previous: b.releaseId });
    expect(store().liveId()).toBe(s.releaseId);
    expect(fs.readFileSync(path.join(store().liveLink, 'remoteEntry.js'), 'utf8')).toBe('/* entry of prints-2 */');
    const statuses = store().statuses();
    expect(statuses.get(s.releaseId)).toEqual(['live']);
    expect(statuses.get(b.releaseId)).toEqual(['previous']);
    expect(statuses.get(a.releaseId)).toEqual([]);
    // Published while `a` was live, promoted over `b`: a rollback goes back to `b`.
    expect(rollback('prints', { hostingDir: hosting, log })).toEqual({ releaseId: b.releaseId, previous: s.releaseId });
    expect(store().history().at(-2)).toMatchObject({
      event: 'switch',
      from: b.releaseId,
      to: s.releaseId,
      reason: 'promote',
    });
    expect(await promote('prints', b.releaseId, opts())).toEqual({ releaseId: b.releaseId, unchanged: true });
  });

  it('promote checks the release again against the shell live now, and names what is missing', async () => {
    await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const s = await deploy(
      'prints',
      opts({ from: remoteBuild('prints-2', { exposes: ['DtfPage', 'LonaPage'] }), stage: true }),
    );
    verified(s.releaseId);
    const before = snapshot();
    const newer = {
      ...CONTRACT,
      routes: { ...CONTRACT.routes, '/impresiones/vinyl': { remote: 'prints', module: 'VinylPage' } },
    };
    fs.writeFileSync(contractFile, JSON.stringify(newer));
    await expect(promote('prints', s.releaseId, opts())).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringMatching(
        /\/impresiones\/vinyl needs prints\/VinylPage[\s\S]*prints: promote refused; the live release is unchanged$/,
      ),
    });
    expect(snapshot()).toEqual(before);
    await expect(promote('prints', '20200101-000000-gone', opts())).rejects.toThrow(
      `prints: release 20200101-000000-gone is not in ${path.join(hosting, 'prints/releases')} (pruned or never published); staged: ${s.releaseId}`,
    );
    await expect(promote('prints', undefined, opts())).rejects.toThrow(
      `prints: name the release to promote (staged: ${s.releaseId})`,
    );
  });

  it('a promoted release that fails its smoke check is rolled back by itself', async () => {
    const a = await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const s = await deploy('prints', opts({ from: remoteBuild('prints-2'), stage: true }));
    verified(s.releaseId);
    const smokeCheck = async () => ['/impresiones/dtf: HTTP 500'];
    await expect(promote('prints', s.releaseId, opts({ smoke: true, smokeCheck }))).rejects.toMatchObject({
      exitCode: 3,
    });
    expect(store().liveId()).toBe(a.releaseId);
  });
});

describe('the QA gate', () => {
  it('promote refuses a release without a passing verification against the live combination (exit 4)', async () => {
    await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const s = await deploy('prints', opts({ from: remoteBuild('prints-2'), stage: true }));
    const before = snapshot();
    const noPass = `prints: release ${s.releaseId} has no passing verification against the live shell none, products none, uniforms none, order none.\n`;
    await expect(
      promote('prints', s.releaseId, opts({ site: 'https://staging.estampa.example' })),
    ).rejects.toMatchObject({
      exitCode: 4,
      message: expect.stringContaining(
        `${noPass}Run the QA gate first: npm run verify -w mf-prints -- ${s.releaseId} --site https://staging.estampa.example\n`,
      ),
    });
    // After a failed run the refusal points at it and its report.
    verified(s.releaseId, false);
    await expect(promote('prints', s.releaseId, opts())).rejects.toMatchObject({
      exitCode: 4,
      message: expect.stringMatching(
        new RegExp(
          `^${noPass.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}Its last run of the QA gate \\(\\S+\\) FAILED: 1 failed, 1 passed; report: none kept\nRun the QA gate again once fixed: npm run verify -w mf-prints -- ${s.releaseId}\n`,
        ),
      ),
    });
    lines = [];
    list('prints', { hostingDir: hosting, log });
    expect(lines.find((l) => l.includes(s.releaseId))).toMatch(/^ {2}staged,gate-failed +/);
    expect(snapshot()).toEqual(before);
  });

  it('a verification against another combination does not count; one against the live one does', async () => {
    await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const s = await deploy('prints', opts({ from: remoteBuild('prints-2'), stage: true }));
    verified(s.releaseId);
    // Another app goes live meanwhile: the candidate was not tested with it.
    await deploy('shell', opts({ from: fakeShellBuild(path.join(builds, 'shell-1'), { buildId: 'shell-1' }) }));
    await expect(promote('prints', s.releaseId, opts())).rejects.toMatchObject({ exitCode: 4 });
    lines = [];
    list('prints', { hostingDir: hosting, log });
    expect(lines.find((l) => l.includes(s.releaseId))).toMatch(/^ {2}staged +/);
    expect(lines).toContain(`prints: verifications (the QA gate), newest first:`);
    verified(s.releaseId);
    lines = [];
    list('prints', { hostingDir: hosting, log });
    expect(lines.find((l) => l.includes(s.releaseId))).toMatch(/^ {2}staged,verified +/);
    expect(lines.filter((l) => l.startsWith(`  passed  ${s.releaseId}  with shell `))).toHaveLength(2);
    await promote('prints', s.releaseId, opts());
    expect(store().liveId()).toBe(s.releaseId);
  });

  it("gates the shell's promote too: a candidate shell verified against the live remotes", async () => {
    const shellBuild = (id: string) => fakeShellBuild(path.join(builds, id), { buildId: id });
    await deploy('shell', opts({ from: shellBuild('shell-1') }));
    await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const s = await deploy('shell', opts({ from: shellBuild('shell-2'), stage: true }));
    await expect(promote('shell', s.releaseId, opts())).rejects.toMatchObject({
      exitCode: 4,
      message: expect.stringContaining(
        `shell: release ${s.releaseId} has no passing verification against the live prints ${store().liveId()}, products none, uniforms none, order none.\nRun the QA gate first: npm run verify -w shell -- ${s.releaseId}`,
      ),
    });
    recordVerification(store('shell').appDir, 'shell', {
      release: s.releaseId,
      others: liveCombination(hosting, 'shell'),
      suite: 'test',
      passed: true,
      counts: { passed: 1, failed: 0, skipped: 0 },
      time: new Date().toISOString(),
    });
    await promote('shell', s.releaseId, opts());
    expect(store('shell').liveId()).toBe(s.releaseId);
  });

  it('--force needs a reason, and the reason is recorded with the switch', async () => {
    await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const s = await deploy('prints', opts({ from: remoteBuild('prints-2'), stage: true }));
    await expect(promote('prints', s.releaseId, opts({ force: true }))).rejects.toThrow(
      'prints: --force needs --reason "…" (it is recorded in history.json)',
    );
    await promote('prints', s.releaseId, opts({ force: true, reason: 'hotfix: the price of DTF was wrong' }));
    expect(store().history().at(-1)).toMatchObject({
      event: 'switch',
      to: s.releaseId,
      reason: 'promote',
      forced: 'hotfix: the price of DTF was wrong',
    });
    expect(lines).toContain(
      'prints: warning: promoted without a passing verification (--force): hotfix: the price of DTF was wrong',
    );
  });
});

describe('canary', () => {
  it('promote --canary N gives the verified release to N % without switching live; --full makes it live', async () => {
    const a = await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const s = await deploy('prints', opts({ from: remoteBuild('prints-2'), stage: true }));
    await expect(promote('prints', s.releaseId, opts({ canary: 10 }))).rejects.toMatchObject({ exitCode: 4 });
    verified(s.releaseId);
    expect(await promote('prints', s.releaseId, opts({ canary: 10 }))).toEqual({
      releaseId: s.releaseId,
      canary: 10,
      live: a.releaseId,
    });
    expect(store().liveId()).toBe(a.releaseId);
    expect(readCanary(store().appDir)).toMatchObject({ release: s.releaseId, percent: 10 });
    expect(store().statuses().get(s.releaseId)).toEqual(['staged', 'canary 10%']);
    await expect(promote('prints', a.releaseId, opts({ full: true }))).rejects.toThrow(
      `prints: the canary is ${s.releaseId}, not ${a.releaseId}`,
    );
    expect(await promote('prints', undefined, opts({ full: true }))).toEqual({
      releaseId: s.releaseId,
      previous: a.releaseId,
    });
    expect(store().liveId()).toBe(s.releaseId);
    expect(readCanary(store().appDir)).toBeNull();
    expect(store().history().at(-1)).toMatchObject({ event: 'canary-end', release: s.releaseId, outcome: 'full' });
  });

  it('rollback ends a canary and leaves live as it was; a bad percentage is refused', async () => {
    const a = await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const s = await deploy('prints', opts({ from: remoteBuild('prints-2'), stage: true }));
    verified(s.releaseId);
    await expect(promote('prints', s.releaseId, opts({ canary: 100 }))).rejects.toThrow(
      'prints: --canary takes a whole percentage from 1 to 99, got 100',
    );
    await promote('prints', s.releaseId, opts({ canary: 25 }));
    expect(rollback('prints', { hostingDir: hosting, log })).toEqual({
      releaseId: a.releaseId,
      canaryEnded: s.releaseId,
    });
    expect(store().liveId()).toBe(a.releaseId);
    expect(readCanary(store().appDir)).toBeNull();
    await expect(promote('prints', undefined, opts({ full: true }))).rejects.toThrow(
      'prints: no canary to complete (--full)',
    );
  });
  it("smoke-checks the canary's side as a visitor in it; on failure the canary ends by itself (exit 3)", async () => {
    const a = await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const s = await deploy('prints', opts({ from: remoteBuild('prints-2'), stage: true }));
    const t = await deploy('prints', opts({ from: remoteBuild('prints-33'), stage: true }));
    verified(s.releaseId);
    verified(t.releaseId);
    const passing = jest.fn(async () => []);
    await promote(
      'prints',
      s.releaseId,
      opts({ canary: 10, smoke: true, site: 'http://127.0.0.1:9', smokeCheck: passing }),
    );
    expect(passing).toHaveBeenCalledWith(
      expect.objectContaining({
        siteUrl: 'http://127.0.0.1:9',
        buildId: 'prints-2',
        cookies: [{ name: 'estampa_bucket', value: '0' }],
      }),
    );
    expect(lines).toContain("prints: smoke check of the canary's side passed");

    // Another release's canary that fails: the running one comes back.
    const failing = async () => ['/impresiones/dtf: island prints/DtfPage=failed (expected hydrated or rendered)'];
    const attempt = promote('prints', t.releaseId, opts({ canary: 20, smoke: true, smokeCheck: failing }));
    await expect(attempt).rejects.toMatchObject({ exitCode: 3 });
    await attempt.catch((e: Error) =>
      expect(e.message).toBe(
        `Smoke check failed: /impresiones/dtf: island prints/DtfPage=failed (expected hydrated or rendered)\nprints: canary ended by itself; the canary of ${s.releaseId} (10%) runs again; release ${t.releaseId} stays in ${store().releasesDir} for inspection`,
      ),
    );
    expect(readCanary(store().appDir)).toMatchObject({ release: s.releaseId, percent: 10 });
    expect(store().history().at(-1)).toMatchObject({
      event: 'canary-end',
      release: t.releaseId,
      outcome: 'smoke-failed',
      detail: '/impresiones/dtf: island prints/DtfPage=failed (expected hydrated or rendered)',
    });

    // The same release at a larger share that now fails: no canary runs.
    await expect(
      promote('prints', s.releaseId, opts({ canary: 30, smoke: true, smokeCheck: failing })),
    ).rejects.toThrow(`prints: canary ended by itself; everyone gets the live release ${a.releaseId}`);
    expect(readCanary(store().appDir)).toBeNull();
    expect(store().liveId()).toBe(a.releaseId);
  });
});

describe('preview', () => {
  it('prints a signed link to the site for a published release, valid at most 24 h', async () => {
    const s = await deploy('prints', opts({ from: remoteBuild('prints-2'), stage: true }));
    await expect(async () => previewLink('prints', s.releaseId, { hostingDir: hosting, log })).rejects.toThrow(
      'no preview secret: set PREVIEW_SECRET or PREVIEW_SECRET_FILE',
    );
    fs.writeFileSync(path.join(hosting, '.preview-secret'), 'k'.repeat(43));
    const now = Date.parse('2026-11-24T12:00:00Z');
    const { link, token } = previewLink('prints', s.releaseId, {
      hostingDir: hosting,
      log,
      site: 'https://staging.estampa.example/',
      hours: 2,
      now,
    });
    expect(link).toBe(`https://staging.estampa.example/_preview?token=${token}`);
    expect(lines.at(-2)).toBe(`prints: preview of ${s.releaseId}, valid until 2026-11-24T14:00:00.000Z:`);
    expect(readPreviewToken(token, { secret: 'k'.repeat(43), now })).toMatchObject({
      ok: true,
      app: 'prints',
      releaseId: s.releaseId,
    });
    expect(() => previewLink('prints', s.releaseId, { hostingDir: hosting, log, hours: 25 })).toThrow(
      '--hours must be more than 0 and at most 24, got 25',
    );
    expect(() => previewLink('prints', '20200101-000000-gone', { hostingDir: hosting, log })).toThrow(
      `prints: release 20200101-000000-gone is not in ${path.join(hosting, 'prints/releases')} (pruned or never published); staged: ${s.releaseId}`,
    );
    // The shell's candidates too: its templates and files, served by the composer (shell/server/preview.js).
    const shell = await deploy(
      'shell',
      opts({ from: fakeShellBuild(path.join(builds, 'shell-2'), { buildId: 'shell-2' }), stage: true }),
    );
    const forShell = previewLink('shell', shell.releaseId, { hostingDir: hosting, log, now });
    expect(readPreviewToken(forShell.token, { secret: 'k'.repeat(43), now })).toMatchObject({
      ok: true,
      app: 'shell',
      releaseId: shell.releaseId,
    });
  });
});

describe('list', () => {
  it('lists releases newest first with what each is now: live, previous, staged', async () => {
    const r1 = await deploy('prints', opts({ from: remoteBuild('prints-1') }));
    const r2 = await deploy('prints', opts({ from: remoteBuild('prints-2') }));
    const r3 = await deploy('prints', opts({ from: remoteBuild('prints-3'), stage: true }));
    lines = [];
    expect(list('prints', { hostingDir: hosting, log }).live).toBe(r2.releaseId);
    expect(lines[0]).toMatch(new RegExp(`^  staged +${r3.releaseId} {2}build prints-3 `));
    expect(lines[1]).toMatch(new RegExp(`^\\* live +${r2.releaseId} {2}build prints-2 `));
    expect(lines[2]).toMatch(new RegExp(`^  previous +${r1.releaseId} {2}build prints-1 `));
    // After a rollback the old live release is no longer anything in particular.
    rollback('prints', { hostingDir: hosting, log });
    lines = [];
    list('prints', { hostingDir: hosting, log });
    expect(lines[1]).toMatch(new RegExp(`^  - +${r2.releaseId} `));
    expect(lines[2]).toMatch(new RegExp(`^\\* live +${r1.releaseId} `));
  });

  it('marks a release published with uncommitted changes: +dirty after its commit', () => {
    const dirty = store().publish({
      buildDir: remoteBuild('prints-4'),
      buildId: 'prints-4',
      commit: 'a'.repeat(40),
      dirty: true,
    });
    expect(store().readRelease(dirty.releaseId)).toMatchObject({ commit: 'a'.repeat(40), dirty: true });
    expect(store().history().at(-1)).toMatchObject({ event: 'publish', releaseId: dirty.releaseId, dirty: true });
    lines = [];
    list('prints', { hostingDir: hosting, log });
    expect(lines[0]).toContain(`${dirty.releaseId}  build prints-4  aaaaaaaaaa+dirty  `);
  });
});

describe('smokePages', () => {
  it('loads every route of a remote, and for the shell its own pages plus one page per remote', () => {
    // No routes.json in `builds`: a remote's pages come from the contract alone.
    expect(smokePages(findApp('prints'), CONTRACT, builds)).toEqual([
      { path: '/impresiones/dtf', kind: 'island' },
      { path: '/impresiones/lona', kind: 'island' },
    ]);
    const shellDist = fakeShellBuild(path.join(builds, 'shell'), { buildId: 'shell-1' });
    expect(smokePages(findApp('shell'), CONTRACT, shellDist)).toEqual([
      { path: '/', kind: 'shell' },
      { path: '/impresiones/dtf', kind: 'island' },
      { path: '/productos/tazas', kind: 'island' },
    ]);
  });
});

describe('cli', () => {
  it('names bad usage', async () => {
    await expect(main([])).rejects.toThrow('Usage:');
    await expect(main(['deploy', 'prints', '--from', 'x', '--no-build'])).rejects.toThrow(
      '--from and --no-build both name a build: give one',
    );
    await expect(main(['deploy', 'prints', '--keep', 'many'])).rejects.toThrow(
      '--keep must be a number ≥ 1, got "many"',
    );
    await expect(main(['deploy', 'prints', '--bogus'])).rejects.toThrow("Unknown option '--bogus'");
    await expect(main(['ship', 'prints'])).rejects.toThrow('Unknown command "ship"');
    await expect(main(['rollback', 'prints', '--stage'])).rejects.toThrow('--stage belongs to deploy');
    await expect(main(['deploy', 'prints', 'extra'])).rejects.toThrow('Usage:');
    await expect(main(['promote', 'prints', 'a', 'b'])).rejects.toThrow('Usage:');
    await expect(main(['promote', 'prints', 'a', '--keep', '2'])).rejects.toThrow('promote takes a release id');
    await expect(main(['deploy', 'prints', '--force'])).rejects.toThrow('--force and --reason belong to promote');
  });

  it('every app (the shell too) has the commands the docs give: npm run <command> -w <app>', () => {
    const commands = {
      deploy: 'deploy',
      promote: 'promote',
      preview: 'preview',
      verify: 'verify',
      rollback: 'rollback',
      releases: 'list',
    };
    for (const app of APPS) {
      const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, app.dir, 'package.json'), 'utf8'));
      for (const [script, command] of Object.entries(commands))
        expect([app.dir, script, scripts[script]]).toEqual([
          app.dir,
          script,
          `node ../releases/cli.js ${command} ${app.name}`,
        ]);
    }
  });
});
