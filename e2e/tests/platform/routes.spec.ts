import { test, expect } from '@playwright/test';
import { FALLBACK_TITLE } from '../../../shared/src/islands/fallbackText';
import { ROUTES, NOT_FOUND_TITLE } from '../../support/routes';
import { openPage, collectErrors, islandState } from '../../support/site';
import { REMOTES_SCRIPT_ID } from '../../../shared/src/islands/markers';
import { CROSS_REMOTE, SMOKE } from '../../support/tags';

test.describe('platform: routes', { tag: [SMOKE, CROSS_REMOTE] }, () => {
  test.describe('every route of the table', () => {
    for (const route of ROUTES) {
      test(`${route.path} answers 200 with its title, one h1, landmarks and no console error`, async ({ page }) => {
        const errors = collectErrors(page);
        const response = await openPage(page, route.path);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(new RegExp(route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        await expect(page.locator('html')).toHaveAttribute('lang', 'es-DO');
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.locator('main h1')).toHaveCount(1);
        await expect(page.getByText(FALLBACK_TITLE)).toHaveCount(0);
        expect(errors).toEqual([]);
      });
    }
  });

  test('an unknown path gets the 404 page with HTTP 404', async ({ page }) => {
    const response = await page.goto('/esta/ruta/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(
      page.getByText('404 - This page has not been generated. Tell me what you would like on this page'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('SEO tags are in the HTML the server sends', async ({ request }) => {
    const res = await request.get('/impresiones/dtf');
    const html = await res.text();
    expect(html).toContain('<html lang="es-DO">');
    expect(html).toMatch(/<title>Impresión DTF \| Estampa RD<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/impresiones\/dtf">/);
    expect(html).toMatch(/<meta property="og:title" content="Impresión DTF \| Estampa RD">/);
    const home = await (await request.get('/')).text();
    expect(home).toContain('"@type":"LocalBusiness"');
  });

  test('robots, sitemap and missing assets are never answered with the page HTML', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain('Sitemap:');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect((await sitemap.text()).match(/<url>/g)).toHaveLength(ROUTES.length);
    for (const missing of ['/no-existe.js', '/no-existe.png', '/remotes/prints/no-existe.js']) {
      const res = await request.get(missing);
      expect(res.status(), missing).toBe(404);
      expect(res.headers()['content-type'], missing).not.toContain('text/html');
    }
  });

  test('icons and the web app manifest, drawn from the logo at the build, linked from every page', async ({
    request,
  }) => {
    const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });
    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toBe('image/x-icon');
    const ico = await favicon.body();
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)], 'an .ico header').toEqual([0, 1]);
    expect(ico.readUInt16LE(4), 'images in the .ico').toBeGreaterThanOrEqual(2);

    const touch = await request.get('/apple-touch-icon.png');
    expect(touch.headers()['content-type']).toBe('image/png');
    expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });

    const manifestRes = await request.get('/manifest.webmanifest');
    expect(manifestRes.status()).toBe(200);
    expect(manifestRes.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await manifestRes.json();
    expect(manifest).toMatchObject({
      name: 'Estampa RD',
      short_name: 'Estampa RD',
      lang: 'es-DO',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === `${size}x${size}`);
      expect(icon, `${size} px icon`).toBeTruthy();
      expect(pngSize(await (await request.get(icon.src)).body())).toEqual({ width: size, height: size });
    }

    for (const route of ROUTES) {
      const html = await (await request.get(route.path)).text();
      expect(html, route.path).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(html, route.path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
      expect(html, route.path).toMatch(/<link rel="icon" href="\/favicon\.ico"/);
    }
  });

  test('caching: HTML and entries revalidate, hashed chunks are immutable, text is compressed', async ({
    request,
    page,
  }) => {
    const html = await request.get('/', { headers: { 'accept-encoding': 'br' } });
    // A preview page (npm run verify) is for one visitor: kept by no cache at all.
    expect(html.headers()['cache-control']).toBe(process.env.E2E_PREVIEW_TOKEN ? 'private, no-store' : 'no-cache');
    expect(html.headers()['content-encoding']).toBe('br');
    const main = await request.get('/main.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(main.headers()['cache-control']).toBe('no-cache');
    expect(main.headers()['content-encoding']).toBe('br');
    const chunks: string[] = [];
    page.on('response', (r) => {
      if (/\.[0-9a-f]{10}\.js$/.test(r.url())) chunks.push(r.url());
    });
    await openPage(page, '/impresiones/dtf');
    expect(chunks.length).toBeGreaterThan(0);
    const chunk = await request.get(chunks[0]);
    expect(chunk.headers()['cache-control']).toContain('immutable');
  });

  test('no script is asked for before the page has painted its content; then the shell’s and the remote’s together', async ({
    page,
  }) => {
    // shared/src/islands/startScripts.js: a script that arrives before the first paint counts
    // towards Lighthouse's LCP estimate. An order of events, not a duration.
    for (const path of ['/', '/impresiones/dtf']) {
      await openPage(page, path);
      const scriptsStarted = () =>
        page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          scripts: performance
            .getEntriesByType('resource')
            .filter((e) => new URL(e.name).pathname.endsWith('.js'))
            .map((e) => ({ file: new URL(e.name).pathname.split('/').pop(), start: e.startTime })),
        }));
      const wanted = path === '/' ? ['main.js'] : ['main.js', 'remoteEntry.js'];
      await expect
        .poll(async () => (await scriptsStarted()).scripts.map((s) => s.file), { message: path })
        .toEqual(expect.arrayContaining(wanted));
      const { fcp, scripts } = await scriptsStarted();
      expect(fcp, `${path}: the page reports its first contentful paint`).not.toBeNull();
      for (const s of scripts)
        expect(s.start, `${path}: ${s.file} began after the first paint`).toBeGreaterThanOrEqual(fcp!);
    }
  });

  test('React and react-dom are each fetched exactly once on a page that uses a remote', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await openPage(page, '/impresiones/dtf');
    expect(await islandState(page)).toBe('hydrated');
    expect(scripts.some((s) => s.includes('remoteEntry.js'))).toBe(true);
    expect(scripts.length).toBe(new Set(scripts).size);
    // Which packages a chunk holds is named in its extracted licence file.
    let react = 0;
    let reactDom = 0;
    for (const url of scripts) {
      const head = (await (await request.get(url)).text()).slice(0, 300);
      const licence = /For license information please see ([\w.-]+\.LICENSE\.txt)/.exec(head);
      if (!licence) continue;
      const text = await (await request.get(new URL(licence[1], url).href)).text();
      if (/react\.production/.test(text)) react += 1;
      if (/react-dom-client\.production/.test(text)) reactDom += 1;
    }
    expect(react).toBe(1);
    expect(reactDom).toBe(1);
  });

  test('each remote serves its Module Federation manifest beside its entry, naming its live build; the page itself fetches no manifest', async ({
    page,
    request,
  }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await openPage(page, '/impresiones/dtf');
    expect(await islandState(page)).toBe('hydrated');
    expect(fetched.filter((u) => u.includes('mf-manifest'))).toEqual([]);
    expect(fetched.filter((u) => /\/federation\.[0-9a-f]{10}\.js$/.test(u))).toHaveLength(1);

    const entries = JSON.parse((await page.locator(`#${REMOTES_SCRIPT_ID}`).textContent()) ?? '{}') as Record<
      string,
      string
    >;
    expect(Object.keys(entries).length).toBeGreaterThan(0);
    for (const [name, entry] of Object.entries(entries)) {
      const answer = await request.get(entry.replace(/remoteEntry\.js$/, 'mf-manifest.json'));
      expect(answer.status(), name).toBe(200);
      expect(answer.headers()['access-control-allow-origin'], name).toBe('*');
      const manifest = await answer.json();
      const release = await (await request.get(entry.replace(/remoteEntry\.js$/, 'release.json'))).json();
      expect(manifest.name).toBe(name);
      expect(manifest.metaData.buildInfo.buildVersion).toBe(release.buildId);
      expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
      expect(manifest.exposes.length).toBeGreaterThan(0);
      expect(manifest.shared.map((s: { name: string }) => s.name)).toEqual(
        expect.arrayContaining(['react', 'react-dom']),
      );
    }
  });
});
