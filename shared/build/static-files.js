// Static file serving for every app's build output (sirv), with the site's caching rules:
// content-hashed files are immutable; entries, fragments, HTML and everything else revalidate.
const sirv = require('sirv');

const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

function cacheControlFor(pathname) {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {string} dir build output to serve
 * @param {{ cors?: boolean }} options cors: answer any origin (remotes are loaded cross-origin)
 */
function staticFiles(dir, { cors = false } = {}) {
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
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}

module.exports = { staticFiles, cacheControlFor };
