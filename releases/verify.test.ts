/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT, fakeRemoteBuild, fakeShellBuild, tempDir } from './testing/fakeBuilds';
import { deploy, promote, DeployError } from './deploy';
import { verify, playwrightArgs } from './verify';
import type { Report, TestStatus } from './e2eReport';
import { readVerifications } from './verifications';
import { readPreviewToken } from './preview';

let hosting: string;
let builds: string;
let lines: string[];
const log = (line: string) => lines.push(line);
const SECRET = 'v'.repeat(40);

beforeEach(() => {
  hosting = tempDir('verify-hosting');
  builds = tempDir('verify-builds');
  fs.writeFileSync(path.join(builds, 'contract.json'), JSON.stringify(CONTRACT));
  fs.writeFileSync(path.join(hosting, '.preview-secret'), SECRET);
  lines = [];
});
afterEach(() => {
  fs.rmSync(hosting, { recursive: true, force: true });
  fs.rmSync(builds, { recursive: true, force: true });
});

/** verify's options in these tests: the site is taken to serve the candidate (previewServed.test.ts checks that question). */
let gate: { hostingDir: string; log: typeof log; check: () => Promise<void> };
beforeEach(() => {
  gate = { hostingDir: hosting, log, check: async () => {} };
});

const opts = (o: object = {}) => ({
  hostingDir: hosting,
  contract: path.join(builds, 'contract.json'),
  smoke: false,
  log,
  ...o,
});
const build = (id: string) =>
  fakeRemoteBuild(path.join(builds, id), { buildId: id, chunks: [`1.${'b'.repeat(10)}.js`] });
/** A Playwright JSON report with the given test verdicts. */
const report = (...statuses: TestStatus[]): Report => ({
  suites: [
    {
      title: 'platform',
      specs: statuses.map((status, i) => ({
        title: `t${i}`,
        tests: [
          {
            projectName: 'desktop',
            status,
            annotations: status === 'skipped' ? [{ type: 'skip' }] : [],
            results: [{}],
          },
        ],
      })),
    },
  ],
});

