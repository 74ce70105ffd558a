// @ts-check
/** A path ending in an extension names a file (/main.js, /logo.png, /contacto.html). */
const FILE_EXTENSION = /\.[A-Za-z0-9]+$/;

/**
 * Whether a path the shell has nothing for is a missing file (a plain-text 404, never HTML) rather
 * than an unknown page (the site's 404 page). A path with an extension is a file, unless a browser
 * opens it as a page (`Sec-Fetch-Dest: document`: an old link to /contacto.html, a typed
 * /index.php): that visitor gets the site's 404 page and its way home. nginx applies the same rule
 * ($missing_file in production/nginx/generate.js).
 * @param {string} pathname
 * @param {import('http').IncomingHttpHeaders} headers
 */
function isMissingFile(pathname, headers) {
  return FILE_EXTENSION.test(pathname) && headers['sec-fetch-dest'] !== 'document';
}

module.exports = { isMissingFile, FILE_EXTENSION };
