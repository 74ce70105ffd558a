import { test, expect, type Browser, type Page } from '@playwright/test';
import { islandState, islands, waitForIslands } from '../../support/site';
import {
  deployCli,
  MUGS_TITLE,
  releasesOf,
  siteWithStagedMugs,
  topologyMissing,
  TOPOLOGIES,
  type ReleaseSite,
} from '../../support/releases';
import { DESTRUCTIVE, NEEDS_LOCAL_SERVERS } from '../../support/tags';
import { requireOwnServers } from '../../support/environment';

for (const topology of TOPOLOGIES)
  test.describe(`canary release (${topology})`, { tag: [NEEDS_LOCAL_SERVERS, DESTRUCTIVE] }, () => {
    // Issue 18: `promote --canary 10` gives a staged release of a remote to about 10 % of visitors,
    // each keeping their side (a first-party bucket cookie); `promote --full` gives it to everyone.
    // Every page names the releases that composed it (X-Releases, the island's data-release). Its
    // own hosting folder and servers, on both topologies: the Node composer, and nginx (which sends
    // the canary's side to the composer beside it and serves everyone else its own pages).
    requireOwnServers('starts a canary in a hosting folder of its own, on servers of its own');
    test.describe.configure({ mode: 'serial' });
    test.skip(topologyMissing(topology) !== null, topologyMissing(topology) ?? '');

    const ROUTE = '/productos/tazas';
    let site: ReleaseSite;
    let hosting = '';
    let live = '';
    let candidate = '';
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);

    test.beforeAll(async () => {
      test.setTimeout(600_000);
      ({ site, hosting, live, candidate } = await siteWithStagedMugs(topology, 'canary', log));
      const started = await deployCli(
        hosting,
        [
          ...['promote', 'products', candidate, '--canary', '10', '--site', site.url],
          ...['--force', '--reason', 'e2e: the canary itself is under test, not the release'],
        ],
        site,
      );
      expect(started.code, started.out).toBe(0);
      expect(started.out).toContain(`canary: ${candidate} for about 10% of visitors`);
      // Its smoke check loaded the candidate's pages as a visitor on the canary's side.
      expect(started.out).toContain("products: smoke check of the canary's side passed");
      // The servers see it within a second (the composer rereads the hosting folder; nginx's
      // configuration is regenerated): a new visitor then gets a bucket.
      await expect
        .poll(async () => Boolean((await site.get(ROUTE)).headers['set-cookie']), { timeout: 10_000 })
        .toBe(true);
    });
    test.afterAll(async () => {
      await site?.stop();
    });

    const heading = (page: Page) => page.getByRole('heading', { level: 1 });
    /** A browser visitor whose bucket is `bucket` (0–99: inside a 10 % canary below 10). */
    async function visitor(browser: Browser, bucket: number) {
      const context = await browser.newContext({ baseURL: site.url, locale: 'es-DO', ...site.contextOptions });
      await context.addCookies([{ name: 'estampa_bucket', value: String(bucket), url: site.url }]);
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      const response = await page.goto(ROUTE);
      await waitForIslands(page);
      return { context, page, scripts, releases: response!.headers()['x-releases'] };
    }

    test('over 1,000 new visitors about 10 % get the candidate, and each keeps their side', async () => {
      test.setTimeout(120_000);
      const sideOf = (releases: string) => {
        if (releases.includes(`products=${candidate}`)) return 'candidate';
        expect(releases).toContain(`products=${live}`);
        return 'live';
      };
      let onCandidate = 0;
      const kept: { cookie: string; side: string }[] = [];
      for (let i = 0; i < 1000; i++) {
        // A new visitor: no cookie; the first answer gives the bucket, which they send from then on.
        const first = await site.get(ROUTE);
        const setCookie = String(first.headers['set-cookie'] ?? '');
        expect(setCookie).toMatch(/^estampa_bucket=\d{1,2}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
        const side = sideOf(String(first.headers['x-releases']));
        if (side === 'candidate') onCandidate += 1;
        if (i % 50 === 0) kept.push({ cookie: setCookie.split(';')[0], side });
      }
      expect(onCandidate).toBeGreaterThanOrEqual(70);
      expect(onCandidate).toBeLessThanOrEqual(130);
      for (const { cookie, side } of kept)
        for (let again = 0; again < 3; again++) {
          const next = await site.get(ROUTE, cookie);
          expect(next.headers['set-cookie']).toBeUndefined();
          expect(sideOf(String(next.headers['x-releases']))).toBe(side);
        }
    });

    test("a visitor on the canary's side gets the candidate's fragment and module; one outside gets live", async ({
      browser,
    }) => {
      const inside = await visitor(browser, 3);
      expect(inside.releases).toContain(`products=${candidate}`);
      expect(await islandState(inside.page)).toBe('hydrated');
      await expect(heading(inside.page)).toHaveText(MUGS_TITLE.candidate);
      await expect(islands(inside.page).first()).toHaveAttribute('data-release', candidate);
      expect(inside.scripts.some((u) => u.endsWith(`/_releases/${candidate}/remoteEntry.js`))).toBe(true);

      const outside = await visitor(browser, 50);
      expect(outside.releases).toContain(`products=${live}`);
      expect(await islandState(outside.page)).toBe('hydrated');
      await expect(heading(outside.page)).toHaveText(MUGS_TITLE.live);
      await expect(islands(outside.page).first()).toHaveAttribute('data-release', live);
      expect(outside.scripts.some((u) => u.includes('/_releases/'))).toBe(false);
      await Promise.all([inside.context.close(), outside.context.close()]);
    });

    test('promote --full gives the candidate to everyone and ends the canary', async ({ browser }) => {
      const full = await deployCli(hosting, ['promote', 'products', '--full', '--site', site.url], site);
      expect(full.code, full.out).toBe(0);
      expect(releasesOf(hosting, 'products').live).toBe(candidate);
      const listed = await deployCli(hosting, ['list', 'products']);
      expect(listed.out).not.toMatch(/canary/);
      const anyone = await visitor(browser, 50);
      expect(anyone.releases).toContain(`products=${candidate}`);
      await expect(heading(anyone.page)).toHaveText(MUGS_TITLE.candidate);
      await anyone.context.close();
    });
  });
