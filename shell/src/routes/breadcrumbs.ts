import { ROUTES, type Route } from './routeTable';
import { ROUTE_META } from './routeMeta';

export type BreadcrumbStep = { name: string; path: string };

const byPath = new Map<string, Route>(ROUTES.map((r) => [r.path, r]));

/** A route's short name: its menu label, else its title. */
const nameOf = (r: Route) => r.navLabel ?? ROUTE_META[r.path].title;

/**
 * The trail from Inicio to a route, through every ancestor path that is itself a page (menu groups
 * such as "Productos" are not pages, so they are not steps): /uniformes/basquetbol/pedido →
 * Inicio › Basquetbol › Pedido de uniformes de basquetbol. Home is the trail of one step.
 */
export function breadcrumbsFor(route: Route): BreadcrumbStep[] {
  const home = byPath.get('/');
  const steps: BreadcrumbStep[] = home ? [{ name: nameOf(home), path: home.path }] : [];
  if (route.path === '/') return steps;
  const parts = route.path.split('/').filter(Boolean);
  for (let i = 1; i < parts.length; i++) {
    const ancestor = byPath.get(`/${parts.slice(0, i).join('/')}`);
    if (ancestor) steps.push({ name: nameOf(ancestor), path: ancestor.path });
  }
  steps.push({ name: nameOf(route), path: route.path });
  return steps;
}
