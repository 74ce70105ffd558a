// Helpers for the server's unit tests (not used at run time): a throw-away TLS certificate made
// with openssl in a temp dir, a minimal shell build to serve, and servers on free ports.
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

/** A self-signed certificate for localhost / 127.0.0.1, valid one day: { key, cert, dir }. */
function throwAwayCert() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  const pems = { key: fs.readFileSync(key), cert: fs.readFileSync(cert), dir };
  fs.rmSync(dir, { recursive: true, force: true });
  return pems;
}

const FALLBACK = `<p>${require('../../shared/src/islands/fallbackText').FALLBACK_TITLE}</p>`;

/** A minimal shell build in a temp dir: two routes (one with a prints fragment), a 404 page, one file. */
function tempDist() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
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
    '<html><head><!--# include virtual="/_mf/remotes/prints.html" --></head><body><header>Estampa RD</header><main>' +
      `<!--# block name="fallback" -->${FALLBACK}<!--# endblock --><!--# include virtual="/_fragments/prints/DtfPage.html" stub="fallback" -->` +
      '</main><footer>Pie</footer></body></html>',
  );
  write('client/robots.txt', 'User-agent: *\n');
  return dist;
}

/** Listens on a free loopback port; resolves the base URL. */
function listen(server, scheme = 'http') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`${scheme}://127.0.0.1:${server.address().port}`));
  });
}

/** Closes an http(s) server, dropping its connections. */
function close(server) {
  return new Promise((resolve) => {
    if (!server.listening) return resolve(undefined);
    server.close(() => resolve(undefined));
    server.closeAllConnections();
  });
}

module.exports = { throwAwayCert, tempDist, listen, close, FALLBACK };
