/** @jest-environment node */
import type { Server } from 'http';
import fs from 'fs';
import path from 'path';
import { Writable } from 'stream';
import { createShellServer } from './index';
import { createLogger } from './logger';
import { tempDist, listen, close, printsHosting, get } from './testSupport';
import { createPreviewToken } from '../../releases/preview';
import { switchSymlink } from '../../releases/atomic';

const SECRET = 's'.repeat(40);
const LIVE = '20261124-100000-prints-live1';
const CANDIDATE = '20261124-110000-prints-cand2';

type Reply = Awaited<ReturnType<typeof get>>;

describe('previews in the composer', () => {
  let hosting: string;
  let dist: string;
  let base: string;
  let lines: Array<Record<string, unknown>>;
  let t: number;
  let destination: import('stream').Writable;
  const servers: Server[] = [];

  beforeEach(async () => {
    const prints = await printsHosting({
      prefix: 'preview-hosting',
      releases: { [LIVE]: 'Versión publicada', [CANDIDATE]: 'Versión candidata' },
      live: LIVE,
    });
    hosting = prints.hosting;
    servers.push(prints.remote);
    const { remotesFile } = prints;
    dist = tempDist();
    lines = [];
    t = Date.parse('2026-11-24T12:00:00Z');
    destination = new Writable({
      write(chunk: Buffer, _e: string, cb: () => void) {
        lines.push(JSON.parse(chunk.toString()));
        cb();
      },
    });
    const shell = createShellServer({
      dist,
      remotesFile,
      hostingDir: hosting,
      now: () => t,
      logger: createLogger({ destination, level: 'debug' }),
    });
    servers.push(shell);
    base = await listen(shell);
    process.env.PREVIEW_SECRET = SECRET;
  });
  afterEach(async () => {
    delete process.env.PREVIEW_SECRET;
    for (const s of servers.splice(0).reverse()) await close(s);
    fs.rmSync(hosting, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const token = (o: object = {}) =>
    createPreviewToken({ app: 'prints', releaseId: CANDIDATE, secret: SECRET, now: t, ...o });
  const cookieOf = (reply: Reply) => String(reply.headers['set-cookie']).split(';')[0];
  const warned = () => lines.filter((l) => l.level === 40).map((l) => `${l.msg}: ${l.reason}`);

  it('the link sets a signed cookie; with it the page has the candidate, its entry, the banner and no-store', async () => {
    const link = await get(base, `/_preview?token=${token()}&to=/impresiones/dtf`);
    expect(link.status).toBe(303);
    expect(link.headers.location).toBe('/impresiones/dtf');
    expect(link.headers['set-cookie']).toEqual([
      `estampa_preview=${token()}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax`,
    ]);
    const page = await get(base, '/impresiones/dtf', { cookie: cookieOf(link) });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Versión candidata</h1>');
    expect(page.body).toContain(`/_releases/${CANDIDATE}/remoteEntry.js`);
    expect(page.body).toContain('Vista previa de <strong>prints</strong>');
    expect(page.body).toMatch(
      /<a href="\/_preview\/salir\?to=%2Fimpresiones%2Fdtf"[^>]*>Salir de la vista previa<\/a>/,
    );
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['x-preview']).toBe(`prints ${CANDIDATE}`);
  });

  it('is never cached for others: right after, a visitor without the cookie gets the live page', async () => {
    const link = await get(base, `/_preview?token=${token()}`);
    await get(base, '/impresiones/dtf', { cookie: cookieOf(link) });
    const live = await get(base, '/impresiones/dtf');
    expect(live.body).toContain('<h1>Versión publicada</h1>');
    expect(live.body).not.toContain('Vista previa');
    expect(live.body).not.toContain('_releases');
    expect(live.headers['cache-control']).toBe('no-cache');
  });

  it('a forged, expired or unknown-release cookie gives the live page, and the log says why', async () => {
    const forged = token().replace('cand2', 'cand3');
    const expired = token({ ttlS: 60 });
    const unknown = createPreviewToken({
      app: 'prints',
      releaseId: '20261124-120000-prints-gone',
      secret: SECRET,
      now: t,
    });
    t += 61_000;
    for (const value of [forged, expired, unknown]) {
      const page = await get(base, '/impresiones/dtf', { cookie: `estampa_preview=${value}` });
      expect(page.body).toContain('<h1>Versión publicada</h1>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect(warned()).toEqual([
      'preview cookie ignored: live page served: preview token signature does not match',
      'preview cookie ignored: live page served: preview token expired at 2026-11-24T12:01:00.000Z',
      `preview cookie ignored: live page served: release 20261124-120000-prints-gone is not in ${path.join(hosting, 'prints/releases')}`,
    ]);
    const refused = await get(base, `/_preview?token=${forged}`);
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe('/');
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('"Salir de la vista previa" clears the cookie and goes back to the page; only local paths', async () => {
    const exit = await get(base, '/_preview/salir?to=/impresiones/dtf');
    expect(exit.status).toBe(303);
    expect(exit.headers.location).toBe('/impresiones/dtf');
    expect(exit.headers['set-cookie']).toEqual(['estampa_preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    expect((await get(base, '/_preview/salir?to=//evil.example/')).headers.location).toBe('/');
    expect((await get(base, `/_preview?token=${token()}&to=https://evil.example/`)).headers.location).toBe('/');
  });

  it('the remote serves a published release under /_releases/<id>/, and nothing else there', async () => {
    const remoteBase = JSON.parse(fs.readFileSync(path.join(hosting, 'remotes.json'), 'utf8')).prints;
    expect((await get(remoteBase, `/_releases/${CANDIDATE}/remoteEntry.js`)).body).toBe('/* Versión candidata */');
    expect((await get(remoteBase, '/remoteEntry.js')).body).toBe('/* Versión publicada */');
    expect((await get(remoteBase, '/_releases/20261124-120000-prints-gone/remoteEntry.js')).status).toBe(404);
    expect((await get(remoteBase, `/_releases/../../etc/passwd`)).status).toBe(404);
  });

  it("previews the shell: the candidate's pages and files for the previewer only, never kept by a cache", async () => {
    const SHELL_LIVE = '20261124-100000-shell-live1';
    const SHELL_CANDIDATE = '20261124-110000-shell-cand2';
    for (const [id, header] of [
      [SHELL_LIVE, 'Estampa RD'],
      [SHELL_CANDIDATE, 'Estampa RD · nueva cabecera'],
    ]) {
      const dir = path.join(hosting, 'shell/releases', id);
      fs.cpSync(dist, dir, { recursive: true });
      const page = path.join(dir, 'templates/impresiones/dtf.html');
      fs.writeFileSync(
        page,
        fs.readFileSync(page, 'utf8').replace('<header>Estampa RD</header>', `<header>${header}</header>`),
      );
      fs.writeFileSync(path.join(dir, 'client/main.js'), `/* ${header} */`);
      fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ app: 'shell', releaseId: id }));
    }
    switchSymlink(path.join(hosting, 'shell/live'), path.join('releases', SHELL_LIVE));
    const shell = createShellServer({
      dist,
      live: path.join(hosting, 'shell/live'),
      remotesFile: path.join(hosting, 'remotes.json'),
      hostingDir: hosting,
      now: () => t,
      logger: createLogger({ destination, level: 'debug' }),
    });
    servers.push(shell);
    const site = await listen(shell);
    const link = await get(site, `/_preview?token=${token({ app: 'shell', releaseId: SHELL_CANDIDATE })}`);
    expect(link.headers.location).toBe('/');
    const cookie = { cookie: cookieOf(link) };

    const page = await get(site, '/impresiones/dtf', cookie);
    expect(page.body).toContain('<header>Estampa RD · nueva cabecera</header>');
    expect(page.body).toContain('<h1>Versión publicada</h1>'); // the remotes stay live
    expect(page.body).toContain(`Vista previa de <strong>shell</strong>, versión <code>${SHELL_CANDIDATE}</code>`);
    expect(page.headers['x-releases']).toBe(`shell=${SHELL_CANDIDATE}, prints=${LIVE}`);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const main = await get(site, '/main.js', cookie);
    expect(main.body).toBe('/* Estampa RD · nueva cabecera */');
    expect(main.headers['cache-control']).toBe('private, no-store');
    const missing = await get(site, '/no-existe', cookie);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Vista previa de <strong>shell</strong>');

    // Right after, a visitor without the cookie: the live shell, page and files.
    const live = await get(site, '/impresiones/dtf');
    expect(live.body).toContain('<header>Estampa RD</header>');
    expect(live.headers['x-releases']).toBe(`shell=${SHELL_LIVE}, prints=${LIVE}`);
    expect((await get(site, '/main.js')).body).toBe('/* Estampa RD */');
    expect((await get(site, '/main.js')).headers['cache-control']).not.toContain('private');
    // A forged shell cookie: live, and the log says why.
    const forged = cookie.cookie.replace('cand2', 'cand3');
    expect((await get(site, '/main.js', { cookie: forged })).body).toBe('/* Estampa RD */');
    expect(warned()).toContain('preview cookie ignored: live page served: preview token signature does not match');
  });

  it('with the cookie over TLS it is Secure', async () => {
    const tlsShell = createShellServer({
      dist,
      remotesFile: path.join(hosting, 'remotes.json'),
      hostingDir: hosting,
      tls: true,
      now: () => t,
      logger: createLogger({ destination: new Writable({ write: (_c: Buffer, _e: string, cb: () => void) => cb() }) }),
    });
    servers.push(tlsShell);
    const tlsBase = await listen(tlsShell);
    const link = await get(tlsBase, `/_preview?token=${token()}`);
    expect(String(link.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });
});
