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

/**
 * What an operator reads when a server cannot listen because its port is taken, most often by a
 * run already serving it; null for any other error.
 * @param {unknown} error  what listen() failed with
 * @param {string} who  the command that failed, as the message names it
 * @returns {string | null}
 */
function portInUseMessage(error, who) {
  if (errorCode(error) !== 'EADDRINUSE') return null;
  const port = /** @type {{ port?: number }} */ (error).port;
  return (
    `${who}: port ${port} is in use, perhaps by a site already running on these ports ` +
    '(npm start / npm run serve); stop it, or start this one with another PORT_OFFSET'
  );
}

module.exports = { errorMessage, asError, errorCode, portInUseMessage };
