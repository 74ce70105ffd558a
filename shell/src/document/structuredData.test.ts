import { richResultProblems } from '@estampa/shared/seo/richResults';
import { ROUTES, findRoute } from '../routes/routeTable';
import { pageStructuredData } from './structuredData';

const SITE = 'https://estampa.example';

describe("the shell's JSON-LD per route", () => {
  it.each(ROUTES.map((r) => [r.path, r] as const))(
    '%s: breadcrumbs (and LocalBusiness on shell pages), valid and complete',
    (_path, route) => {
      const docs = pageStructuredData(route, SITE) as { '@type': string }[];
      expect(docs.map((d) => d['@type'])).toEqual(
        route.render.kind === 'shell' ? ['LocalBusiness', 'BreadcrumbList'] : ['BreadcrumbList'],
      );
      expect(docs.flatMap((d, i) => richResultProblems(d, `${route.path}[${i}]`))).toEqual([]);
    },
  );

  it('names the trail with absolute URLs of the site', () => {
    const route = findRoute('/uniformes/basquetbol/pedido');
    const [trail] = pageStructuredData(route!, SITE) as { itemListElement: { name: string; item: string }[] }[];
    expect(trail.itemListElement.map((i) => i.item)).toEqual([
      `${SITE}/`,
      `${SITE}/uniformes/basquetbol`,
      `${SITE}/uniformes/basquetbol/pedido`,
    ]);
    expect(trail.itemListElement[1].name).toBe('Basquetbol');
  });
});
