/**
 * The order document's builder, fetched when a visitor downloads the order (not with the page).
 * A module of its own so the tests can stand in for the bundler (jest runs CommonJS, where
 * `import()` is not available).
 */
export const loadOrderDocument = () => import('./orderDocument');
