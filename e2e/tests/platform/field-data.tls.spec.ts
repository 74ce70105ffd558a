import { test, expect } from '@playwright/test';
import { RUM_ENDPOINT, MAX } from '../../../shared/src/telemetry/events';
import { opsHeaders, requireOpsToken } from '../../support/ops';
import { NEEDS_LOCAL_SERVERS } from '../../support/tags';
import { requireOwnServers } from '../../support/environment';

// Issue 19 in the nginx topology (the `tls` project's own site): nginx proxies the beacons and
// the operator pages to the Node telemetry server beside it, which answers them as the composer
// does; everything else stays GET/HEAD only.
test.describe('platform: field data behind nginx', { tag: NEEDS_LOCAL_SERVERS }, () => {
  requireOwnServers("reads the operator pages with the suite's own token");

  const beacon = (events: object[]) => JSON.stringify({ v: 1, route: '/', shell: 'shell-x', events });

  test('beacons: 204 when valid, 400 when malformed or oversized, 405 for anything but POST', async ({ request }) => {
    const post = (data: string) =>
      request.post(RUM_ENDPOINT, { headers: { 'Content-Type': 'application/json' }, data });
    expect((await post(beacon([{ type: 'view', app: 'shell', release: 'shell-x' }]))).status()).toBe(204);
    expect((await post('{"v":')).status()).toBe(400);
    expect((await post(beacon([{ type: 'view', app: 'shell', release: 'x'.repeat(MAX.bytes) }]))).status()).toBe(400);
    expect((await request.get(RUM_ENDPOINT)).status()).toBe(405);
    // POST is still refused everywhere else.
    expect((await request.post('/', { data: 'x' })).status()).toBe(405);
  });

  test('/ops: 401 without the token; with it, the page with its own policy, private, over HSTS', async ({
    request,
  }) => {
    const token = requireOpsToken();
    const refused = await request.get('/ops');
    expect(refused.status()).toBe(401);
    expect(refused.headers()['www-authenticate']).toMatch(/^Basic /);
    const page = await request.get('/ops', { headers: opsHeaders(token) });
    expect(page.status()).toBe(200);
    const headers = page.headers();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow'); // once: nginx's own replaces the server's
    expect(headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(await page.text()).toContain('<html lang="en">');
  });
});
