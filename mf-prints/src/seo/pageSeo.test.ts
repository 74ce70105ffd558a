/** @jest-environment node */
import { jsonLdBlocks, richResultProblems } from '@estampa/shared/seo/richResults';
import pageSeo from './pageSeo';
import { DTF } from '../features/dtf/data';
import { COROPLAST } from '../features/coroplast/data';

const SITE = 'https://estampa.example';
// The remote's own list of exposed pages (federation.config.js is CommonJS, read by the build).
const exposes = Object.keys((require('../../federation.config') as { exposes: Record<string, string> }).exposes);
const built = pageSeo.build({
  remote: 'prints',
  site: SITE,
  exposes,
  png: (svg) => new TextEncoder().encode(svg),
  hashedName: (f) => f,
});
const svgOf = (file: string) => new TextDecoder().decode(built.files.find((f) => f.file === file)?.bytes);

describe('prints: structured data and cards of the print pages', () => {
  it.each(exposes)('%s: one Service with every field it needs, none empty, its card as image', (page) => {
    const docs = jsonLdBlocks(built.scripts[page]) as { '@type': string; image: string }[];
    expect(docs.map((d) => d['@type'])).toEqual(['Service']);
    expect(docs.flatMap((d) => richResultProblems(d, page))).toEqual([]);
    expect(docs[0].image).toBe(`${SITE}/remotes/prints/og/${page}.png`);
  });

  it("names the service with the page's own hero title and lead", () => {
    const [dtf] = jsonLdBlocks(built.scripts.DtfPage) as { name: string; description: string }[];
    expect(dtf).toMatchObject({ name: DTF.hero.title, description: DTF.hero.lead });
    expect(svgOf('og/CoroplastPage.png')).toContain(COROPLAST.hero.title.split(' ')[0]);
  });

  it('draws every card with our art inside', () => {
    for (const page of exposes) expect(svgOf(`og/${page}.png`).match(/<svg/g)?.length).toBeGreaterThanOrEqual(3);
  });
});
