// @ts-check
// What the nginx integration tests (topology, releases, nodes) share: whether they can run, and ports.
// They need nginx and the build (npm run build); without either they are skipped with a warning,
// unless NGINX_TOPOLOGY_REQUIRED=1 (.ci/run sets it): then a missing build is an error.
const fs = require('fs');
const net = require('net');
const path = require('path');
const { nginxAvailable } = require('./topology');
const { ROOT } = require('../../scripts/localApps');

const BUILT = ['shell/dist/templates/routes.json', 'mf-prints/dist/client/fragments/DtfPage.html'];

/** Whether the suite in `file` can run (if not, the reason goes to the console). @param {string} file */
function nginxCanRun(file) {
  const built = BUILT.every((f) => fs.existsSync(path.join(ROOT, f)));
  const hasNginx = nginxAvailable();
  const required = process.env.NGINX_TOPOLOGY_REQUIRED === '1';
  if (required && !built) throw new Error('NGINX_TOPOLOGY_REQUIRED=1 but the site is not built (npm run build)');
  const name = path.relative(ROOT, file);
  if (!hasNginx) console.warn(`${name} skipped: nginx is not installed`);
  else if (!built && !required) console.warn(`${name} skipped: no build (npm run build)`);
  return hasNginx && (built || required);
}

/** Whether nothing listens on `port` (127.0.0.1). @param {number} port @returns {Promise<boolean>} */
function portFree(port) {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/**
 * The first of `offsets` whose topology ports are all free: 8443+o…8447+o (the site and the
 * remotes), and 8080+o unless `http` is false; throws naming what it tried.
 * @param {number[]} offsets @param {{ http?: boolean }} [o] @returns {Promise<number>}
 */
async function freeOffset(offsets, { http = true } = {}) {
  for (const o of offsets) {
    const ports = [...(http ? [8080 + o] : []), 8443 + o, 8444 + o, 8445 + o, 8446 + o, 8447 + o];
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return o;
  }
  throw new Error(
    `no free port offset for the topology (${http ? '8080+o, ' : ''}8443+o…8447+o, o in ${offsets.join(', ')})`,
  );
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

module.exports = { nginxCanRun, portFree, freeOffset, sleep };