describe('verify (the QA gate)', () => {
  it('runs the suite through a preview of the release and records a pass that promote accepts', async () => {
    await deploy('prints', opts({ from: build('prints-1') }));
    const s = await deploy('prints', opts({ from: build('prints-2'), stage: true }));
    const runs: Array<{ site: string; token: string; files: string[] }> = [];
    const run = async (o: { site: string; token: string; files: string[] }) => {
      runs.push(o);
      return report('expected', 'expected', 'flaky');
    };
    await verify('prints', s.releaseId, { ...gate, site: 'https://staging.estampa.example', run });
    expect(runs[0].site).toBe('https://staging.estampa.example');
    expect(runs[0].files).toEqual(['tests/platform', 'tests/prints']);
    expect(readPreviewToken(runs[0].token, { secret: SECRET })).toMatchObject({ ok: true, releaseId: s.releaseId });
    const [v] = readVerifications(path.join(hosting, 'prints'));
    expect(v).toMatchObject({
      release: s.releaseId,
      passed: true,
      others: { shell: null, products: null, uniforms: null, order: null },
      counts: { passed: 3, failed: 0, skipped: 0 },
    });
    expect(lines.at(-1)).toMatch(
      new RegExp(`^prints: ${s.releaseId} PASSED the QA gate \\(3 passed, 0 failed, 0 skipped\\)`),
    );
    await promote('prints', s.releaseId, opts());
  });

  it("verifies a shell candidate against the live remotes with the platform and the shell's own suite", async () => {
    await deploy('prints', opts({ from: build('prints-1') }));
    const shell = (id: string) => fakeShellBuild(path.join(builds, id), { buildId: id });
    await deploy('shell', opts({ from: shell('shell-1') }));
    const s = await deploy('shell', opts({ from: shell('shell-2'), stage: true }));
    const runs: Array<{ files: string[]; token: string }> = [];
    const run = async (o: { files: string[]; token: string }) => {
      runs.push(o);
      return report('expected');
    };
    await verify('shell', s.releaseId, { ...gate, run });
    expect(runs[0].files).toEqual(['tests/platform', 'tests/shell']);
    expect(readPreviewToken(runs[0].token, { secret: SECRET })).toMatchObject({ ok: true, app: 'shell' });
    expect(readVerifications(path.join(hosting, 'shell'))[0]).toMatchObject({
      release: s.releaseId,
      passed: true,
      others: { prints: expect.stringMatching(/prints/), products: null, uniforms: null, order: null },
    });
    await promote('shell', s.releaseId, opts());
  });

  it('records a failure (exit 5), and a skip without a reason fails the gate too', async () => {
    await deploy('prints', opts({ from: build('prints-1') }));
    const s = await deploy('prints', opts({ from: build('prints-2'), stage: true }));
    await expect(
      verify('prints', s.releaseId, { ...gate, run: async () => report('expected', 'unexpected') }),
    ).rejects.toMatchObject({ exitCode: 5 });
    await expect(
      verify('prints', s.releaseId, { ...gate, run: async () => report('expected', 'skipped') }),
    ).rejects.toMatchObject({ exitCode: 5 });
    expect(readVerifications(path.join(hosting, 'prints')).map((v: { passed: boolean }) => v.passed)).toEqual([
      false,
      false,
    ]);
    await expect(promote('prints', s.releaseId, opts())).rejects.toMatchObject({ exitCode: 4 });
  });

  it('--fail-fast stops Playwright at the first failure, and the record says the rest did not run', async () => {
    await deploy('prints', opts({ from: build('prints-1') }));
    const s = await deploy('prints', opts({ from: build('prints-2'), stage: true }));
    const asked: boolean[] = [];
    const run = async (o: { failFast?: boolean }) => {
      asked.push(Boolean(o.failFast));
      return report('expected', 'unexpected', 'skipped', 'skipped');
    };
    await expect(verify('prints', s.releaseId, { ...gate, run, failFast: true })).rejects.toMatchObject({
      exitCode: 5,
    });
    expect(asked).toEqual([true]);
    expect(readVerifications(path.join(hosting, 'prints'))[0]).toMatchObject({
      passed: false,
      stoppedEarly: true,
      counts: { passed: 1, failed: 1, skipped: 2 },
    });
    expect(lines).toContain('  stopped at the first failure (--fail-fast): 2 tests not run');
    expect(playwrightArgs(['tests/prints'], { failFast: true })).toContain('--max-failures=1');
    expect(playwrightArgs(['tests/prints'])).not.toContain('--max-failures=1');
  });

  it('records nothing when another app switched during the run', async () => {
    await deploy('prints', opts({ from: build('prints-1') }));
    const s = await deploy('prints', opts({ from: build('prints-2'), stage: true }));
    const run = async () => {
      await deploy(
        'products',
        opts({
          from: fakeRemoteBuild(path.join(builds, 'products-1'), {
            name: 'products',
            buildId: 'products-1',
            exposes: ['TazasPage'],
          }),
        }),
      );
      return report('expected');
    };
    await expect(verify('prints', s.releaseId, { ...gate, run })).rejects.toThrow(
      'prints: the live releases changed during the run',
    );
    expect(readVerifications(path.join(hosting, 'prints'))).toEqual([]);
  });

  it('runs nothing and records nothing when the site does not serve the candidate', async () => {
    await deploy('prints', opts({ from: build('prints-1') }));
    const s = await deploy('prints', opts({ from: build('prints-2'), stage: true }));
    let ran = false;
    const run = async () => {
      ran = true;
      return report('expected');
    };
    const check = async ({ site }: { site: string }) => {
      throw new DeployError(`prints: ${site} ignored the preview`);
    };
    await expect(
      verify('prints', s.releaseId, { ...gate, site: 'http://localhost:9', run, check }),
    ).rejects.toMatchObject({ exitCode: 1, message: 'prints: http://localhost:9 ignored the preview' });
    expect(ran).toBe(false);
    expect(readVerifications(path.join(hosting, 'prints'))).toEqual([]);
  });
});
