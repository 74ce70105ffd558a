/** @jest-environment node */
// The nginx topology serving releases (releases/) for real: each app through its live link in a
// temporary hosting folder. A remote's switch is served from the next request without a reload,
// with the older release's chunks still there; a shell release with another route is picked up by
// the watcher (configuration regenerated and reloaded); a rollback goes back the same way.
// Skipped like topology.test.ts when nginx or the build is missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import https from 'node:https';
import { startTopology } from './topology';
import { nginxCanRun, freeOffset, sleep } from './testSupport';
import { ROOT } from '../../scripts/localApps';
import { openStore } from '../../releases/releaseStore';
import { findApp } from '../../releases/deployableApps';
import { createPreviewToken } from '../../releases/preview';
import { writeCanary, clearCanary, BUCKET_COOKIE } from '../../releases/canary';

const SECRET = 'nginx-preview-secret-0123456789abcdef';

const run = nginxCanRun(__filename) ? describe : describe.skip;

jest.setTimeout(30000);

type Res = { status: number; body: string; headers: import('http').IncomingHttpHeaders };
function request(url: string, ca: Buffer, cookie?: string): Promise<Res> {
  return new Promise((resolve, reject) => {
    https
      .get(
        url,
        { ca, agent: false, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } },
        (res: import('http').IncomingMessage) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        },
      )
      .on('error', reject);
  });
}

/** Polls `check` until it is true (the fragment cache's fresh second, the watcher's 250 ms). */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 60; i++) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

