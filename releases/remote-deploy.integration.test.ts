/** @jest-environment node */
// A real remote build (mf-prints, built once into a temporary DIST_DIR) deployed with the release
// CLI (releases) into a temporary hosting folder against the real shell's contract, then a
// build that drops an exposed page refused. It lives here, with the deploy tooling, because it
// needs both an app (the shell's route table) and shared/ (which imports no app).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { siteContract } from '../shell/src/document/renderSite';
import { tempDir } from './testing/fakeBuilds';

import { buildApp } from './buildApp';
import { findApp, ROOT } from './deployableApps';
import { sharedSingletons } from '../build-tools/common';

const CLI = path.join(ROOT, 'releases/cli.js');

let dist: string;
let work: string;
let hosting: string;
let contract: string;

function cli(args: string[]) {
  try {
    const out = execFileSync(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, HOSTING_DIR: hosting },
      stdio: 'pipe',
    });
    return { code: 0, out: out.toString() };
  } catch (error) {
    const e = error as { status: number; stdout: Buffer; stderr: Buffer };
    return { code: e.status, out: `${e.stdout}${e.stderr}` };
  }
}

beforeAll(() => {
  dist = buildApp(findApp('prints'), { log: () => {}, quiet: true });
  work = tempDir('integration');
  hosting = path.join(work, 'hosting');
  contract = path.join(work, 'contract.json');
  const provided = Object.fromEntries(
    Object.entries(sharedSingletons({ checkVersions: false, eager: true }) as Record<string, { version: string }>).map(
      ([k, s]) => [k, s.version],
    ),
  );
  fs.writeFileSync(contract, JSON.stringify(siteContract(provided)));
}, 240_000);

afterAll(() => {
  for (const dir of [dist, work]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('deploying a real mf-prints build', () => {
  it('publishes it, serves it from live, and refuses a build without an exposed page', () => {
    const build = JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8'));
    const manifestFile = path.join(dist, 'client/mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    // The Module Federation manifest names the build and what the contract checks.
    expect(manifest.metaData.buildInfo.buildVersion).toBe(build.buildId);
    expect(manifest.shared.find((s: { name: string }) => s.name === 'react').requiredVersion).toMatch(/^\^19\./);
    expect(manifest.exposes.map((e: { name: string }) => e.name)).toContain('DtfPage');

    const first = cli(['deploy', 'prints', '--from', dist, '--contract', contract, '--no-smoke']);
    expect(first.out).toContain('prints: contract check passed');
    expect(first.code).toBe(0);
    const live = path.join(hosting, 'prints/live');
    const release = JSON.parse(fs.readFileSync(path.join(live, 'release.json'), 'utf8'));
    expect(release).toMatchObject({ app: 'prints', buildId: build.buildId, previous: null });
    expect(fs.readFileSync(path.join(live, 'remoteEntry.js'), 'utf8')).toBe(
      fs.readFileSync(path.join(dist, 'client/remoteEntry.js'), 'utf8'),
    );
    expect(fs.readFileSync(path.join(live, 'fragments/DtfPage.html'), 'utf8')).toContain(
      `data-build="${build.buildId}"`,
    );

    // The same build without DtfPage (in its manifest, as the runtime would see it, and its server bundle).
    const broken = path.join(work, 'broken');
    fs.cpSync(dist, broken, { recursive: true });
    fs.writeFileSync(path.join(broken, 'build.json'), JSON.stringify({ ...build, buildId: `${build.buildId}-x` }));
    fs.writeFileSync(
      path.join(broken, 'client/mf-manifest.json'),
      JSON.stringify({ ...manifest, exposes: manifest.exposes.filter((e: { name: string }) => e.name !== 'DtfPage') }),
    );
    fs.rmSync(path.join(broken, 'server/DtfPage.js'));
    const refused = cli(['deploy', 'prints', '--from', broken, '--contract', contract, '--no-smoke']);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain(
      'Refused: /impresiones/dtf needs prints/DtfPage, which the new build does not expose',
    );
    expect(refused.out).toContain('prints: deploy refused; nothing was published and the live release is unchanged');
    expect(fs.readlinkSync(live)).toBe(`releases/${release.releaseId}`);
    expect(fs.readdirSync(path.join(hosting, 'prints/releases'))).toEqual([release.releaseId]);

    // A page whose server bundle has no default export is refused too.
    fs.cpSync(dist, path.join(work, 'nopage'), { recursive: true });
    fs.writeFileSync(path.join(work, 'nopage/server/LonaPage.js'), 'exports.buildId = "x";\n');
    const notAPage = cli([
      'deploy',
      'prints',
      '--from',
      path.join(work, 'nopage'),
      '--contract',
      contract,
      '--no-smoke',
    ]);
    expect(notAPage.code).toBe(2);
    expect(notAPage.out).toContain(
      'Refused: /impresiones/lona needs prints/LonaPage to be a page, but the default export of server/LonaPage.js is not a function (it is undefined)',
    );
  });
});
