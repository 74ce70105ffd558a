// The apps of the site for the Node scripts: the apps table (shared/src/apps/apps.js) plus what
// only the scripts need (which remotes this checkout has).
const fs = require('fs');
const path = require('path');
const { REMOTES } = require('../shared/src/apps/apps');

const ROOT = path.resolve(__dirname, '..');

/** Remotes present in this checkout (a remote's folder has its federation.config.js). */
function presentRemotes() {
  return REMOTES.filter((r) => fs.existsSync(path.join(ROOT, r.dir, 'federation.config.js')));
}

module.exports = { ROOT, REMOTES, presentRemotes };
