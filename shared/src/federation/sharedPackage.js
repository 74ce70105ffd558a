// @ts-check
// The package a shared module belongs to, for the build (the shell's contract), the browser (the
// versions main.js hands to the federation host) and the deploy's contract check. Plain CommonJS
// with JSDoc types, like shared/src/apps/apps.js: Node requires it as it is, the apps import it.

/**
 * 'react/' → 'react', 'react-dom/client' → 'react-dom', '@emotion/react/jsx-runtime' → '@emotion/react'.
 * @param {string} key a shared module name (or a prefix ending in '/')
 * @returns {string}
 */
function packageOf(key) {
  const parts = key.replace(/\/$/, '').split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

exports.packageOf = packageOf;
