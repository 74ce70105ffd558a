/**
 * The island's Spanish notice (RemoteFallback), fetched only when something failed: not at
 * start-up. A module of its own so the tests can stand in for the bundler (jest runs CommonJS,
 * where `import()` is not available).
 */
export const loadFallback = () => import('./RemoteFallback').then((m) => m.RemoteFallback);
