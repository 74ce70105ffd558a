#!/usr/bin/env node
// MDN HTTP Observatory grade of a site served on this machine (the public scanner cannot reach it).
// The grader is the repository's own devDependency @mdn/mdn-http-observatory, run by
// scripts/observatory/scan.js in a child process. package.json's allowScripts keeps the package's
// install scripts (downloads) from running; scan.js supplies from the repository what they fetch.
//
//   npm run observatory -- --http 3000 [--min-grade C+]             the Node composer (plain HTTP)
//   npm run observatory -- --http 8080 --https 8443 [--ca file]     the TLS topology (npm run serve:prod)
//   npm run observatory -- --start [--offset N]                     starts the TLS topology, scans, stops
// Options: --host (localhost), --path (/), --min-grade (A+). Exit status: 0 at or above the grade,
// 1 below it (or an error), 2 when the site gave no answer.
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { parseArgs, types } = require('util');

/** The Observatory's grades, best first (its grader/charts.js). */
const GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'];
const SCANNER = path.join(__dirname, 'observatory', 'scan.js');
const USAGE = `Usage: node scripts/observatory.js --http PORT [--https PORT] [--ca FILE] [options]
       node scripts/observatory.js --start [--offset N] [options]
Options: --host NAME (localhost), --path /PATH (/), --min-grade GRADE (A+), -h/--help
GRADE: ${GRADES.join(' ')}`;

/** A mistake in the command line: reported with the usage, exit status 1. */
class UsageError extends Error {}

/**
 * @typedef {{ start: true, offset: number | undefined }} StartTarget   bring up the TLS topology
 * @typedef {{ start: false, http: number, https: number | undefined, ca: string | undefined }} GivenTarget
 * @typedef {{ help: boolean, target: StartTarget | GivenTarget | null, host: string, pagePath: string, minGrade: string }} Options
 */

/**
 * @param {string | undefined} value
 * @param {string} flag
 * @returns {number | undefined}
 */
function portOption(value, flag) {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 65535)
    throw new UsageError(`${flag} must be a port number (1-65535), got "${value}"`);
  return n;
}

/**
 * @param {string | undefined} value
 * @returns {number | undefined}
 */
function offsetOption(value) {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) > 50000)
    throw new UsageError(`--offset must be a whole number from 0 to 50000, got "${value}"`);
  return Number(value);
}

