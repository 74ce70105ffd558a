// Static file serving for every app's build output (sirv), with the site's caching rules
// (cache-policy.js) and the security headers the caller passes (security-headers.js).
const sirv = require('sirv');
const { cacheControlFor } = require('./cache-policy');

/**
 * Types sirv's table (mrmime) lacks for files the builds write.
 * @type {Record<string, string | undefined>}
 */
const EXTRA_TYPES = { '.ico': 'image/x-icon' };

/**
 * @param {string} dir build output to serve
 * @param {{ headers?: (pathname: string) => Record<string, string> }} options headers: the set for
 *   a file (security headers, CORS for remotes), chosen by path
 */
function staticFiles(dir, { headers = () => ({ 'X-Content-Type-Options': 'nosniff' }) } = {}) {
  // dev: true looks files up on each request, so a redeploy into the same folder is seen at once.
  return sirv(dir, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      const extra = EXTRA_TYPES[pathname.slice(pathname.lastIndexOf('.'))];
      if (extra) res.setHeader('Content-Type', extra);
      for (const [name, value] of Object.entries(headers(pathname))) res.setHeader(name, value);
    },
  });
}

module.exports = { staticFiles, cacheControlFor };
