// The apps of the site for the Node scripts: the apps table (shared/src/apps/apps.js) plus what
// only the scripts need (which remotes this checkout has, ports from the environment).
const fs = require('fs');
const path = require('path');
const { appNamed, REMOTES } = require('../shared/src/apps/apps');

const ROOT = path.resolve(__dirname, '..');
const SHELL = appNamed('shell');

/** Remotes present in this checkout (a remote's folder has its federation.config.js). */
function presentRemotes() {
  return REMOTES.filter((r) => fs.existsSync(path.join(ROOT, r.dir, 'federation.config.js')));
}

/**
 * Ports: SHELL_PORT (or PORT) and <NAME>_PORT override the defaults; PORT_OFFSET shifts them all.
 * @param {NodeJS.ProcessEnv} [env]
 */
function portsFromEnv(env = process.env) {
  const offset = Number(env.PORT_OFFSET || 0);
  const shell = Number(env.SHELL_PORT || env.PORT || SHELL.port + offset);
  /** @type {Record<string, number>} */
  const remotes = Object.fromEntries(
    REMOTES.map((r) => [r.name, Number(env[`${r.name.toUpperCase()}_PORT`] || r.port + offset)]),
  );
  return { shell, remotes };
}

module.exports = { ROOT, REMOTES, presentRemotes, portsFromEnv };
