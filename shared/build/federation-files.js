// @ts-check
// The names of the files a remote publishes for Module Federation, for the build
// (shared/build/federation.js), the deploy (shared/deploy) and the servers, without loading webpack.

/** The remote's entry script: revalidated on every use, switched atomically by a release. */
const REMOTE_ENTRY = 'remoteEntry.js';
/** The manifest (exposes, shared versions, build version) the deploy, QA and the MF DevTools read. */
const MANIFEST = 'mf-manifest.json';
/** The folder of a remote's federated types (and `${TYPES_FOLDER}.zip`, served beside the manifest). */
const TYPES_FOLDER = '@mf-types';

module.exports = { REMOTE_ENTRY, MANIFEST, TYPES_FOLDER };
