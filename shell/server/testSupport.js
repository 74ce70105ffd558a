/// <reference types="jest" />
// Helpers for the server's unit tests (not used at run time): a throw-away TLS certificate made
// with openssl in a temp dir, a minimal shell build to serve, and servers on free ports.
const fs = require('fs');
const os = require('os');
const path = require('path');

const { throwAwayCert } = require('../../releases/testing/throwAwayCert');

const FALLBACK = `<p>${require('../../shared/src/islands/fallbackText').FALLBACK_TITLE}</p>`;

/**
 * The port a server listens on (one listening on a TCP port: its address is an AddressInfo).
 * @param {import('net').Server} server
 */
const portOf = (server) => /** @type {import('net').AddressInfo} */ (server.address()).port;

/** A minimal shell build in a temp dir: two routes (one with a prints fragment), a 404 page, one file. */
function tempDist() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  /** @param {string} file @param {string} text */
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  };
  write(
    'templates/routes.json',
    JSON.stringify({ routes: { '/': 'index.html', '/impresiones/dtf': 'impresiones/dtf.html' }, notFound: '404.html' }),
  );
  write(
    'templates/site-policy.json',
    JSON.stringify({ mapOrigin: 'https://www.google.com', chatOrigin: 'https://wa.me' }),
  );
  write(
    'templates/index.html',
    '<html><head><!--# include virtual="/_mf/remotes/none.html" --></head><body><h1>Inicio</h1></body></html>',
  );
  write('templates/404.html', '<html><body><h1>Página no encontrada</h1></body></html>');
  write(
    'templates/impresiones/dtf.html',
    '<html><head><!--# include virtual="/_mf/remotes/prints/DtfPage.html" --></head><body><header>Estampa RD</header><main>' +
      `<!--# block name="fallback" -->${FALLBACK}<!--# endblock --><!--# include virtual="/_fragments/prints/DtfPage.html" stub="fallback" -->` +
      '</main><footer>Pie</footer></body></html>',
  );
  write('client/robots.txt', 'User-agent: *\n');
  return dist;
}

/**
 * Listens on a free loopback port; resolves the base URL.
 * @param {import('net').Server} server @param {string} [scheme]
 * @returns {Promise<string>}
 */
function listen(server, scheme = 'http') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`${scheme}://127.0.0.1:${portOf(server)}`));
  });
}

/**
 * Closes an http(s) server, dropping its connections.
 * @param {import('http').Server} server
 * @returns {Promise<void>}
 */
function close(server) {
  return new Promise((resolve) => {
    if (!server.listening) return resolve(undefined);
    server.close(() => resolve(undefined));
    server.closeAllConnections();
  });
}

/**
 * A hosting folder with published prints releases (id → the text of its DTF fragment and entry),
 * `live` pointing at one of them, served by a remote server (its published releases under
 * /_releases/<id>/), and a remotes file naming it: what the preview and canary tests start from.
 * @param {{ prefix: string, releases: Record<string, string>, live: string }} o
 * @returns {Promise<{ hosting: string, remote: import('http').Server, remotesFile: string }>}
 */
async function printsHosting({ prefix, releases, live }) {
  const { serveRemote } = require('../../serving/serve-remote');
  const { switchSymlink } = require('../../releases/atomic');
  const hosting = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  for (const [id, text] of Object.entries(releases)) {
    const dir = path.join(hosting, 'prints/releases', id);
    fs.mkdirSync(path.join(dir, 'fragments'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ app: 'prints', releaseId: id }));
    fs.writeFileSync(
      path.join(dir, 'fragments/DtfPage.html'),
      `<div data-island="prints/DtfPage" data-build="b"><h1>${text}</h1></div>`,
    );
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${text} */`);
  }
  switchSymlink(path.join(hosting, 'prints/live'), path.join('releases', live));
  const remote = await serveRemote(null, 0, 'prints', '127.0.0.1', { live: path.join(hosting, 'prints/live') });
  const remotesFile = path.join(hosting, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify({ prints: `http://127.0.0.1:${portOf(remote)}` }));
  return { hosting, remote, remotesFile };
}

/**
 * printsHosting with a composer over it (no log lines kept), started before each test of the
 * calling describe block and stopped after it: what the canary and switch tests start from. The
 * composer's clock starts at 1,000,000 ms for each test and moves only by `tick`.
 * @param {{ prefix: string, releases: Record<string, string>, live: string }} o
 * @returns {{ hosting: string, base: string, tick: (ms: number) => void }} filled before each test
 */
function printsComposerPerTest({ prefix, releases, live }) {
  const { Writable } = require('stream');
  const { createShellServer } = require('./index');
  const { createLogger } = require('./logger');
  let t = 0;
  /** @type {() => Promise<void>} */
  let stop = async () => {};
  const site = { hosting: '', base: '', tick: (/** @type {number} */ ms) => void (t += ms) };
  beforeEach(async () => {
    t = 1_000_000;
    const prints = await printsHosting({ prefix, releases, live });
    const dist = tempDist();
    const shell = createShellServer({
      dist,
      remotesFile: prints.remotesFile,
      hostingDir: prints.hosting,
      now: () => t,
      logger: createLogger({ destination: new Writable({ write: (_c, _e, cb) => cb() }) }),
    });
    site.hosting = prints.hosting;
    site.base = await listen(shell);
    stop = async () => {
      await close(shell);
      await close(prints.remote);
      fs.rmSync(prints.hosting, { recursive: true, force: true });
      fs.rmSync(dist, { recursive: true, force: true });
    };
  });
  afterEach(() => stop());
  return site;
}

/**
 * GET over plain HTTP, no connection reuse: { status, headers, body }.
 * @param {string} base @param {string} pathname @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import('http').IncomingHttpHeaders, body: string }>}
 */
function get(base, pathname, headers = {}) {
  const http = require('http');
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode || 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

module.exports = {
  throwAwayCert,
  tempDist,
  listen,
  close,
  portOf,
  printsHosting,
  printsComposerPerTest,
  get,
  FALLBACK,
};
