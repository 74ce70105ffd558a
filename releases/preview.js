// Previews (issue 18): the real site with one candidate release, for whoever holds a signed link.
// Hand-written because it is ours: the token names an app and a release id (never an address), is
// signed with HMAC-SHA256 under a secret from configuration, and expires within 24 h. The shell's
// server (shell/server/preview.js) honours it; `npm run preview -w <app> -- <release>` prints it.
const crypto = require('crypto');
const { readSecret, ensureLocalSecret } = require('./secrets');
const { APPS } = require('./deployableApps');
const { RELEASE_ID } = require('./releaseStore');

const COOKIE = 'estampa_preview';
/** The response header of a page composed under a preview: "<app> <releaseId>" (QA's proof that the candidate was served). */
const PREVIEW_RESPONSE_HEADER = 'X-Preview';
/** @param {{ app: string, releaseId: string }} p */
const previewHeaderValue = ({ app, releaseId }) => `${app} ${releaseId}`;
/** How a token for the shell starts (its pages and its own files come from the candidate). */
const SHELL_TOKEN = 'v1.shell.';
const MAX_AGE_S = 24 * 60 * 60;
/** @type {import('./secrets').SecretSetting} */
const PREVIEW_SECRET = {
  name: 'PREVIEW_SECRET',
  defaultFile: '.preview-secret',
  minLength: 32,
  what: 'preview secret',
};

/** The HMAC of a token's fields, base64url. @param {string} secret @param {string} payload */
const sign = (secret, payload) => crypto.createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * A signed token: v1.<app>.<releaseId>.<expires, unix seconds>.<signature>.
 * @param {{ app: string, releaseId: string, secret: string, ttlS?: number, now?: number }} o
 */
function createPreviewToken({ app, releaseId, secret, ttlS = MAX_AGE_S, now = Date.now() }) {
  if (!APPS.some((a) => a.name === app)) throw new Error(`Unknown app "${app}"`);
  if (!RELEASE_ID.test(releaseId)) throw new Error(`"${releaseId}" is not a release id`);
  if (!(ttlS > 0 && ttlS <= MAX_AGE_S)) throw new Error(`a preview lasts at most ${MAX_AGE_S} s, got ${ttlS}`);
  const payload = `v1.${app}.${releaseId}.${Math.floor(now / 1000) + Math.floor(ttlS)}`;
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * Reads a token: { ok: true, app, releaseId, expires } or { ok: false, reason } (English, for the
 * log). Whether the release exists is the caller's question (it knows the hosting folder).
 * @param {string | undefined} token
 * @param {{ secret: string | null, now?: number }} o
 * @returns {{ ok: true, app: string, releaseId: string, expires: number } | { ok: false, reason: string }}
 */
function readPreviewToken(token, { secret, now = Date.now() }) {
  if (!secret) return { ok: false, reason: 'previews are off: no PREVIEW_SECRET configured' };
  const m = /^(v1\.([a-z]+)\.([A-Za-z0-9._-]+)\.(\d{1,12}))\.([A-Za-z0-9_-]{43})$/.exec(token || '');
  if (!m) return { ok: false, reason: 'malformed preview token' };
  const [, payload, app, releaseId, expiresText, signature] = m;
  const expected = Buffer.from(sign(secret, payload));
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature)))
    return { ok: false, reason: 'preview token signature does not match' };
  const expires = Number(expiresText);
  if (expires * 1000 <= now)
    return { ok: false, reason: `preview token expired at ${new Date(expires * 1000).toISOString()}` };
  if (expires * 1000 > now + MAX_AGE_S * 1000 + 60_000)
    return { ok: false, reason: 'preview token lasts longer than 24 h' };
  if (!APPS.some((a) => a.name === app)) return { ok: false, reason: `preview token names unknown app "${app}"` };
  if (!RELEASE_ID.test(releaseId)) return { ok: false, reason: `preview token names no release id` };
  return { ok: true, app, releaseId, expires };
}

/**
 * The previews' secret, from configuration, never from the repository: PREVIEW_SECRET, else the
 * file PREVIEW_SECRET_FILE, else <HOSTING_DIR>/.preview-secret (which `npm run serve` creates for a
 * local site). null when none is set (previews are then off). Throws, naming the setting, when one
 * is set but unusable.
 * @param {string} hostingDir
 * @param {Record<string, string | undefined>} [env]
 */
function previewSecret(hostingDir, env = process.env) {
  return readSecret(PREVIEW_SECRET, hostingDir, env);
}

/**
 * Creates <HOSTING_DIR>/.preview-secret (random, owner-only) unless a secret is configured or it exists.
 * @param {string} hostingDir
 * @param {Record<string, string | undefined>} [env]
 */
function ensureLocalPreviewSecret(hostingDir, env = process.env) {
  ensureLocalSecret(PREVIEW_SECRET, hostingDir, env);
}

/** The Cookie header's preview token, if any. @param {string | undefined} cookieHeader @returns {string | undefined} */
function previewCookieOf(cookieHeader) {
  for (const part of String(cookieHeader || '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) return rest.join('=');
  }
  return undefined;
}

module.exports = {
  COOKIE,
  PREVIEW_RESPONSE_HEADER,
  previewHeaderValue,
  SHELL_TOKEN,
  MAX_AGE_S,
  createPreviewToken,
  readPreviewToken,
  previewSecret,
  ensureLocalPreviewSecret,
  previewCookieOf,
};
