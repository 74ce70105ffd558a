// The routes under test come from the shell's route table itself: one place for each fact.
// (Titles and descriptions live beside the table, in routeMeta.ts: the browser never needs them.)
import { ROUTES as TABLE, NOT_FOUND_TITLE } from '../../shell/src/routes/routeTable';
import { ROUTE_META } from '../../shell/src/routes/routeMeta';

export const ROUTES = TABLE.map((route) => ({ ...route, ...ROUTE_META[route.path] }));
export { NOT_FOUND_TITLE };
