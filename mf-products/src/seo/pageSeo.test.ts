/** @jest-environment node */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { jsonLdBlocks, richResultProblems } from '@estampa/shared/seo/richResults';
import pageSeo from './pageSeo';
import { SAMPLE_TSHIRTS } from '../features/tshirts/data';
import { POLOS } from '../features/polos/data';
import { COMBOS } from '../features/combos/data';
import { MUGS } from '../features/mugs/data';
import { BOTTLES } from '../features/bottles/data';
import { SCHOOL_UNIFORMS } from '../features/school-uniforms/data';

const SITE = 'https://estampa.example';
// The remote's own list of exposed pages (federation.config.js is CommonJS, read by the build).
const exposes = Object.keys((require('../../federation.config') as { exposes: Record<string, string> }).exposes);
// A stand-in rasteriser: the SVG's own bytes (the real one is build-tools/og-image.js).
const built = pageSeo.build({
  remote: 'products',
  site: SITE,
  exposes,
  png: (svg) => new TextEncoder().encode(svg),
  hashedName: (file) => file.replace(/\.png$/, '.0123456789.png'),
});

type Doc = {
  '@type': string;
  sku: string;
  name: string;
  image: string[];
  offers: { price: number; priceCurrency: string };
};
const products = (page: string) => jsonLdBlocks(built.scripts[page]) as Doc[];

/** What each page's catalogue prices, by id (the catalogue's own data, not a copy). */
const CATALOGUE: Record<string, { id: string; price: number }[]> = {
  TshirtsPage: SAMPLE_TSHIRTS.map((t) => ({ id: t.id, price: t.fromPrice })),
  PolosPage: [...POLOS],
  CombosPage: [...COMBOS],
  TazasPage: [...MUGS],
  TermosPage: [...BOTTLES],
  UniformesEscolaresPage: [...SCHOOL_UNIFORMS],
};

describe('products: structured data of the product pages', () => {
  it('covers every exposed page', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual([...exposes].sort());
  });

  it.each(Object.keys(CATALOGUE))('%s: one Product + Offer per priced item, at the catalogue price, in DOP', (page) => {
    const docs = products(page);
    expect(docs.map((d) => d.sku)).toEqual(CATALOGUE[page].map((i) => i.id));
    for (const [i, doc] of docs.entries()) {
      expect(doc['@type']).toBe('Product');
      expect(doc.offers.price).toBe(CATALOGUE[page][i].price);
      expect(doc.offers.priceCurrency).toBe('DOP');
    }
  });

  it.each(Object.keys(CATALOGUE))('%s: every field Google requires for a product snippet, none empty', (page) => {
    const problems = products(page).flatMap((d, i) => richResultProblems(d, `${page}[${i}]`));
    expect(problems).toEqual([]);
  });

  it('each item has its own picture, a hashed PNG of this remote under the site origin', () => {
    const images = Object.keys(CATALOGUE).flatMap((page) => products(page).map((d) => d.image[0]));
    expect(new Set(images).size).toBe(images.length);
    for (const url of images)
      expect(url).toMatch(/^https:\/\/estampa\.example\/remotes\/products\/og\/items\/[\w-]+\.[0-9a-f]{10}\.png$/);
    const written = built.files.map((f) => f.file);
    for (const url of images) expect(written).toContain(url.replace(`${SITE}/remotes/products/`, ''));
  });

  it('a card per page, at its stable name', () => {
    for (const page of exposes) expect(built.files.map((f) => f.file)).toContain(`og/${page}.png`);
  });

  it('the JSON-LD cannot close its script element', () => {
    for (const page of exposes) expect(built.scripts[page].match(/<\/script>/g)).toHaveLength(products(page).length);
  });
});

describe('products: the item pictures draw what the cards draw', () => {
  /** Each card's drawing on a page rendered on the server, without its frame, in catalogue order. */
  const cardDrawings = (page: string) => {
    const Page = (jest.requireActual(PAGE_MODULES[page]) as { default: ComponentType }).default;
    const html = renderToString(createElement(Page));
    return [...html.matchAll(/<svg role="img" aria-label="Ilustración [^"]*"[^>]*>(.*?)<\/svg>/g)].map((m) => m[1]);
  };
  const PAGE_MODULES: Record<string, string> = {
    TshirtsPage: '../features/tshirts/TshirtsPage',
    PolosPage: '../features/polos/PolosPage',
    CombosPage: '../features/combos/CombosPage',
    TazasPage: '../features/mugs/TazasPage',
    TermosPage: '../features/bottles/TermosPage',
    UniformesEscolaresPage: '../features/school-uniforms/UniformesEscolaresPage',
  };
  const decoder = new TextDecoder();

  it.each(Object.keys(CATALOGUE))("%s: each picture is its card's drawing (a V neck, a bamboo lid…)", (page) => {
    const pictures = CATALOGUE[page].map(({ id }) => {
      const file = built.files.find((f) => f.file === `og/items/${id}.0123456789.png`)!;
      return /^<svg [^>]*>(.*)<\/svg>$/.exec(decoder.decode(file.bytes))![1];
    });
    expect(cardDrawings(page)).toEqual(pictures);
  });
});