run('nginx topology serving releases', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-releases-'));
  fs.chmodSync(work, 0o755); // nginx workers run as nobody when the tests run as root
  const hosting = path.join(work, 'hosting');
  const prints = openStore({ hostingDir: hosting, app: findApp('prints') });
  const shell = openStore({ hostingDir: hosting, app: findApp('shell') });
  let topology: Awaited<ReturnType<typeof startTopology>>;
  let ca: Buffer;
  const site = (p: string, cookie?: string) => request(topology.siteUrl + p, ca, cookie);
  const origin = (p: string) => request(topology.remotes.prints + p, ca);
  const releases: Record<string, string> = {};
  let oldChunk = '';

  beforeAll(async () => {
    // Release A of prints and the shell: the current builds. Release B of each: a copy with a
    // changed DTF fragment and a chunk of its own (prints), and one more route (shell).
    releases.printsA = prints.publish({ buildDir: path.join(ROOT, 'mf-prints/dist'), buildId: 'prints-a' }).releaseId;
    const printsB = path.join(work, 'prints-b');
    fs.cpSync(path.join(ROOT, 'mf-prints/dist/client'), path.join(printsB, 'client'), { recursive: true });
    const fragment = path.join(printsB, 'client/fragments/DtfPage.html');
    fs.writeFileSync(fragment, fs.readFileSync(fragment, 'utf8').replace(/<h1([^>]*)>/, '<h1$1>Versión B · '));
    for (const ext of ['.br', '.gz']) fs.rmSync(fragment + ext, { force: true });
    oldChunk = fs.readdirSync(path.join(printsB, 'client')).find((f: string) => /^\d+\.[0-9a-f]{10}\.js$/.test(f))!;
    fs.renameSync(path.join(printsB, 'client', oldChunk), path.join(printsB, 'client/999.bbbbbbbbbb.js'));
    releases.printsB = prints.publish({
      buildDir: printsB,
      buildId: 'prints-b',
      time: new Date(Date.now() + 1000),
    }).releaseId;

    releases.shellA = shell.publish({ buildDir: path.join(ROOT, 'shell/dist'), buildId: 'shell-a' }).releaseId;
    const shellB = path.join(work, 'shell-b');
    fs.cpSync(path.join(ROOT, 'shell/dist'), shellB, { recursive: true });
    const routesFile = path.join(shellB, 'templates/routes.json');
    const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8'));
    fs.writeFileSync(
      routesFile,
      JSON.stringify({ ...routes, routes: { ...routes.routes, '/contacto-b': routes.routes['/contacto'] } }),
    );
    releases.shellB = shell.publish({
      buildDir: shellB,
      buildId: 'shell-b',
      time: new Date(Date.now() + 1000),
    }).releaseId;
    // Release C of the shell: the same routes, another contact page (no reload: the page cache's key).
    const shellC = path.join(work, 'shell-c');
    fs.cpSync(path.join(ROOT, 'shell/dist'), shellC, { recursive: true });
    const contact = path.join(shellC, 'templates/contacto.html');
    fs.writeFileSync(contact, fs.readFileSync(contact, 'utf8').replace('<title>', '<title>Versión C · '));
    const mainJs = path.join(shellC, 'client/main.js');
    fs.appendFileSync(mainJs, '\n/* Versión C */\n');
    for (const ext of ['.br', '.gz']) fs.rmSync(mainJs + ext, { force: true });
    releases.shellC = shell.publish({
      buildDir: shellC,
      buildId: 'shell-c',
      time: new Date(Date.now() + 2000),
    }).releaseId;
    prints.switchTo(releases.printsA, 'deploy');
    shell.switchTo(releases.shellA, 'deploy');

    const offset = await freeOffset([24, 25, 26, 27, 28, 29, 22, 23]);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      FRAGMENT_FRESH_S: '1',
      FRAGMENT_SWR_S: '0',
      FRAGMENT_MAX_STALE_S: '60',
      PREVIEW_SECRET: SECRET,
    };
    for (const k of ['REMOTES_CONFIG', 'TLS_CERT', 'TLS_KEY', 'HTTPS_PORT', 'HTTP_PORT']) delete env[k];
    topology = await startTopology({
      offset,
      hostingDir: hosting,
      runtimeDir: path.join(work, 'runtime'),
      env,
      log: () => {},
    });
    // TLS_CERT is not given: the topology made its own CA, which the requests trust.
    if (!topology.caFile) throw new Error('the topology made no CA');
    ca = fs.readFileSync(topology.caFile);
  });

  afterAll(async () => {
    if (topology) await topology.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('serves each app through its live link', async () => {
    expect(topology.shellDist).toBe(path.join(hosting, 'shell/live'));
    expect(JSON.parse((await site('/release.json')).body).releaseId).toBe(releases.shellA);
    expect(JSON.parse((await origin('/release.json')).body).releaseId).toBe(releases.printsA);
    expect(JSON.parse((await site('/remotes/prints/release.json')).body).releaseId).toBe(releases.printsA);
    expect((await site('/impresiones/dtf')).body).not.toContain('Versión B');
  });

  it("names the releases that composed nginx's own page: X-Releases and the island's data-release", async () => {
    await eventually(
      async () =>
        (await site('/impresiones/dtf')).headers['x-releases'] ===
        `shell=${releases.shellA}, prints=${releases.printsA}`,
      'the live releases named',
    );
    expect((await site('/impresiones/dtf')).body).toContain(
      `data-release="${releases.printsA}" data-island="prints/DtfPage"`,
    );
    expect((await site('/')).headers['x-releases']).toBe(`shell=${releases.shellA}`);
  });

  it('serves a remote deploy from the next request, no reload, older chunks kept; and a rollback', async () => {
    prints.switchTo(releases.printsB, 'deploy');
    expect(JSON.parse((await origin('/release.json')).body).releaseId).toBe(releases.printsB);
    expect((await origin('/fragments/DtfPage.html')).body).toContain('Versión B · ');
    expect((await origin('/999.bbbbbbbbbb.js')).status).toBe(200);
    expect((await origin(`/${oldChunk}`)).status).toBe(200); // release A's chunk, hard-linked into B
    await eventually(
      async () => (await site('/impresiones/dtf')).body.includes('Versión B · '),
      'the new fragment in the page',
    );
    // Named exactly: the fragment comes from the release the page names (never one ahead of the other).
    for (let i = 0; i < 5; i++) {
      const page = await site('/impresiones/dtf');
      expect(page.headers['x-releases']).toBe(`shell=${releases.shellA}, prints=${releases.printsB}`);
      expect(page.body).toContain(`data-release="${releases.printsB}" data-island="prints/DtfPage"`);
      expect(page.body).toContain('Versión B · ');
    }

    prints.switchTo(releases.printsA, 'rollback');
    expect((await origin('/999.bbbbbbbbbb.js')).status).toBe(404);
    await eventually(
      async () => !(await site('/impresiones/dtf')).body.includes('Versión B · '),
      'the old fragment again',
    );
  });

  it('reloads the site when a shell release changes the routes, and again on its rollback', async () => {
    expect((await site('/contacto-b')).status).toBe(404);
    shell.switchTo(releases.shellB, 'deploy');
    expect(JSON.parse((await site('/release.json')).body).releaseId).toBe(releases.shellB); // files: at once
    await eventually(async () => (await site('/contacto-b')).status === 200, 'the new route');
    expect((await site('/contacto-b')).body).toContain('<h1');
    shell.switchTo(releases.shellA, 'rollback');
    await eventually(async () => (await site('/contacto-b')).status === 404, 'the route gone again');
    expect((await site('/contacto')).status).toBe(200);
  });

  it('serves a shell release with the same routes from the next request, though its pages are cached', async () => {
    for (let i = 0; i < 3; i++) expect((await site('/contacto')).body).not.toContain('Versión C · ');
    shell.switchTo(releases.shellC, 'deploy');
    expect((await site('/contacto')).body).toContain('<title>Versión C · ');
    shell.switchTo(releases.shellA, 'rollback');
    expect((await site('/contacto')).body).not.toContain('Versión C · ');
  });

  // Issue 18 in the nginx topology: the composer beside nginx composes what is for one visitor.
  describe('previews and canaries (the composer beside nginx)', () => {
    const previewOf = (releaseId: string, secret = SECRET) =>
      `estampa_preview=${createPreviewToken({ app: 'prints', releaseId, secret })}`;

    it('the remote origin serves a published release under /_releases/<id>/, and nothing else there', async () => {
      expect(JSON.parse((await origin(`/_releases/${releases.printsB}/release.json`)).body).releaseId).toBe(
        releases.printsB,
      );
      expect((await origin(`/_releases/${releases.printsB}/fragments/DtfPage.html`)).body).toContain('Versión B · ');
      expect((await origin('/_releases/20261124-000000-prints-gone/remoteEntry.js')).status).toBe(404);
      expect((await origin('/_releases/../../etc/passwd')).status).toBe(404);
    });

    it('a preview cookie gets the candidate, the banner and no-store; a visitor without it, right after, gets live', async () => {
      const page = await site('/impresiones/dtf', previewOf(releases.printsB));
      expect(page.status).toBe(200);
      expect(page.body).toContain('Versión B · ');
      expect(page.body).toContain(`${topology.remotes.prints}/_releases/${releases.printsB}/remoteEntry.js`);
      expect(page.body).toContain('Salir de la vista previa');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.headers['x-releases']).toContain(`prints=${releases.printsB}`);
      // The site's own header set, once (the composer's copies are hidden).
      expect(page.headers['content-security-policy']).toBeTruthy();
      expect(String(page.headers['content-security-policy'])).not.toContain(', ');
      expect(page.headers['strict-transport-security']).toBeTruthy();

      const live = await site('/impresiones/dtf');
      expect(live.body).not.toContain('Versión B · ');
      expect(live.body).not.toContain('_releases');
      expect(live.body).not.toContain('Salir de la vista previa');
    });

    it("a preview of the shell: the candidate's pages, main.js and 404 for the previewer; live for others", async () => {
      const cookie = `estampa_preview=${createPreviewToken({ app: 'shell', releaseId: releases.shellC, secret: SECRET })}`;
      const page = await site('/contacto', cookie);
      expect(page.body).toContain('<title>Versión C · ');
      expect(page.body).toContain('Vista previa de <strong>shell</strong>');
      expect(page.headers['x-releases']).toMatch(new RegExp(`^shell=${releases.shellC}`));
      expect(page.headers['cache-control']).toBe('private, no-store');
      const main = await site('/main.js', cookie);
      expect(main.body).toContain('/* Versión C */');
      expect(main.headers['cache-control']).toBe('private, no-store');
      // The site's header set for its files, once (the composer's copies hidden).
      const liveMain = await site('/main.js');
      expect(liveMain.headers['strict-transport-security']).toBeTruthy();
      for (const name of ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy'])
        expect([name, main.headers[name]]).toEqual([name, liveMain.headers[name]]);
      const missing = await site('/no-existe', cookie);
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('Vista previa de <strong>shell</strong>');

      expect((await site('/contacto')).body).not.toContain('Versión C · ');
      expect(liveMain.body).not.toContain('/* Versión C */');
      const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect((await site('/main.js', forged)).body).not.toContain('/* Versión C */');
    });

    it('a forged cookie, or one for a release that is not there, gets the live page', async () => {
      for (const cookie of [
        previewOf(releases.printsB, 'another-secret-0123456789abcdef'),
        previewOf('20261124-000000-prints-gone'),
      ]) {
        const page = await site('/impresiones/dtf', cookie);
        expect(page.status).toBe(200);
        expect(page.body).not.toContain('Versión B · ');
        expect(page.body).not.toContain('Salir de la vista previa');
      }
    });

    it('the preview link sets the cookie (Secure, HttpOnly, SameSite=Lax) and goes to the page', async () => {
      const token = createPreviewToken({ app: 'prints', releaseId: releases.printsB, secret: SECRET });
      const link = await site(`/_preview?token=${encodeURIComponent(token)}&to=/impresiones/dtf`);
      expect(link.status).toBe(303);
      expect(link.headers.location).toBe('/impresiones/dtf');
      expect(String(link.headers['set-cookie'])).toMatch(/^estampa_preview=v1\.prints\..*; Secure$/);
      expect(String(link.headers['set-cookie'])).toContain('HttpOnly; SameSite=Lax');
    });

    it('a canary at 10 %: about 10 % of 1,000 visitors get the candidate, each keeps their side; --full ends it', async () => {
      writeCanary(path.join(hosting, 'prints'), { release: releases.printsB, percent: 10 });
      expect(await topology.applyCanaries()).toBe(true);
      // The composer reads the hosting folder at most once a second.
      await eventually(async () => Boolean((await site('/impresiones/dtf')).headers['set-cookie']), 'a bucket cookie');
      let candidate = 0;
      const sides: [string, boolean][] = [];
      for (let i = 0; i < 1000; i++) {
        const first = await site('/impresiones/dtf');
        const bucket = /estampa_bucket=(\d+)/.exec(String(first.headers['set-cookie']))?.[1];
        expect(bucket).toBeDefined();
        const onCandidate = first.body.includes('Versión B · ');
        if (onCandidate) candidate += 1;
        if (i % 100 === 0) sides.push([`${BUCKET_COOKIE}=${bucket}`, onCandidate]);
      }
      expect(candidate).toBeGreaterThanOrEqual(70);
      expect(candidate).toBeLessThanOrEqual(130);
      for (const [cookie, onCandidate] of sides)
        expect((await site('/impresiones/dtf', cookie)).body.includes('Versión B · ')).toBe(onCandidate);
      // A bucket past the percentage is nginx's own page: no cookie is set again.
      const outside = await site('/impresiones/dtf', `${BUCKET_COOKIE}=50`);
      expect(outside.headers['set-cookie']).toBeUndefined();
      expect(outside.body).not.toContain('Versión B · ');

      clearCanary(path.join(hosting, 'prints'));
      expect(await topology.applyCanaries()).toBe(true);
      // nginx's old workers may answer a moment longer, and the composer reads the hosting folder
      // at most once a second: the end of the canary reaches every request within that time.
      await eventually(async () => {
        const after = await site('/impresiones/dtf', `${BUCKET_COOKIE}=3`);
        return after.headers['set-cookie'] === undefined && !after.body.includes('Versión B · ');
      }, 'bucket 3 back on live once the canary ends');
    });
  });
});
