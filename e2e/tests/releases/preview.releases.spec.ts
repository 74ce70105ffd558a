import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { controlledByWorker, islandState, waitForIslands, workerCachedPaths } from '../../support/site';
import {
  buildVariants,
  deployCli,
  MUGS_TITLE,
  releasesOf,
  siteWithStagedMugs,
  stageRelease,
  topologyMissing,
  TOPOLOGIES,
  type ReleaseSite,
  type Variant,
} from '../../support/releases';
import { DESTRUCTIVE, NEEDS_LOCAL_SERVERS } from '../../support/tags';
import { requireOwnServers } from '../../support/environment';

for (const topology of TOPOLOGIES)
  test.describe(
    `preview and verify of a staged release (${topology})`,
    { tag: [NEEDS_LOCAL_SERVERS, DESTRUCTIVE] },
    () => {
      // Issue 18: a team stages a candidate of its remote (deploy --stage), prints a preview link, and
      // whoever opens it sees the real site with that candidate: fragment and hydrated module. Nobody
      // else does, and a forged cookie changes nothing. Then the QA gate (verify) runs the real suite
      // through the preview: a broken candidate fails and promote refuses it; the good one passes and
      // promote takes it. Its own hosting folder and servers, on both topologies (in nginx's, the
      // composer beside it composes the preview's pages).
      requireOwnServers('stages releases into a hosting folder of its own, on servers of its own');
      test.describe.configure({ mode: 'serial' });
      test.skip(topologyMissing(topology) !== null, topologyMissing(topology) ?? '');

      // The mugs variant of the other release specs: built once for all (support/releases.ts caches it).
      const TITLE = MUGS_TITLE;
      const SECRET = 'e2e-preview-secret-0123456789abcdef-xyz';
      // Two more candidates for the QA gate. The mugs variant above fails it too (its title is not
      // the SPEC's), but only in the products area, which runs last.
      /** An accessibility regression: the hero's "Ver tazas" link loses its words (a link with no name). */
      const UNLABELLED_LINK: Variant = {
        name: 'products-unlabelled-link',
        remote: 'products',
        edits: [{ file: 'src/features/mugs/pageCopy.ts', from: "browse: 'Ver tazas'", to: "browse: ''" }],
      };
      /** A copy change no rule forbids: the mugs hero's eyebrow. */
      const COPY_CHANGE: Variant = {
        name: 'products-copy-change',
        remote: 'products',
        edits: [
          {
            file: 'src/features/mugs/pageCopy.ts',
            from: "eyebrow: 'Regalos y promociones'",
            to: "eyebrow: 'Regalos, eventos y promociones'",
          },
        ],
      };

      let site: ReleaseSite;
      let hosting = '';
      let live = '';
      let candidate = '';
      let link = '';
      const lines: string[] = [];
      const log = (line: string) => lines.push(line);

      test.beforeAll(async () => {
        test.setTimeout(600_000);
        // The site runs in this process and the command in a child: both read the same secret.
        process.env.PREVIEW_SECRET = SECRET;
        ({ site, hosting, live, candidate } = await siteWithStagedMugs(topology, 'preview', log));
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

      test('the service worker keeps no preview page for offline use; out of the preview it keeps the live page', async ({
        browser,
      }) => {
        test.skip(topology === 'nginx', 'service workers are blocked over the local CA (the node topology runs this)');
        const previewer = await newVisitor(browser);
        const page = await previewer.newPage();
        await page.goto(link);
        await controlledByWorker(page);
        await page.goto('/productos/tazas');
        await expect(heading(page)).toHaveText(TITLE.candidate);
        expect(await workerCachedPaths(page)).not.toContain('/productos/tazas');

        await banner(page).getByRole('link', { name: 'Salir de la vista previa' }).click();
        await page.waitForURL('**/productos/tazas');
        await expect(heading(page)).toHaveText(TITLE.live);
        await expect.poll(() => workerCachedPaths(page)).toContain('/productos/tazas');
        await previewer.close();
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

      /** `npm run verify -w mf-products -- <release> --site <site> [flags]`: the gate's own Playwright run. */
      const verifyCli = (release: string, ...flags: string[]) =>
        deployCli(hosting, ['verify', 'products', release, '--site', site.url, ...flags], site, {
          timeoutMs: 900_000,
          // The gate's run keeps its results and report apart from this run's (playwright.config.ts).
          env: { E2E_PORT_OFFSET: String(Number(process.env.E2E_PORT_OFFSET || 100) + 200) },
        });
      const lastVerification = () =>
        JSON.parse(fs.readFileSync(path.join(hosting, 'products', 'verifications.json'), 'utf8')).verifications.at(-1);
      /** The other apps' live releases: the combination a verification is about. */
      const liveOthers = () =>
        Object.fromEntries(['shell', 'prints', 'uniforms', 'order'].map((app) => [app, releasesOf(hosting, app).live]));

      test('verify: a site that ignores the preview (another secret) or does not answer runs nothing and records nothing', async () => {
        const records = path.join(hosting, 'products', 'verifications.json');
        const before = fs.existsSync(records) ? fs.readFileSync(records, 'utf8') : null;
        // This machine signs with another secret than the site's: the site serves its live releases.
        const other = await deployCli(hosting, ['verify', 'products', candidate, '--site', site.url], site, {
          env: { PREVIEW_SECRET: 'another-preview-secret-0123456789abcdef' },
        });
        expect(other.code, other.out).toBe(1);
        expect(other.out).toContain(
          `products: ${site.url} ignored the preview of ${candidate} and serves its live releases`,
        );
        expect(other.out).not.toContain('running: npx playwright');
        // A port nothing listens on: the site is named unreachable, not the candidate failed.
        const free = await new Promise<number>((resolve) => {
          const probe = net.createServer().listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as net.AddressInfo;
            probe.close(() => resolve(port));
          });
        });
        const dead = await deployCli(
          hosting,
          ['verify', 'products', candidate, '--site', `http://127.0.0.1:${free}`],
          site,
        );
        expect(dead.code, dead.out).toBe(1);
        expect(dead.out).toContain(
          `products: http://127.0.0.1:${free} did not answer (connect ECONNREFUSED 127.0.0.1:${free})`,
        );
        expect(fs.existsSync(records) ? fs.readFileSync(records, 'utf8') : null).toBe(before);
      });

      test("verify: a candidate that loses a link's name fails the QA gate at its first failure, is recorded, and promote refuses it", async () => {
        test.setTimeout(600_000);
        const dists = await buildVariants([UNLABELLED_LINK], log);
        const broken = await stageRelease(hosting, 'products', dists[UNLABELLED_LINK.name]);
        // --fail-fast: the first failure is a no (axe, in the platform checks, which run first).
        const verified = await verifyCli(broken, '--fail-fast');
        expect(verified.code, verified.out).toBe(5);
        expect(verified.out).toContain(`products: ${broken} FAILED the QA gate`);
        expect(verified.out).toMatch(/ {2}FAILED \[(desktop|mobile)\] .*\/productos\/tazas/);
        const record = lastVerification();
        // The run's report, kept beside the record: axe named the link without a name.
        expect(fs.readFileSync(path.join(hosting, record.report), 'utf8')).toContain('link-name');
        expect(record).toMatchObject({
          release: broken,
          passed: false,
          stoppedEarly: true,
          others: liveOthers(),
        });
        const promoted = await deployCli(hosting, ['promote', 'products', broken, '--site', site.url], site);
        expect(promoted.code, promoted.out).toBe(4);
        expect(releasesOf(hosting, 'products').live).toBe(live);
      });

      // The whole gate takes about 7 min a run on 2 cores, so its pass runs on one topology by
      // default: nginx (production: TLS with a private CA, previews handed to the composer).
      // E2E_GATE_PASS=node or =all moves or widens it, =none leaves it out. The fail-fast run above
      // is in every run.
      if ([topology, 'all'].includes(process.env.E2E_GATE_PASS || 'nginx'))
        test('verify: a copy change passes the whole QA gate, is recorded against the live releases, and promote takes it', async () => {
          test.setTimeout(900_000);
          const dists = await buildVariants([COPY_CHANGE], log);
          const good = await stageRelease(hosting, 'products', dists[COPY_CHANGE.name]);
          const verified = await verifyCli(good);
          expect(verified.code, verified.out).toBe(0);
          expect(verified.out).toContain(`products: ${good} PASSED the QA gate`);
          const record = lastVerification();
          expect(record).toMatchObject({ release: good, passed: true, others: liveOthers() });
          expect(record.counts).toMatchObject({ failed: 0 });
          expect(record.counts.passed).toBeGreaterThan(100);
          const listed = await deployCli(hosting, ['list', 'products']);
          expect(listed.out).toMatch(new RegExp(`verified +${good}`));
          const promoted = await deployCli(hosting, ['promote', 'products', good, '--site', site.url], site);
          expect(promoted.code, promoted.out).toBe(0);
          expect(releasesOf(hosting, 'products').live).toBe(good);
        });
    },
  );
