// @ts-check
/**
 * A request's URL as the site reads it. Its path is always a path: `new URL('//contacto', base)`
 * would read `contacto` as a host name and answer the home page, where every other unknown path
 * gets the 404 page (docs/product-rules.md).
 * @param {{ url?: string }} req
 * @returns {URL}
 */
function requestUrl(req) {
  const target = req.url || '/';
  return target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target, 'http://localhost');
}

module.exports = { requestUrl };
