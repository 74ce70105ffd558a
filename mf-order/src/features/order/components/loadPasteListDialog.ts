/**
 * The 'Pegar lista' dialog's chunk (the dialog and the list parser), fetched the first time a
 * visitor opens it. A module of its own so the tests can stand in for the bundler (jest runs
 * CommonJS, where `import()` is not available).
 */
export const loadPasteListDialog = () => import('./PasteListDialog');