/** @param {string} value */
function hostOption(value) {
  const bracketedIPv6 = /^\[[0-9A-Fa-f:.]+\]$/.test(value);
  if (!bracketedIPv6 && !/^[^\s/:?#@[\]]+$/.test(value))
    throw new UsageError(`--host takes a host name only (no scheme, port or path), got "${value}"`);
  return value;
}

/** @param {string} value */
function minGradeOption(value) {
  const grade = value.toUpperCase();
  if (!GRADES.includes(grade)) throw new UsageError(`--min-grade must be one of ${GRADES.join(' ')}, got "${value}"`);
  return grade;
}

/**
 * The site to grade: the topology --start brings up, or the ports given.
 * @param {{ start?: boolean, offset?: string, http?: string, https?: string, ca?: string }} values
 * @returns {StartTarget | GivenTarget}
 */
function targetOptions(values) {
  if (values.start) {
    const given = ['http', 'https', 'ca'].filter((k) => values[/** @type {'http'|'https'|'ca'} */ (k)] !== undefined);
    if (given.length)
      throw new UsageError(`--start serves the site itself: leave out ${given.map((k) => `--${k}`).join(', ')}`);
    return { start: true, offset: offsetOption(values.offset) };
  }
  if (values.offset !== undefined) throw new UsageError('--offset only applies with --start');
  if (values.http === undefined) throw new UsageError('give --http PORT [--https PORT] [--ca FILE], or --start');
  if (values.ca !== undefined && values.https === undefined)
    throw new UsageError('--ca trusts the certificate served on --https: give --https too');
  if (values.ca === '') throw new UsageError('--ca needs a file name');
  return {
    start: false,
    http: /** @type {number} */ (portOption(values.http, '--http')),
    https: portOption(values.https, '--https'),
    ca: values.ca,
  };
}

/**
 * The command line, checked. Throws a UsageError naming the option at fault.
 * @param {string[]} argv
 * @returns {Options}
 */
function parseOptions(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        http: { type: 'string' },
        https: { type: 'string' },
        ca: { type: 'string' },
        start: { type: 'boolean' },
        offset: { type: 'string' },
        'min-grade': { type: 'string', default: 'A+' },
        host: { type: 'string', default: 'localhost' },
        path: { type: 'string', default: '/' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    // isNativeError, not instanceof: parseArgs's errors are made in Node's own realm, and under
    // jest's vm sandbox they are not instances of the test's Error.
    throw new UsageError(types.isNativeError(error) ? error.message : String(error));
  }
  const common = {
    host: hostOption(values.host),
    pagePath: values.path,
    minGrade: minGradeOption(values['min-grade']),
  };
  if (!common.pagePath.startsWith('/')) throw new UsageError(`--path must start with "/", got "${common.pagePath}"`);
  if (values.help) return { help: true, target: null, ...common };
  return { help: false, target: targetOptions(values), ...common };
}

/**
 * Is `grade` at least `minGrade`? An unknown grade never is.
 * @param {string} grade
 * @param {string} minGrade
 */
function meetsGrade(grade, minGrade) {
  const rank = GRADES.indexOf(grade);
  const needed = GRADES.indexOf(minGrade);
  if (needed === -1) throw new Error(`unknown grade "${minGrade}"`);
  return rank !== -1 && rank <= needed;
}

/**
 * The scanner's last line, `observatory <grade> <score> (…)`; null when it printed none.
 * @param {string} stdout
 * @returns {{ grade: string, score: number } | null}
 */
function parseGradeLine(stdout) {
  const m = /^observatory (\S+) (-?\d+)\b/m.exec(stdout);
  return m ? { grade: m[1], score: Number(m[2]) } : null;
}

/**
 * The scanner's environment: the site is on this machine, so no proxy (axios would take one from
 * http_proxy, https_proxy, all_proxy or npm's npm_config_*proxy); the CA file, if any, is trusted.
 * @param {NodeJS.ProcessEnv} env
 * @param {string | undefined} caFile
 * @returns {NodeJS.ProcessEnv}
 */
function scannerEnv(env, caFile) {
  const out = Object.fromEntries(
    Object.entries(env).filter(([key]) => !/^(npm_config_)?((https?|all)_)?proxy$/i.test(key)),
  );
  if (caFile) out.NODE_EXTRA_CA_CERTS = caFile;
  return out;
}

/**
 * Runs scripts/observatory/scan.js and relays its output.
 * @param {{ host: string, http: number, https: number | undefined, ca: string | undefined, pagePath: string }} target
 * @returns {{ grade: string, score: number } | null}   null when the site gave no answer
 */
function scan({ host, http, https, ca, pagePath }) {
  const argv = [SCANNER, '--host', host, '--http', String(http), '--path', pagePath];
  if (https !== undefined) argv.push('--https', String(https));
  const r = spawnSync(process.execPath, argv, { env: scannerEnv(process.env, ca), encoding: 'utf8' });
  if (r.error) throw r.error;
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  if (r.status === 2) return null;
  const result = parseGradeLine(r.stdout);
  if (r.status !== 0 || !result) throw new Error(`observatory: the scanner failed (exit status ${r.status})`);
  return result;
}

/**
 * @param {Options} options
 * @returns {Promise<number>} the exit status
 */
async function run(options) {
  const target = /** @type {StartTarget | GivenTarget} */ (options.target);
  let topology = null;
  let site;
  if (target.start) {
    const { startTopology } = require('../production/nginx/topology');
    topology = await startTopology({ offset: target.offset, log: () => {} });
    const { http, https } = topology.ports;
    if (http == null) {
      await topology.stop();
      throw new Error('observatory: the topology serves no plain HTTP (HTTP_PORT is empty); the grade needs it');
    }
    site = { http, https, ca: topology.caFile ?? undefined };
  } else {
    // Typed paths are relative to where they were typed (npm run changes to the repository's root).
    const ca = target.ca && path.resolve(process.env.INIT_CWD || process.cwd(), target.ca);
    if (ca && !fs.existsSync(ca)) throw new UsageError(`--ca: no file at ${ca}`);
    site = { http: target.http, https: target.https, ca };
  }
  let result;
  try {
    result = scan({ ...site, host: options.host, pagePath: options.pagePath });
  } finally {
    if (topology) await topology.stop();
  }
  if (!result) {
    console.error('observatory: no grade (the site gave no answer the Observatory grades)');
    return 2;
  }
  const ok = meetsGrade(result.grade, options.minGrade);
  console.log(`observatory: ${result.grade} (${result.score}) — ${ok ? 'meets' : 'BELOW'} ${options.minGrade}`);
  return ok ? 0 : 1;
}

/** @param {string[]} argv */
async function main(argv) {
  const options = parseOptions(argv);
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  return run(options);
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof UsageError ? `observatory: ${error.message}\n${USAGE}` : error.message);
      process.exit(1);
    },
  );
}

module.exports = { GRADES, UsageError, parseOptions, meetsGrade, parseGradeLine, scannerEnv };
