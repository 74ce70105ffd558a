// Structured logs (pino, JSON lines) for the composer. LOG_LEVEL picks the level (default info);
// tests pass their own destination stream (or their own pino logger to createShellServer).
const pino = require('pino');
const { envChoice } = require('../../serving/env');

const LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** @param {{ level?: string, destination?: import('pino').DestinationStream, name?: string }} [options] */
function createLogger({
  level = envChoice(process.env, 'LOG_LEVEL', LEVELS, 'info'),
  destination,
  name = 'shell',
} = {}) {
  return pino({ name, level }, destination);
}

module.exports = { createLogger };
