// @ts-check
// The order page's URL contract: the basketball catalogue (mf-uniforms) links to the order page
// (mf-order) with the chosen model in four query parameters. This module is the one place that
// names them and says how they are written and read: the catalogue, the order page, the e2e
// tests and the bench all use it. (Plain CommonJS with JSDoc types, so the Node scripts can
// require it too; the page's path is PATHS.basketballOrder.)

const { clip } = require('../text/clip');

/** The parameters, in the order the catalogue writes them. */
const ORDER_PARAMS = /** @type {const} */ (['modelo', 'nombre', 'colores', 'imagen']);

/** @typedef {(typeof ORDER_PARAMS)[number]} OrderParam */
/** @typedef {Record<OrderParam, string>} OrderParams */

/** Generous caps for what the URL may carry (UTF-16 code units); the catalogue's values are far shorter. */
const ORDER_PARAM_LIMITS = /** @type {const} */ ({ modelo: 20, nombre: 100, colores: 100, imagen: 2000 });

/**
 * The query string ('?modelo=…&nombre=…&colores=…&imagen=…'), each value percent-encoded (spaces
 * as %20, so URLSearchParams and decodeURIComponent both read them back unchanged). Parameters
 * left out (undefined) are not written; with none, ''.
 * @param {Partial<OrderParams>} params
 * @returns {string}
 */
function orderQuery(params) {
  const pairs = ORDER_PARAMS.filter((key) => params[key] !== undefined).map(
    (key) => `${key}=${encodeURIComponent(String(params[key]))}`,
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/**
 * The four parameters from a query string, trimmed and capped, or null when any is missing or
 * blank. Values are only trimmed and capped here: whoever shows them escapes them, and an image
 * URL is checked before any use.
 * @param {string} search  location.search ('?…' or '')
 * @returns {OrderParams | null}
 */
function readOrderQuery(search) {
  const query = new URLSearchParams(search);
  /** @param {OrderParam} key */
  const get = (key) => clip((query.get(key) ?? '').trim(), ORDER_PARAM_LIMITS[key]);
  const params = { modelo: get('modelo'), nombre: get('nombre'), colores: get('colores'), imagen: get('imagen') };
  return ORDER_PARAMS.every((key) => params[key]) ? params : null;
}

// One `exports.x =` a name (not one object): webpack can then leave out what a bundle does not use.
exports.ORDER_PARAMS = ORDER_PARAMS;
exports.ORDER_PARAM_LIMITS = ORDER_PARAM_LIMITS;
exports.orderQuery = orderQuery;
exports.readOrderQuery = readOrderQuery;
