// Structured logs (pino, JSON lines) for the composer. LOG_LEVEL picks the level (default info);
// tests pass their own destination stream (or their own pino logger to createShellServer).
const pino = require('pino');

/** @param {{ level?: string, destination?: import('pino').DestinationStream, name?: string }} [options] */
function createLogger({ level = process.env.LOG_LEVEL || 'info', destination, name = 'shell' } = {}) {
  return pino({ name, level }, destination);
}

module.exports = { createLogger };
