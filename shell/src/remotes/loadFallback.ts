/**
 * What an island's failure needs, fetched only when something failed: not at start-up. A module of
 * its own so the tests can stand in for the bundler (jest runs CommonJS, where `import()` is not
 * available).
 */

/** The island's Spanish notice (RemoteFallback). */
export const loadFallback = () => import('./RemoteFallback').then((m) => m.RemoteFallback);

/** The console's word on a tester's entry override of the failed island's remote (overrideHint.ts). */
export const loadOverrideHint = () => import('./overrideHint').then((m) => m.logOverrideHint);
