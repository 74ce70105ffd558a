// The apps of the site, their folders and default local ports (one place for both scripts).
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');

const REMOTES = [
  { name: 'prints', dir: 'mf-prints', port: 3001 },
  { name: 'products', dir: 'mf-products', port: 3002 },
  { name: 'uniforms', dir: 'mf-uniforms', port: 3003 },
  { name: 'order', dir: 'mf-order', port: 3004 },
];

/** Remotes present in this checkout (a remote's folder has its remote.config.js). */
function presentRemotes() {
  return REMOTES.filter((r) => fs.existsSync(path.join(ROOT, r.dir, 'remote.config.js')));
}

/** Ports: SHELL_PORT (or PORT) and <NAME>_PORT override the defaults; PORT_OFFSET shifts them all. */
function portsFromEnv(env = process.env) {
  const offset = Number(env.PORT_OFFSET || 0);
  const shell = Number(env.SHELL_PORT || env.PORT || 3000 + offset);
  const remotes = Object.fromEntries(REMOTES.map((r) => [r.name, Number(env[`${r.name.toUpperCase()}_PORT`] || r.port + offset)]));
  return { shell, remotes };
}

module.exports = { ROOT, REMOTES, presentRemotes, portsFromEnv };
