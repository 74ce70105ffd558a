// Where the contract a remote's deploy is checked against comes from: --contract <file|url>, else
// the live shell release in the hosting folder, else (no shell deployed yet) the shell's local build.
const fs = require('fs');
const path = require('path');
const { ROOT } = require('./deployableApps');
const { validateContract } = require('./contract');
const { errorCode, errorMessage } = require('../serving/errors');

/**
 * The JSON body of `url` (an http(s) contract), or an Error saying what went wrong.
 * @param {string} url
 * @returns {Promise<unknown>}
 */
async function fetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch((/** @type {unknown} */ error) => {
    throw new Error(`The shell contract ${url} could not be fetched: ${errorMessage(error)}`);
  });
  if (!response.ok) throw new Error(`The shell contract ${url} answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new Error(`The shell contract ${url} is not JSON`);
  }
}

/** @param {string} file @returns {unknown} */
function readJsonFile(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `The shell contract ${file} could not be read: ${errorCode(error) === 'ENOENT' ? 'no such file' : errorMessage(error)}`,
    );
  }
}

/** @import { Contract } from './contract' */

/**
 * @param {{ hostingDir: string, contract?: string, cwd?: string, localShellDist?: string }} options
 *   contract: a file or an http(s) URL; localShellDist: the shell build used when none is live
 * @returns {Promise<{ contract: Contract, source: string, note?: string }>}
 */
async function loadContract({
  hostingDir,
  contract,
  cwd = process.cwd(),
  localShellDist = path.join(ROOT, 'shell/dist'),
}) {
  if (contract) {
    if (/^https?:\/\//.test(contract))
      return { contract: validateContract(await fetchJson(contract), contract), source: contract };
    const file = path.resolve(cwd, contract);
    return { contract: validateContract(readJsonFile(file), file), source: file };
  }
  const live = path.join(hostingDir, 'shell/live/templates/contract.json');
  if (fs.existsSync(path.join(hostingDir, 'shell/live')))
    return { contract: validateContract(readJsonFile(live), live), source: live };
  const local = path.join(localShellDist, 'templates/contract.json');
  if (fs.existsSync(local)) {
    return {
      contract: validateContract(readJsonFile(local), local),
      source: local,
      note: `the shell has no live release in ${path.join(hostingDir, 'shell')}; checking against the shell's local build instead`,
    };
  }
  throw new Error(
    `No shell contract to check against: the shell has no live release in ${path.join(hostingDir, 'shell')} and ${local} does not exist. Deploy the shell first (npm run deploy -w shell) or pass --contract <file|url>`,
  );
}

module.exports = { loadContract };
