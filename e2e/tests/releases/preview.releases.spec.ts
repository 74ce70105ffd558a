import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { islandState, waitForIslands } from '../../support/site';
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
  test.describe(`preview of a staged release (${topology})`, { tag: [NEEDS_LOCAL_SERVERS, DESTRUCTIVE] }, () => {
    // Issue 18: a team stages a candidate of its remote (deploy --stage), prints a preview link, and
    // whoever opens it sees the real site with that candidate: fragment and hydrated module. Nobody
    // else does, and a forged cookie changes nothing. Its own hosting folder and servers, on both
    // topologies (in nginx's, the composer beside it composes the preview's pages).
    requireOwnServers('stages releases into a hosting folder of its own, on servers of its own');
    test.describe.configure({ mode: 'serial' });
    test.skip(topologyMissing(topology) !== null, topologyMissing(topology) ?? '');

    // The mugs variant of the other release specs: built once for all (support/releases.ts caches it).
    const TITLE = MUGS_TITLE;
    const SECRET = 'e2e-preview-secret-0123456789abcdef-xyz';

    let site: ReleaseSite;
    let hosting = '';
    let candidate = '';
    let link = '';
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);

    test.beforeAll(async () => {
      test.setTimeout(600_000);
      // The site runs in this process and the command in a child: both read the same secret.
      process.env.PREVIEW_SECRET = SECRET;
      ({ site, hosting, candidate } = await siteWithStagedMugs(topology, 'preview', log));
      const preview = await deployCli(hosting, ['preview', 'products', candidate, '--site', site.url]);
      expect(preview.code, preview.out).toBe(0);
      link = preview.out.trim().split('\n').at(-1)!;
    });
    test.afterAll(async () => {
      delete process.env.PREVIEW_SECRET;
      await site?.stop();
    });

    const heading = (page: Page) => page.getByRole('heading', { level: 1 });
    const banner = (page: Page) => page.getByRole('complementary', { name: 'Vista previa' });
    const newVisitor = (browser: import('@playwright/test').Browser) =>
      browser.newContext({ baseURL: site.url, locale: 'es-DO', ...site.contextOptions });

    test('the staged release is listed as staged and is not live', async () => {
      const listed = await deployCli(hosting, ['list', 'products']);
      expect(listed.out).toMatch(new RegExp(`staged +${candidate}`));
      expect(releasesOf(hosting, 'products').live).not.toBe(candidate);
      expect(link).toMatch(new RegExp(`^${site.url}/_preview\\?token=v1\\.products\\.${candidate}\\.`));
    });

    test('with the link: the candidate in the fragment and in the hydrated module, the banner, no-store; without it, live', async ({
      browser,
    }) => {
      const previewer = await newVisitor(browser);
      const page = await previewer.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(link);
      const response = await page.goto('/productos/tazas');
      expect(response!.headers()['cache-control']).toBe('private, no-store');
      expect(response!.headers()['x-robots-tag']).toBe('noindex');
      // The fragment as the server sent it.
      expect(await response!.text()).toContain(TITLE.candidate);
      await waitForIslands(page);
      expect(await islandState(page)).toBe('hydrated');
      await expect(heading(page)).toHaveText(TITLE.candidate);
      // The module that hydrated it came from the candidate release: its entry and chunks.
      const fromCandidate = scripts.filter((u) => u.includes(`/_releases/${candidate}/`));
      expect(fromCandidate.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
      expect(fromCandidate.length).toBeGreaterThan(1);
      await expect(banner(page)).toContainText(`Vista previa de products, versión ${candidate}`);

      // Right after, a visitor without the cookie: the live page, nothing cached from the preview.
      const other = await newVisitor(browser);
      const live = await other.newPage();
      await live.goto('/productos/tazas');
      await waitForIslands(live);
      await expect(heading(live)).toHaveText(TITLE.live);
      await expect(banner(live)).toHaveCount(0);

      // "Salir de la vista previa": back to live on the same page.
      await banner(page).getByRole('link', { name: 'Salir de la vista previa' }).click();
      await page.waitForURL('**/productos/tazas');
      await waitForIslands(page);
      await expect(heading(page)).toHaveText(TITLE.live);
      await expect(banner(page)).toHaveCount(0);
      await Promise.all([previewer.close(), other.close()]);
    });

    test('a forged or unknown-release cookie gives the live page', async ({ browser }) => {
      const token = new URL(link).searchParams.get('token')!;
      const forged = token.replace(`.${candidate}.`, `.${candidate.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'))}.`);
      for (const value of [forged, 'v1.products.20261124-000000-products-none.9999999999.' + 'A'.repeat(43)]) {
        const context: BrowserContext = await newVisitor(browser);
        await context.addCookies([{ name: 'estampa_preview', value, url: site.url }]);
        const page = await context.newPage();
        await page.goto('/productos/tazas');
        await waitForIslands(page);
        await expect(heading(page)).toHaveText(TITLE.live);
        await expect(banner(page)).toHaveCount(0);
        await context.close();
      }
    });
  });
