// The site's HTTP security headers, from one place. The Node composer (shell/server), the remotes'
// static servers (serve-remote.js) and the generated nginx configuration (production/nginx) all take
// their header sets from here, so the three ways of serving the same build cannot drift apart.
//
// Input is deploy configuration, never a build constant:
//   remoteOrigins  where the remotes are deployed (from the remotes config), e.g. https://prints.example
//   mapOrigin      the contact page's map frame origin   } from the shell's build
//   chatOrigin     where the contact form posts (WhatsApp) } (templates/site-policy.json)
//   tls            the site is served over HTTPS: HSTS and upgrade-insecure-requests
// Hand-written on purpose: the policy is ours (which origins the composed site needs); a header
// library such as helmet would still need every directive below spelt out, and could not feed nginx.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { EARLY_TAP_SCRIPT } = require('../shared/src/islands/earlyTaps');
const { START_SCRIPTS } = require('../shared/src/islands/startScripts');
const { URL_PARAMS_SCRIPT } = require('../shared/src/islands/urlParams');
const { errorMessage } = require('./errors');

/**
 * What the headers depend on, all of it deploy configuration (see above); tls: served over HTTPS.
 * @typedef {{ remoteOrigins?: string[], mapOrigin?: string, chatOrigin?: string, tls?: boolean }} SecurityPolicy
 */
/**
 * The origins the shell's build says its pages need (templates/site-policy.json).
 * @typedef {{ mapOrigin: string, chatOrigin: string }} SitePolicy
 */
/** A set of response headers, name → value. @typedef {Record<string, string>} HeaderSet */

/** One year: the HTTP Observatory and browsers' preload lists want at least six months. */
const HSTS_MAX_AGE = 31536000;

/** Features the site never uses, turned off for the page and every frame in it (the map included). */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The origin (scheme://host:port) of a URL, or null when it is not an http(s) URL.
 * @param {string} url
 * @returns {string | null}
 */
function originOf(url) {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The distinct origins of a remotes config ({ name: baseUrl }).
 * @param {Record<string, string> | null | undefined} remotes
 * @returns {string[]}
 */
function remoteOriginsOf(remotes) {
  return [
    ...new Set(
      Object.values(remotes || {})
        .map(originOf)
        .filter((origin) => origin !== null),
    ),
  ].sort();
}

/**
 * What the shell's build says the pages need beyond the remotes: the map frame and the chat origin
 * the contact form posts to without JavaScript. Written by the shell's prerender step from the
 * business identity; a missing file is a build problem worth stopping for.
 * @param {string} shellDist
 * @returns {SitePolicy}
 */
function readSitePolicy(shellDist) {
  const file = path.join(shellDist, 'templates/site-policy.json');
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the shell's site policy ${file} (build the shell first): ${errorMessage(error)}`);
  }
  for (const key of ['mapOrigin', 'chatOrigin']) {
    if (!originOf(data[key]))
      throw new Error(`${file}: "${key}" must be an http(s) origin, got ${JSON.stringify(data[key])}`);
  }
  // Both checked just above.
  return {
    mapOrigin: /** @type {string} */ (originOf(data.mapOrigin)),
    chatOrigin: /** @type {string} */ (originOf(data.chatOrigin)),
  };
}

/**
 * A CSP source that allows one inline script, by the SHA-256 of its exact text.
 * @param {string} text
 */
const scriptHashSource = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/**
 * The inline scripts a page may run: the one that starts the page's scripts after its first paint
 * (shared/src/islands/startScripts.js), the early-tap script (earlyTaps.js) and the URL's
 * parameters mark (urlParams.js).
 */
const INLINE_SCRIPT_SOURCES = [START_SCRIPTS, EARLY_TAP_SCRIPT, URL_PARAMS_SCRIPT].map(scriptHashSource);

/**
 * The Content-Security-Policy of the site's pages. Scripts only from the site and the remotes, and
 * the inline scripts above by their hashes (no other inline script, no eval: the other inline
 * blocks are JSON data); emotion's server styles are inline, so style-src keeps 'unsafe-inline'
 * (styles cannot run code).
 * @param {{ remoteOrigins?: string[], mapOrigin?: string, chatOrigin?: string, tls?: boolean }} [policy]
 */
function contentSecurityPolicy({ remoteOrigins = [], mapOrigin, chatOrigin, tls = false } = {}) {
  const remotes = remoteOrigins.join(' ');
  /** @param {(string | undefined)[]} sources  empty or missing ones left out */
  const list = (...sources) => sources.filter(Boolean).join(' ');
  const directives = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", ...INLINE_SCRIPT_SOURCES, remotes)],
    ['style-src', "'self' 'unsafe-inline'"],
    // https: for the order page's model image from an external image service (mf-order modelImage.ts).
    ['img-src', list("'self'", 'data:', 'blob:', 'https:', remotes)],
    ['font-src', "'self'"],
    ['connect-src', list("'self'", remotes)],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['frame-src', mapOrigin || "'none'"],
    ['form-action', list("'self'", chatOrigin)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (tls) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * Headers every response carries, whatever it is.
 * @param {SecurityPolicy} [policy]  only tls matters here
 */
function commonHeaders({ tls = false } = {}) {
  /** @type {HeaderSet} */
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (tls) headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE}; includeSubDomains`;
  return headers;
}

/**
 * An HTML page of the site (composed routes, the 404 page, a remote's standalone page).
 * @param {SecurityPolicy} [policy]
 * @returns {HeaderSet}
 */
function pageHeaders(policy = {}) {
  return {
    ...commonHeaders(policy),
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-site',
    'Permissions-Policy': DISABLED_FEATURES.map((f) => `${f}=()`).join(', '),
  };
}

/**
 * Any other file of the shell (scripts, styles, images, robots, sitemap, remote pass-through).
 * @param {SecurityPolicy} [policy]
 * @returns {HeaderSet}
 */
function shellAssetHeaders(policy = {}) {
  return { ...commonHeaders(policy), 'Cross-Origin-Resource-Policy': 'same-site' };
}

/**
 * A remote's files: the site loads them from another origin, so CORS and CORP say so.
 * @param {SecurityPolicy} [policy]
 * @returns {HeaderSet}
 */
function remoteAssetHeaders(policy = {}) {
  return {
    ...commonHeaders(policy),
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Access-Control-Allow-Origin': '*',
  };
}

module.exports = {
  HSTS_MAX_AGE,
  DISABLED_FEATURES,
  INLINE_SCRIPT_SOURCES,
  scriptHashSource,
  originOf,
  remoteOriginsOf,
  readSitePolicy,
  contentSecurityPolicy,
  commonHeaders,
  pageHeaders,
  shellAssetHeaders,
  remoteAssetHeaders,
};
