import { test, expect, type APIRequestContext } from '@playwright/test';
import { ROUTES } from '../../support/routes';
import { jsonLdBlocks, richResultProblems } from '../../../shared/src/seo/richResults';
import { CROSS_REMOTE, SMOKE } from '../../support/tags';

// Link previews and rich results, as a crawler reads them: in the HTML the server sends (no
// script runs), every route names its card (og:image, 1200×630 PNG, Spanish alt) and carries
// valid JSON-LD; every card answers from the site's origin.

const MAX_CARD_BYTES = 300 * 1024;

/** The content of the first <meta property|name="…"> of a page. */
function meta(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return m?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

/** Reads a PNG's size from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1'), 'PNG signature').toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1'), 'IHDR first').toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The image, fetched from this site: og:image is absolute for SITE_URL, which may be another host. */
async function fetchFromSite(request: APIRequestContext, url: string) {
  const { pathname } = new URL(url);
  return request.get(pathname);
}

test.describe('platform: link previews', { tag: [SMOKE, CROSS_REMOTE] }, () => {
  for (const route of ROUTES) {
    test(`${route.path}: og:image card (1200×630 PNG < 300 KB, Spanish alt), large preview, valid JSON-LD`, async ({
      request,
    }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(200);
      const html = await res.text();

      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      // The card's own title and description, the same as the page's and Open Graph's.
      expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'));
      expect(meta(html, 'twitter:title')).toContain(route.title);
      expect(meta(html, 'twitter:description')).toBe(meta(html, 'og:description'));
      const image = meta(html, 'og:image');
      expect(image, 'og:image').toMatch(/^https?:\/\/[^/]+\/.+\.png$/);
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      expect(meta(html, 'og:image:alt')).toContain(route.title);
      if (route.render.kind === 'remote')
        expect(new URL(image!).pathname).toBe(`/remotes/${route.render.remote}/og/${route.render.module}.png`);

      const card = await fetchFromSite(request, image!);
      expect(card.status(), image).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');
      const bytes = await card.body();
      expect(bytes.length).toBeLessThan(MAX_CARD_BYTES);
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });

      const docs = jsonLdBlocks(html) as { '@type': string }[];
      expect(docs.flatMap((d, i) => richResultProblems(d, `${route.path}[${i}]`))).toEqual([]);
      const types = docs.map((d) => d['@type']);
      expect(types).toContain('BreadcrumbList');
      if (route.render.kind === 'shell') expect(types).toContain('LocalBusiness');
      if (route.render.kind === 'remote' && route.render.remote === 'products') expect(types).toContain('Product');
      if (route.render.kind === 'remote' && route.render.remote === 'prints') expect(types).toContain('Service');
    });
  }

  test("a product's picture named in its JSON-LD answers from the site, content-hashed and immutable", async ({
    request,
  }) => {
    const html = await (await request.get('/productos/tazas')).text();
    const docs = jsonLdBlocks(html) as {
      '@type': string;
      sku?: string;
      image: string[];
      offers: { priceCurrency: string };
    }[];
    const product = docs.find((d) => d['@type'] === 'Product' && d.sku === 'mug-1');
    if (!product) throw new Error('no Product mug-1 on /productos/tazas');
    expect(product.offers.priceCurrency).toBe('DOP');
    const picture = await fetchFromSite(request, product.image[0]);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(picture.headers()['cache-control']).toContain('immutable');
    expect(new URL(product.image[0]).pathname).toMatch(/^\/remotes\/products\/og\/items\/mug-1\.[0-9a-f]{10}\.png$/);
  });

  test("a remote's card keeps its name and revalidates (ETag), so the shell's head can name it", async ({
    request,
  }) => {
    const first = await request.get('/remotes/prints/og/DtfPage.png');
    expect(first.headers()['cache-control']).toBe('no-cache');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/remotes/prints/og/DtfPage.png', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  });
});
