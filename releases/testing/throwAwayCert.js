// A self-signed certificate for tests of TLS clients and servers (the composer's upstream, the
// smoke check's Chromium): made with openssl in a temporary folder, which is removed at once.
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

module.exports = { throwAwayCert };
