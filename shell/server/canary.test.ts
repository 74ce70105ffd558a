/** @jest-environment node */
import type { IncomingMessage, Server } from 'http';
const fs = require('fs');
const os = require('os');
const path = require('path');
const http = require('http');
const { Writable } = require('stream');
const { createShellServer } = require('./index');
const { createLogger } = require('./logger');
const { tempDist, listen, close } = require('./testSupport');
const { serveRemote } = require('../../shared/build/serve-remote');
const { writeCanary, clearCanary } = require('../../shared/deploy/canary');
const { switchSymlink } = require('../../shared/deploy/atomic');

const LIVE = '20261124-100000-prints-live1';
const CANDIDATE = '20261124-110000-prints-cand2';

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
function get(base: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { headers, agent: false }, (res: IncomingMessage) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('canary releases in the composer', () => {
  let hosting: string;
  let dist: string;
  let base: string;
  let t: number;
  const servers: Server[] = [];

  function release(id: string, text: string) {
    const dir = path.join(hosting, 'prints/releases', id);
    fs.mkdirSync(path.join(dir, 'fragments'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ app: 'prints', releaseId: id }));
    fs.writeFileSync(
      path.join(dir, 'fragments/DtfPage.html'),
      `<div data-island="prints/DtfPage" data-build="b"><h1>${text}</h1></div>`,
    );
  }

  beforeEach(async () => {
    hosting = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-hosting-'));
    dist = tempDist();
    release(LIVE, 'Versión publicada');
    release(CANDIDATE, 'Versión candidata');
    switchSymlink(path.join(hosting, 'prints/live'), path.join('releases', LIVE));
    const remote = await serveRemote(null, 0, 'prints', '127.0.0.1', { live: path.join(hosting, 'prints/live') });
    servers.push(remote);
    const remotesFile = path.join(hosting, 'remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify({ prints: `http://127.0.0.1:${remote.address().port}` }));
    t = 1_000_000;
    const shell = createShellServer({
      dist,
      remotesFile,
      hostingDir: hosting,
      now: () => t,
      logger: createLogger({ destination: new Writable({ write: (_c: Buffer, _e: string, cb: () => void) => cb() }) }),
    });
    servers.push(shell);
    base = await listen(shell);
  });
  afterEach(async () => {
    for (const s of servers.splice(0).reverse()) await close(s);
    fs.rmSync(hosting, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const side = (reply: Reply) => (reply.body.includes('Versión candidata') ? 'candidate' : 'live');

  it('without a canary: no bucket cookie; the page names the releases that composed it', async () => {
    const page = await get(base, '/impresiones/dtf');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers['x-releases']).toBe(`shell=dist, prints=${LIVE}`);
    expect(page.body).toContain(`data-island="prints/DtfPage" data-release="${LIVE}"`);
  });

  it('at 10 %: of 1,000 new visitors 10 % ± 3 get the candidate, and each keeps their side', async () => {
    writeCanary(path.join(hosting, 'prints'), { release: CANDIDATE, percent: 10 });
    t += 1000; // the composer reads the hosting folder at most once a second
    const visitors: Array<{ cookie: string; side: string }> = [];
    for (let i = 0; i < 1000; i += 1) {
      const first = await get(base, '/impresiones/dtf');
      const cookie = String(first.headers['set-cookie']).split(';')[0];
      expect(cookie).toMatch(/^estampa_bucket=\d{1,2}$/);
      visitors.push({ cookie, side: side(first) });
    }
    const share = visitors.filter((v) => v.side === 'candidate').length / 10;
    expect(share).toBeGreaterThanOrEqual(7);
    expect(share).toBeLessThanOrEqual(13);
    for (const v of visitors.slice(0, 200)) {
      const again = await get(base, '/impresiones/dtf', { cookie: v.cookie });
      expect(side(again)).toBe(v.side);
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(again.headers['x-releases']).toBe(`shell=dist, prints=${v.side === 'candidate' ? CANDIDATE : LIVE}`);
    }
    const candidate = visitors.find((v) => v.side === 'candidate')!;
    const page = await get(base, '/impresiones/dtf', { cookie: candidate.cookie });
    expect(page.body).toContain(`/_releases/${CANDIDATE}/remoteEntry.js`);
    expect(page.body).toContain(`data-release="${CANDIDATE}"`);
    expect(page.body).not.toContain('Vista previa');
  });

  it('once the canary ends, every visitor gets the live release again', async () => {
    writeCanary(path.join(hosting, 'prints'), { release: CANDIDATE, percent: 50 });
    t += 1000;
    expect(side(await get(base, '/impresiones/dtf', { cookie: 'estampa_bucket=3' }))).toBe('candidate');
    expect(side(await get(base, '/impresiones/dtf', { cookie: 'estampa_bucket=73' }))).toBe('live');
    clearCanary(path.join(hosting, 'prints'));
    t += 1000;
    const after = await get(base, '/impresiones/dtf', { cookie: 'estampa_bucket=3' });
    expect(side(after)).toBe('live');
    expect(after.headers.vary).toBe('Accept-Encoding');
  });
});
