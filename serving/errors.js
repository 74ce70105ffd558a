// What a caught value says, for `catch (error)` blocks: anything can be thrown, so the value is
// `unknown`. Errors are recognised with util.types.isNativeError, not `instanceof Error`: under Jest
// the errors of Node's own modules (fs, child_process…) come from another realm and fail
// `instanceof Error`, which would change the messages the tests check.
const { isNativeError } = require('util').types;

/**
 * An Error's message, else the thrown value as text.
 * @param {unknown} error
 * @returns {string}
 */
const errorMessage = (error) => (isNativeError(error) ? error.message : String(error));

/**
 * The caught value as an Error: itself when it is one, else an Error with its text (for callbacks
 * that take an Error).
 * @param {unknown} error
 * @returns {Error}
 */
const asError = (error) => (isNativeError(error) ? error : new Error(String(error)));

/**
 * The `code` of an Error that has one (Node's system errors: 'ENOENT', 'EEXIST'…; lock.js's
 * 'ELOCKED'), else undefined.
 * @param {unknown} error
 * @returns {string | undefined}
 */
function errorCode(error) {
  return isNativeError(error) && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

module.exports = { errorMessage, asError, errorCode };
