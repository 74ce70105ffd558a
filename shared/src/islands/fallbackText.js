// @ts-check
// The words of the shell's notice when a remote's page cannot be shown (docs/product-rules.md):
// written once here, for the shell's RemoteFallback, its server's tests, the e2e suite and the
// bench's check that every page has either its content or this notice. (Plain CommonJS, like
// markers.js: the Node scripts require it as it is.)

/** The heading of the full-page notice (no prerendered content to show). */
exports.FALLBACK_TITLE = 'Esta sección no está disponible en este momento';
/** The line above a page whose prerendered content is still readable. */
exports.COMPACT_FALLBACK_TEXT = 'Algunas funciones de esta página no están disponibles en este momento.';
