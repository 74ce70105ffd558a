// @ts-check
// The window property the shell's federation host bundle defines for main.js (webpack
// `output.library`, shell/webpack.config.js; read in src/remotes/federationHost.ts). Plain CommonJS:
// the webpack config requires it as it is, the TypeScript sources import it.

const FEDERATION_HOST_GLOBAL = 'estampaFederationHost';

module.exports = { FEDERATION_HOST_GLOBAL };
