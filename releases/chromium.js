// The one place Chromium's path and flags are spelled: the deploy's smoke check, the e2e suite
// (e2e/playwright.config.ts) and the measuring scripts (scripts/measure-browser.js, Lighthouse).
// Debian's chromium when present (this machine, CI; no browser download works here), or the one
// CHROMIUM_PATH names; otherwise undefined, and Playwright uses its own browser. The tests (the
// e2e suite, the deploy's smoke check) prefer Debian's chromium-headless-shell, as Playwright's
// own headless runs do: the full browser's headless mode starts its top-chrome WebUI renderers
// for every window, which a test never sees and which cost it CPU. The measuring scripts keep the
// full browser, which is what visitors run.
const crypto = require('crypto');
const fs = require('fs');
const net = require('net');
const tls = require('tls');
const { errorMessage } = require('../serving/errors');

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ forTests?: boolean }} [o]  forTests: the headless shell when it is installed
 * @returns {string | undefined}
 */
function chromiumPath(env = process.env, { forTests = false } = {}) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  if (forTests && fs.existsSync(SYSTEM_HEADLESS_SHELL)) return SYSTEM_HEADLESS_SHELL;
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
 * `npm run serve:prod` makes, or a private CA). So that the browser trusts the same sites, Node
 * connects to `siteUrl` first, trusting that file too; when the chain it is given checks out, the
 * public keys of that chain go to Chromium (their SPKI hashes: Chromium accepts a chain the server
 * presents with one of them, and a CA the server does not send would not match). None for plain
 * HTTP, without the variable, or when the chain does not check out (Chromium then refuses it too).
 * @param {string} siteUrl @param {NodeJS.ProcessEnv} [env] @returns {Promise<string[]>}
 */
async function trustedSiteFlags(siteUrl, env = process.env) {
  const file = env.NODE_EXTRA_CA_CERTS;
  const url = new URL(siteUrl);
  if (!file || url.protocol !== 'https:') return [];
  let pem;
  try {
    pem = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`NODE_EXTRA_CA_CERTS: cannot read ${file} (${errorMessage(error)})`);
  }
  const extra = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) || [];
  if (!extra.length) throw new Error(`NODE_EXTRA_CA_CERTS: ${file} holds no PEM certificate`);
  /** @type {Buffer[]} */
  const chain = await new Promise((resolve) => {
    const socket = tls.connect({
      host: url.hostname,
      port: Number(url.port || 443),
      servername: net.isIP(url.hostname) ? undefined : url.hostname,
      ca: [...tls.rootCertificates, ...extra],
      timeout: 5000,
    });
    const done = (/** @type {Buffer[]} */ certs) => {
      socket.destroy();
      resolve(certs);
    };
    socket.once('secureConnect', () => {
      if (!socket.authorized) return done([]);
      // The chain as presented, then its issuers up to the root (which names itself as its issuer).
      /** @type {Buffer[]} */
      const certs = [];
      /** @type {import('tls').DetailedPeerCertificate | null} */
      let c = socket.getPeerCertificate(true);
      while (c && c.raw && !certs.includes(c.raw)) {
        certs.push(c.raw);
        c = c.issuerCertificate || null;
      }
      done(certs);
    });
    socket.once('error', () => done([]));
    socket.once('timeout', () => done([]));
  });
  if (!chain.length) return [];
  const hashes = chain.map((raw) => {
    const spki = new crypto.X509Certificate(raw).publicKey.export({ type: 'spki', format: 'der' });
    return crypto.createHash('sha256').update(spki).digest('base64');
  });
  return [`--ignore-certificate-errors-spki-list=${[...new Set(hashes)].join(',')}`];
}

module.exports = { chromiumPath, CHROMIUM_FLAGS, trustedSiteFlags };
