// The file name of the shell's federation host bundle in a client build folder (federation.<hash>.js
// in production, federation.js in development): main.js loads it by that name and the island
// pages' templates preload it.
const fs = require('fs');

const FEDERATION_SCRIPT = /^federation(\.[0-9a-f]{10})?\.js$/;

/**
 * @param {string} clientDir the shell's dist/client
 * @returns {string} '/federation.<hash>.js' (or '/federation.js')
 */
function federationScript(clientDir) {
  const found = fs.existsSync(clientDir) ? fs.readdirSync(clientDir).filter((f) => FEDERATION_SCRIPT.test(f)) : [];
  if (found.length !== 1)
    throw new Error(
      `expected one federation[.<hash>].js in ${clientDir}, found ${found.length ? found.join(', ') : 'none'} (the 'federation' build must run first)`,
    );
  return `/${found[0]}`;
}

module.exports = { federationScript, FEDERATION_SCRIPT };
