// @ts-check
// The site's five apps, one row each: the only place their names, folders, emotion cache keys
// and default local ports are written. The remotes' configs, the serve and build scripts, the
// nginx topology, the deploy tools, the shell (its CSS keys) and the e2e tests read it.
// (Plain CommonJS with JSDoc types: Node's tools require it as it is, the apps import it.)

/**
 * name     the app's name: the Module Federation container of a remote, /remotes/<name>/, REMOTE_<NAME>_URL
 * dir      its folder in the repository (an npm workspace)
 * cssKey   its emotion cache key (class-name prefix): unique per app, so styles never collide
 * port     its default local port (`npm run serve`; PORT_OFFSET shifts them all)
 */
const APPS = /** @type {const} */ ([
  { name: 'shell', dir: 'shell', cssKey: 'shl', port: 3000 },
  { name: 'prints', dir: 'mf-prints', cssKey: 'prn', port: 3001 },
  { name: 'products', dir: 'mf-products', cssKey: 'prd', port: 3002 },
  { name: 'uniforms', dir: 'mf-uniforms', cssKey: 'uni', port: 3003 },
  { name: 'order', dir: 'mf-order', cssKey: 'ord', port: 3004 },
]);

/** @typedef {(typeof APPS)[number]} App */
/** @typedef {App['name']} AppName */
/** @typedef {Exclude<AppName, 'shell'>} RemoteName */
/** @typedef {Extract<App, { name: RemoteName }>} RemoteApp */

/** The remotes (every app but the shell), in the table's order. */
const REMOTES = /** @type {RemoteApp[]} */ (APPS.filter((a) => a.name !== 'shell'));

/** @type {RemoteName[]} */
const REMOTE_NAMES = REMOTES.map((r) => r.name);

/**
 * The row of an app by name; throws for a name the table does not have.
 * @template {AppName} N
 * @param {N} name
 * @returns {Extract<App, { name: N }>}
 */
function appNamed(name) {
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`unknown app "${name}": expected one of ${APPS.map((a) => a.name).join(', ')}`);
  return /** @type {Extract<App, { name: N }>} */ (app);
}

/**
 * The emotion cache key of an app, or undefined for a name the table does not have.
 * @param {string} name
 * @returns {string | undefined}
 */
function cssKeyOf(name) {
  return APPS.find((a) => a.name === name)?.cssKey;
}

// One `exports.x =` a name (not one object): webpack can then leave out what a bundle does not use.
exports.APPS = APPS;
exports.REMOTES = REMOTES;
exports.REMOTE_NAMES = REMOTE_NAMES;
exports.appNamed = appNamed;
exports.cssKeyOf = cssKeyOf;
