// Certificates for the production topology.
//   TLS_CERT / TLS_KEY   the certificate (chain) and key every origin of the topology serves
//   TLS_CA               the CA file the site uses to verify the remotes' certificates
//                        (default: the generated CA, or the system's CA bundle with real certificates)
// With none given, a throw-away local CA and a certificate for localhost / 127.0.0.1 are made with
// openssl in <runtime>/tls (reused while valid for at least a day; never committed).
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { errorCode, errorMessage } = require('../../serving/errors');

const SYSTEM_CA_BUNDLES = [
  '/etc/ssl/certs/ca-certificates.crt',
  '/etc/pki/tls/certs/ca-bundle.crt',
  '/etc/ssl/cert.pem',
];

/**
 * Throws a clear error naming the file when it is missing, unreadable or not PEM.
 * @param {string} file @param {string} what  the setting that names it, for the error
 * @param {RegExp} [marker]  what the PEM must hold
 */
function checkPemFile(file, what, marker = /-----BEGIN [A-Z ]+-----/) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${what} ${file} cannot be read (${errorCode(error) || errorMessage(error)})`);
  }
  if (!marker.test(text)) throw new Error(`${what} ${file} is not a PEM file`);
  return file;
}

/** @param {string[]} args @param {string} cwd */
function openssl(args, cwd) {
  try {
    return execFileSync('openssl', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  } catch (error) {
    if (errorCode(error) === 'ENOENT')
      throw new Error('openssl is not installed (apt-get install -y openssl), or give TLS_CERT and TLS_KEY');
    // execFileSync's error carries what the command wrote on stderr.
    const stderr = typeof error === 'object' && error !== null && 'stderr' in error ? error.stderr : undefined;
    throw new Error(`openssl ${args[0]} failed: ${String(stderr || errorMessage(error)).trim()}`);
  }
}

/** Is the certificate valid for at least `seconds` more? @param {string} file @param {number} seconds */
function validFor(file, seconds) {
  try {
    execFileSync('openssl', ['x509', '-checkend', String(seconds), '-noout', '-in', file], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A local CA and a localhost certificate signed by it, in `dir`. Returns { cert, key, ca }.
 * @param {string} dir
 * @param {{ days?: number, names?: string[], ips?: string[] }} [o]  the certificate's days and subject names
 */
function generateLocalCertificates(dir, { days = 30, names = ['localhost'], ips = ['127.0.0.1'] } = {}) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  /** @param {string} n */
  const f = (n) => path.join(dir, n);
  const out = { cert: f('cert.pem'), key: f('key.pem'), ca: f('ca.pem') };
  if (
    [out.cert, out.key, out.ca].every((p) => fs.existsSync(p)) &&
    validFor(out.cert, 86400) &&
    validFor(out.ca, 86400)
  )
    return out;
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      String(days + 1),
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-subj',
      '/CN=Estampa RD local test CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  openssl(
    [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-keyout',
      'key.pem',
      '-out',
      'cert.csr',
      '-subj',
      `/CN=${names[0]}`,
    ],
    dir,
  );
  const san = [...names.map((n) => `DNS:${n}`), ...ips.map((ip) => `IP:${ip}`)].join(',');
  fs.writeFileSync(
    f('cert.ext'),
    `subjectAltName=${san}\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(
    [
      'x509',
      '-req',
      '-sha256',
      '-days',
      String(days),
      '-in',
      'cert.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'cert.pem',
      '-extfile',
      'cert.ext',
    ],
    dir,
  );
  for (const n of ['cert.csr', 'cert.ext', 'ca.srl']) fs.rmSync(f(n), { force: true });
  fs.chmodSync(f('key.pem'), 0o600);
  fs.chmodSync(f('ca.key'), 0o600);
  return out;
}

/**
 * The certificate, key and upstream CA the topology uses: from TLS_CERT / TLS_KEY / TLS_CA, or
 * generated into `dir`. { cert, key, ca (verifies the remotes), clientCa (what a client must trust: the
 * generated CA, or null for real certificates), generated }; throws naming the file that is missing.
 * @param {string} dir
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ cert: string, key: string, ca: string, clientCa: string | null, generated: boolean }}
 */
function resolveCertificates(dir, env = process.env) {
  const { TLS_CERT, TLS_KEY, TLS_CA } = env;
  if (TLS_CERT || TLS_KEY) {
    if (!TLS_CERT) throw new Error('TLS_KEY is set but TLS_CERT is not: give both (certificate chain and its key)');
    if (!TLS_KEY) throw new Error('TLS_CERT is set but TLS_KEY is not: give both (certificate chain and its key)');
    const cert = checkPemFile(path.resolve(TLS_CERT), 'TLS_CERT', /-----BEGIN CERTIFICATE-----/);
    const key = checkPemFile(path.resolve(TLS_KEY), 'TLS_KEY', /-----BEGIN [A-Z ]*PRIVATE KEY-----/);
    let ca = TLS_CA
      ? checkPemFile(path.resolve(TLS_CA), 'TLS_CA', /-----BEGIN CERTIFICATE-----/)
      : SYSTEM_CA_BUNDLES.find((p) => fs.existsSync(p));
    if (!ca)
      throw new Error(
        `TLS_CA is not set and no system CA bundle was found (${SYSTEM_CA_BUNDLES.join(', ')}): set TLS_CA to verify the remotes`,
      );
    return { cert, key, ca, clientCa: null, generated: false };
  }
  const local = generateLocalCertificates(dir);
  const ca = TLS_CA ? checkPemFile(path.resolve(TLS_CA), 'TLS_CA', /-----BEGIN CERTIFICATE-----/) : local.ca;
  return { ...local, ca, clientCa: local.ca, generated: true };
}

module.exports = { resolveCertificates, generateLocalCertificates, checkPemFile };
