// @ts-check
// How a server process of the site starts: a setting, a file or a port it cannot use ends it with
// exit code 1 and one line naming the fault (the journal, under systemd), not a stack trace.
const { errorMessage } = require('../../serving/errors');

/**
 * @param {string} name  the process, first on the line ("composer", "telemetry")
 * @param {() => import('http').Server[]} start  reads its settings, makes its servers and has them listen
 * @param {{ exit?: (code: number) => void, write?: (line: string) => void }} [io]  stand-ins for tests
 */
function startOrExit(name, start, { exit = process.exit, write = (line) => process.stderr.write(line) } = {}) {
  const fail = (/** @type {unknown} */ error) => {
    write(`${name}: cannot start: ${errorMessage(error)}\n`);
    exit(1);
  };
  try {
    // A listen error (a port in use, a socket path it may not write) comes as the server's 'error' event.
    for (const server of start()) server.once('error', fail);
  } catch (error) {
    fail(error);
  }
}

module.exports = { startOrExit };
