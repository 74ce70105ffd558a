/** @jest-environment node */
import path from 'path';
import { printsComposerPerTest, get } from './testSupport';
import { writeCanary, clearCanary } from '../../releases/canary';

const LIVE = '20261124-100000-prints-live1';
const CANDIDATE = '20261124-110000-prints-cand2';

type Reply = Awaited<ReturnType<typeof get>>;

describe('canary releases in the composer', () => {
  const site = printsComposerPerTest({
    prefix: 'canary-hosting',
    releases: { [LIVE]: 'Versión publicada', [CANDIDATE]: 'Versión candidata' },
    live: LIVE,
  });

  const side = (reply: Reply) => (reply.body.includes('Versión candidata') ? 'candidate' : 'live');

  it('without a canary: no bucket cookie; the page names the releases that composed it', async () => {
    const page = await get(site.base, '/impresiones/dtf');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers['x-releases']).toBe(`shell=dist, prints=${LIVE}`);
    expect(page.body).toContain(`data-island="prints/DtfPage" data-release="${LIVE}"`);
  });

  // 1,200 requests: more than jest's 5 s on a busy machine (a limit, not a timing).
  it('at 10 %: of 1,000 new visitors 10 % ± 3 get the candidate, and each keeps their side', async () => {
    writeCanary(path.join(site.hosting, 'prints'), { release: CANDIDATE, percent: 10 });
    site.tick(1000); // the composer reads the hosting folder at most once a second
    const visitors: Array<{ cookie: string; side: string }> = [];
    for (let i = 0; i < 1000; i += 1) {
      const first = await get(site.base, '/impresiones/dtf');
      const cookie = String(first.headers['set-cookie']).split(';')[0];
      expect(cookie).toMatch(/^estampa_bucket=\d{1,2}$/);
      visitors.push({ cookie, side: side(first) });
    }
    const share = visitors.filter((v) => v.side === 'candidate').length / 10;
    expect(share).toBeGreaterThanOrEqual(7);
    expect(share).toBeLessThanOrEqual(13);
    for (const v of visitors.slice(0, 200)) {
      const again = await get(site.base, '/impresiones/dtf', { cookie: v.cookie });
      expect(side(again)).toBe(v.side);
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(again.headers['x-releases']).toBe(`shell=dist, prints=${v.side === 'candidate' ? CANDIDATE : LIVE}`);
    }
    const candidate = visitors.find((v) => v.side === 'candidate')!;
    const page = await get(site.base, '/impresiones/dtf', { cookie: candidate.cookie });
    expect(page.body).toContain(`/_releases/${CANDIDATE}/remoteEntry.js`);
    expect(page.body).toContain(`data-release="${CANDIDATE}"`);
    expect(page.body).not.toContain('Vista previa');
  }, 30_000);

  it('once the canary ends, every visitor gets the live release again', async () => {
    writeCanary(path.join(site.hosting, 'prints'), { release: CANDIDATE, percent: 50 });
    site.tick(1000);
    expect(side(await get(site.base, '/impresiones/dtf', { cookie: 'estampa_bucket=3' }))).toBe('candidate');
    expect(side(await get(site.base, '/impresiones/dtf', { cookie: 'estampa_bucket=73' }))).toBe('live');
    clearCanary(path.join(site.hosting, 'prints'));
    site.tick(1000);
    const after = await get(site.base, '/impresiones/dtf', { cookie: 'estampa_bucket=3' });
    expect(side(after)).toBe('live');
    expect(after.headers.vary).toBe('Accept-Encoding');
  });
});
