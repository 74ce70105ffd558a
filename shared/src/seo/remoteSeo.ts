import { jsonForScript } from '../security/html';
import { remoteAssetUrl } from '../routes/paths';
import { ogCardSvg, OG_IMAGE, type OgCard } from './ogCard';
import { absoluteUrl, siteOrigin } from './structuredData';

/**
 * What a remote publishes for search engines and link previews, per exposed page: its preview card
 * and its JSON-LD. Each remote declares them in src/seo/pageSeo.ts(x) (`export default
 * remoteSeo({...})`); its build (build-tools/page-seo.js) calls `build()` with a rasteriser and
 * writes the files into dist/client/og/ and the JSON-LD into the page's fragment.
 *
 * Card files keep a stable name, `og/<Page>.png`: the shell's templates name them in the <head> at
 * the shell's build, which cannot know a hash made at the remote's build (see build-tools/page-seo.js).
 * Item pictures are content-hashed: only the fragment written in the same build names them.
 */

export type RemoteName = 'prints' | 'products' | 'uniforms' | 'order';

export type SeoUrls = {
  /** The public origin (SITE_URL at build time). */
  site: string;
  /** Absolute URL of this page's preview card. */
  card: string;
  /** Absolute URL of the picture drawn for an item (`pictures` key). */
  picture: (id: string) => string;
};

export type PageSeo = {
  card: OgCard;
  /** Our drawings of the page's items (id → complete SVG document), for their structured data. */
  pictures?: Readonly<Record<string, string>>;
  /** The page's JSON-LD documents. */
  jsonLd: (urls: SeoUrls) => readonly object[];
};

export type SeoBuildOptions = {
  remote: RemoteName;
  /** SITE_URL as given to the build (undefined: the identity's default). */
  site?: string;
  /** The pages the remote exposes: each must have its entry. */
  exposes: readonly string[];
  /** SVG → PNG bytes at a width in px (the build's rasteriser). */
  png: (svg: string, width: number) => Uint8Array;
  /** A content-hashed name for a file's bytes ('a/b.png' → 'a/b.0123456789.png'). */
  hashedName: (file: string, bytes: Uint8Array) => string;
};

export type SeoOutput = {
  /** Files to write under dist/client/. */
  files: { file: string; bytes: Uint8Array }[];
  /** Per page: the <script type="application/ld+json"> blocks its fragment starts with. */
  scripts: Record<string, string>;
};

/** Side of the square PNG drawn for each item (Google asks for at least 50 000 pixels). */
export const PICTURE_SIZE = 800;

/** The stable file name of a page's preview card inside the remote's build. */
export const cardFile = (page: string) => `og/${page}.png`;

export function remoteSeo(pages: Readonly<Record<string, PageSeo>>) {
  return {
    pages,
    build(o: SeoBuildOptions): SeoOutput {
      const site = siteOrigin(o.site);
      const missing = o.exposes.filter((p) => !pages[p]);
      if (missing.length)
        throw new Error(`${o.remote}: no link-preview card / JSON-LD for ${missing.join(', ')} (src/seo/pageSeo)`);
      const asset = (file: string) => absoluteUrl(site, remoteAssetUrl(o.remote, file));
      const files: SeoOutput['files'] = [];
      const scripts: SeoOutput['scripts'] = {};
      for (const page of o.exposes) {
        const seo = pages[page];
        files.push({ file: cardFile(page), bytes: o.png(ogCardSvg(seo.card), OG_IMAGE.width) });
        const pictures = new Map<string, string>();
        for (const [id, svg] of Object.entries(seo.pictures ?? {})) {
          const bytes = o.png(svg, PICTURE_SIZE);
          const file = o.hashedName(`og/items/${id}.png`, bytes);
          files.push({ file, bytes });
          pictures.set(id, asset(file));
        }
        const picture = (id: string) => {
          const url = pictures.get(id);
          if (!url) throw new Error(`${o.remote}/${page}: no picture drawn for "${id}"`);
          return url;
        };
        const docs = seo.jsonLd({ site, card: asset(cardFile(page)), picture });
        scripts[page] = docs.map((d) => `<script type="application/ld+json">${jsonForScript(d)}</script>`).join('');
      }
      return { files, scripts };
    },
  };
}

export type RemoteSeo = ReturnType<typeof remoteSeo>;
