import { breadcrumbJsonLd, localBusinessJsonLd } from '@estampa/shared/seo/structuredData';
import type { Route } from '../routes/routeTable';
import { breadcrumbsFor } from '../routes/breadcrumbs';

/** LocalBusiness (from the business identity) is built in shared/src/seo/structuredData.ts. */
export { localBusinessJsonLd };

/**
 * The JSON-LD the shell's template of a route carries: breadcrumbs on every page (from the route
 * table), LocalBusiness on the shell's own pages (Home, Contact). A remote's page adds its own
 * (Product, Service) inside its fragment.
 */
export function pageStructuredData(route: Route, site: string): object[] {
  const trail = breadcrumbJsonLd(breadcrumbsFor(route).map((s) => ({ name: s.name, url: `${site}${s.path}` })));
  return route.render.kind === 'shell' ? [localBusinessJsonLd(site), trail] : [trail];
}
