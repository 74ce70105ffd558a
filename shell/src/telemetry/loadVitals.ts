/**
 * web-vitals' attribution build, fetched by the collector as a chunk of its own (about 5.6 KB
 * gzipped: it never weighs on main.js nor on the collector's chunk). A module of its own so the
 * tests can stand in for it (jest runs CommonJS, where `import()` is not available).
 */
export const loadVitals = () => import(/* webpackChunkName: "web-vitals" */ 'web-vitals/attribution');

export type VitalsModule = Awaited<ReturnType<typeof loadVitals>>;
