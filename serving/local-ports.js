// The ports of the site served on one machine (`npm run serve`), from the environment: read by the
// server scripts and by the release tools, whose default site is the local one.
const { appNamed, REMOTES } = require('../shared/src/apps/apps');
const { envPort } = require('./env');

/**
 * Ports: SHELL_PORT (or PORT) and <NAME>_PORT override the defaults; PORT_OFFSET shifts them all.
 * A value that is not a port throws, naming the variable.
 * @param {NodeJS.ProcessEnv} [env]
 */
function portsFromEnv(env = process.env) {
  const offset = envPort(env, 'PORT_OFFSET', 0);
  const shell = envPort(env, 'SHELL_PORT', envPort(env, 'PORT', appNamed('shell').port + offset));
  /** @type {Record<string, number>} */
  const remotes = Object.fromEntries(
    REMOTES.map((r) => [r.name, envPort(env, `${r.name.toUpperCase()}_PORT`, r.port + offset)]),
  );
  return { shell, remotes };
}

/**
 * The site a release command talks to: its --site, else SITE_URL, else the local site
 * (`npm run serve`, PORT_OFFSET included); without a trailing slash.
 * @param {string | undefined} site
 * @param {NodeJS.ProcessEnv} [env]
 */
const siteUrl = (site, env = process.env) =>
  (site || env.SITE_URL || `http://localhost:${portsFromEnv(env).shell}`).replace(/\/+$/, '');

module.exports = { portsFromEnv, siteUrl };
