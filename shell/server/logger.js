// Structured logs (pino) for the site's Node servers. LOG_LEVEL picks the level (default info);
// LOG_FORMAT the form: `json` (one JSON line per event: the journal, log pipelines; the default
// when stdout is not a terminal) or `pretty` (pino-pretty: a readable line in a developer's
// terminal; the default there). Tests pass their own destination stream (always JSON).
const pino = require('pino');
const { envChoice } = require('../../serving/env');

const LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const FORMATS = /** @type {const} */ (['json', 'pretty']);

/**
 * @param {{ level?: string, destination?: import('pino').DestinationStream, name?: string,
 *   format?: 'json' | 'pretty' }} [options]
 */
function createLogger({
  level = envChoice(process.env, 'LOG_LEVEL', LEVELS, 'info'),
  destination,
  name = 'shell',
  format = envChoice(process.env, 'LOG_FORMAT', FORMATS, process.stdout.isTTY ? 'pretty' : 'json'),
} = {}) {
  if (destination || format === 'json') return pino({ name, level }, destination);
  // Synchronous, on this thread: the order of lines is the order of events, and nothing is lost on exit.
  const pretty = require('pino-pretty')({
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
  return pino({ name, level }, pretty);
}

module.exports = { createLogger };
