/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkPreviewServed } from './previewServed';

const RELEASE = '20261128-120000-prints-abc123';
const TOKEN = 'v1.prints.token';

/** A site answering `/` with `status` and, when the preview cookie is the token, `preview` as X-Preview. */
async function site(status: number, preview: string | null) {
  const cookies: Array<string | undefined> = [];
  const server = http.createServer((req, res) => {
    cookies.push(req.headers.cookie);
    const headers: Record<string, string> = { 'content-type': 'text/html' };
    if (preview && req.headers.cookie === `estampa_preview=${TOKEN}`) headers['x-preview'] = preview;
    res.writeHead(status, headers).end('<!doctype html><title>x</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, cookies, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('checkPreviewServed (before the QA gate runs)', () => {
  it('passes when the site composes its pages with the candidate for the token', async () => {
    const s = await site(200, `prints ${RELEASE}`);
    await expect(checkPreviewServed({ site: s.url, token: TOKEN, app: 'prints', releaseId: RELEASE })).resolves.toBe(
      undefined,
    );
    expect(s.cookies).toEqual([`estampa_preview=${TOKEN}`]);
    await s.close();
  });

  it('refuses a site that ignores the token (another PREVIEW_SECRET), naming the setting', async () => {
    const s = await site(200, null);
    await expect(
      checkPreviewServed({ site: s.url, token: TOKEN, app: 'prints', releaseId: RELEASE }),
    ).rejects.toMatchObject({
      exitCode: 1,
      message: expect.stringMatching(
        new RegExp(
          `^prints: ${s.url} ignored the preview of ${RELEASE} and serves its live releases: .*PREVIEW_SECRET.*nothing recorded$`,
        ),
      ),
    });
    await s.close();
  });

  it('refuses a site that previews another release', async () => {
    const s = await site(200, 'prints 20261127-000000-prints-other1');
    await expect(checkPreviewServed({ site: s.url, token: TOKEN, app: 'prints', releaseId: RELEASE })).rejects.toThrow(
      `previews "prints 20261127-000000-prints-other1", not the candidate "prints ${RELEASE}"`,
    );
    await s.close();
  });

  it('refuses an error page', async () => {
    const s = await site(503, null);
    await expect(checkPreviewServed({ site: s.url, token: TOKEN, app: 'prints', releaseId: RELEASE })).rejects.toThrow(
      `prints: ${s.url}/ answered 503 to the preview, not a page; nothing recorded`,
    );
    await s.close();
  });

  it('says the site did not answer, with the cause, when nothing listens there', async () => {
    const s = await site(200, null);
    await s.close(); // the port is now free: nothing listens
    await expect(
      checkPreviewServed({ site: s.url, token: TOKEN, app: 'prints', releaseId: RELEASE }),
    ).rejects.toMatchObject({
      exitCode: 1,
      message: expect.stringMatching(
        new RegExp(
          `^prints: ${s.url} did not answer \\(connect ECONNREFUSED [^)]+\\): is the site running, and is --site \\(or SITE_URL\\) its address\\? nothing recorded$`,
        ),
      ),
    });
  });
});
