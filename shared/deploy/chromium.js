// The one place Chromium's path and flags are spelled: the deploy's smoke check, the e2e suite
// (e2e/playwright.config.ts) and the measuring scripts (scripts/measure-browser.js, Lighthouse).
// Debian's chromium when present (this machine, CI; no browser download works here), or the one
// CHROMIUM_PATH names; otherwise undefined, and Playwright uses its own browser.
const crypto = require('crypto');
const fs = require('fs');

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** @returns {string | undefined} */
function chromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/** Headless in a container (no sandbox, no GPU) and quiet: nothing fetched but the pages under test. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Chromium trusts only the system's CAs; Node also trusts NODE_EXTRA_CA_CERTS (the local CA that
 * `npm run serve:prod` makes, or a private CA). So the browser trusts the same certificates, the
 * public key of each one in that file is given to Chromium (its SPKI hash: a chain holding one of
 * them is accepted). None when the variable is unset; an unreadable file is named.
 * @param {NodeJS.ProcessEnv} [env] @returns {string[]}
 */
function trustedCaFlags(env = process.env) {
  const file = env.NODE_EXTRA_CA_CERTS;
  if (!file) return [];
  let pem;
  try {
    pem = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`NODE_EXTRA_CA_CERTS: cannot read ${file} (${/** @type {Error} */ (error).message})`);
  }
  const certs = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) || [];
  if (!certs.length) throw new Error(`NODE_EXTRA_CA_CERTS: ${file} holds no PEM certificate`);
  const hashes = certs.map((c) => {
    const spki = new crypto.X509Certificate(c).publicKey.export({ type: 'spki', format: 'der' });
    return crypto.createHash('sha256').update(spki).digest('base64');
  });
  return [`--ignore-certificate-errors-spki-list=${hashes.join(',')}`];
}

module.exports = { chromiumPath, CHROMIUM_FLAGS, trustedCaFlags };
