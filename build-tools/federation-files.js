// @ts-check
// The names of the files a remote publishes for Module Federation, for the build
// (build-tools/federation.js), the deploy (releases) and the servers, without loading webpack.

/** The remote's entry script: revalidated on every use, switched atomically by a release. */
const REMOTE_ENTRY = 'remoteEntry.js';
/** The manifest (exposes, shared versions, build version) the deploy, QA and the MF DevTools read. */
const MANIFEST = 'mf-manifest.json';
/** The folder of a remote's federated types (and `${TYPES_FOLDER}.zip`, served beside the manifest). */
const TYPES_FOLDER = '@mf-types';

/**
 * The files an exposed module needs before it runs (the manifest's sync chunks, relative to the
 * remote's address): what the servers preload with the remote's entry on that module's pages.
 * @param {{ exposes?: { name: string, assets?: { js?: { sync?: string[] } } }[] }} manifest
 * @param {string} expose  e.g. 'PolosPage'
 * @returns {string[]}
 */
function exposedChunks(manifest, expose) {
  const found = (manifest.exposes ?? []).find((e) => e.name === expose);
  return [...new Set(found?.assets?.js?.sync ?? [])];
}

module.exports = { REMOTE_ENTRY, MANIFEST, TYPES_FOLDER, exposedChunks };
