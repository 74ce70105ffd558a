#!/usr/bin/env node
// Grades one site served on this machine with the MDN HTTP Observatory's own retriever, tests and
// grader (@mdn/mdn-http-observatory, a pinned devDependency; the public service cannot reach this
// machine). scripts/observatory.js runs it in a child process: a test CA can only be trusted through
// NODE_EXTRA_CA_CERTS, which Node reads when it starts.
//
//   node scripts/observatory/scan.js --http 8080 [--https 8443] [--host localhost] [--path /]
//
// Prints one line per test (pass/FAIL, score modifier, result), then `observatory <grade> <score> (…)`.
// Exit status: 0 graded (the caller compares the grade), 2 no answer, or an answer the Observatory
// does not grade, 1 error. The package's own scan() is not used: it takes no ports and no path.
//
// What the package's install scripts would have downloaded (they are denied in package.json's
// allowScripts: they need the internet, and `npm install` must work offline):
//   - conf/hsts-preload.json, Chromium's HSTS preload list: read by the redirection and HSTS tests,
//     only to ask whether the scanned host is preloaded. The package reads it from that fixed path
//     (no setting points elsewhere), so providePreloadList() copies the repository's list over it
//     before each scan. Ours is empty ({}), and that is the true answer here: a host served on this
//     machine (localhost) is never on the preload list. Copying it every time, even over a list
//     someone downloaded, keeps the grade a function of the repository alone.
//   - conf/tld-list.json: written by the package, read by none of the code used here (the SRI test
//     takes its domains from the tldts package, which carries its own data).
//   - node_extra_ca_certs_mozilla_bundle's CA bundle: used only by the package's own server and CLI
//     (NODE_EXTRA_CA_CERTS for public sites); here Node's CAs plus the topology's test CA suffice.
//   - libpq (through pg-native): the Postgres binding of the package's API database, compiled by
//     node-gyp; the retriever, tests and grader never load it.
const fs = require('fs');
const path = require('path');
const { parseArgs } = require('util');

const PACKAGE = '@mdn/mdn-http-observatory';
/** The repository's HSTS preload list (see above). */
const PRELOAD_LIST = path.join(__dirname, 'hsts-preload.json');

/**
 * What scanSite uses of the package's modules, as their JSDoc declares it (src/types.js, the
 * retriever, constants.js, the grader). The package ships no declaration files, and TypeScript does
 * not read JavaScript under node_modules: each import below is cast to its part.
 * @typedef {{ responses: { auto: { status: number } | null } }} Requests
 * @typedef {{ pass: boolean | null, result: string | null }} TestOutput
 * @typedef {{ httpPort?: string, httpsPort?: string, path?: string }} RetrieveOptions
 * @typedef {{ retrieve: (hostname: string, options: RetrieveOptions) => Promise<Requests> }} Retriever
 * @typedef {{ ALL_TESTS: ((requests: Requests) => TestOutput)[] }} Constants
 * @typedef {{ MINIMUM_SCORE_FOR_EXTRA_CREDIT: number }} Charts
 * @typedef {{ getGradeForScore: (score: number) => { grade: string, score: number },
 *   getScoreModifier: (expectation: string) => number }} Grader
 */

/**
 * The score as the Observatory computes it: 100 plus every test's modifier, but the bonuses only
 * count when the penalties alone leave at least `minimumForExtraCredit` (its scanner/index.js).
 * @param {number[]} modifiers
 * @param {number} minimumForExtraCredit
 * @returns {number}
 */
function totalScore(modifiers, minimumForExtraCredit) {
  const sum = (/** @type {number[]} */ list) => list.reduce((total, m) => total + m, 0);
  const penaltiesOnly = 100 + sum(modifiers.filter((m) => m < 0));
  return penaltiesOnly >= minimumForExtraCredit ? 100 + sum(modifiers) : penaltiesOnly;
}

/**
 * Does the Observatory grade an answer with this status? (Its scan() refuses any other.)
 * @param {number} status
 */
function gradableStatus(status) {
  return (status >= 200 && status < 400) || status === 401 || status === 403;
}

/** Puts the repository's preload list where the package reads it (see the comment at the top). */
function providePreloadList() {
  const packageDir = path.dirname(require.resolve(`${PACKAGE}/package.json`));
  const target = path.join(packageDir, 'conf', 'hsts-preload.json');
  const ours = fs.readFileSync(PRELOAD_LIST);
  if (fs.existsSync(target) && fs.readFileSync(target).equals(ours)) return;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, ours);
}

/**
 * Retrieves the site, runs every test and grades it. Null when the site did not answer.
 * @param {{ host: string, http: string, https: string, pagePath: string }} target
 * @returns {Promise<{ status: number, grade: string, score: number, lines: string[] } | null>}
 */
async function scanSite({ host, http, https, pagePath }) {
  providePreloadList();
  // Each `@ts-expect-error`: no declaration file for the module (TS7016 under noImplicitAny); typed by the cast.
  const { retrieve } = /** @type {Retriever} */ (
    // @ts-expect-error
    await import('@mdn/mdn-http-observatory/src/retriever/retriever.js')
  );
  const { ALL_TESTS } = /** @type {Constants} */ (
    // @ts-expect-error
    await import('@mdn/mdn-http-observatory/src/constants.js')
  );
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = /** @type {Charts} */ (
    // @ts-expect-error
    await import('@mdn/mdn-http-observatory/src/grader/charts.js')
  );
  const { getGradeForScore, getScoreModifier } = /** @type {Grader} */ (
    // @ts-expect-error
    await import('@mdn/mdn-http-observatory/src/grader/grader.js')
  );

  const requests = await retrieve(host, { httpPort: http, httpsPort: https, path: pagePath });
  if (!requests.responses.auto) return null;
  /** @type {number[]} */
  const modifiers = [];
  /** @type {string[]} */
  const lines = [];
  for (const test of ALL_TESTS) {
    const output = test(requests);
    if (!output.result) continue;
    const modifier = getScoreModifier(output.result);
    modifiers.push(modifier);
    lines.push(`${output.pass ? 'pass' : 'FAIL'} ${String(modifier).padStart(4)} ${output.result}`);
  }
  const { grade, score } = getGradeForScore(totalScore(modifiers, MINIMUM_SCORE_FOR_EXTRA_CREDIT));
  return { status: requests.responses.auto.status, grade, score, lines };
}

/** @param {string[]} argv */
async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: 'string', default: 'localhost' },
      http: { type: 'string', default: '3000' },
      // Port 1: nothing listens there, so without --https the scan is plain HTTP.
      https: { type: 'string', default: '1' },
      path: { type: 'string', default: '/' },
    },
  });
  const target = { host: values.host, http: values.http, https: values.https, pagePath: values.path };
  const where = `${target.host} http:${target.http} https:${target.https} ${target.pagePath}`;
  const result = await scanSite(target);
  if (!result) {
    console.log(`observatory: no answer from ${where}`);
    return 2;
  }
  if (!gradableStatus(result.status)) {
    console.log(`observatory: ${where} answered HTTP ${result.status}; the Observatory grades 2xx, 3xx, 401, 403`);
    return 2;
  }
  for (const line of result.lines) console.log(line);
  console.log(`observatory ${result.grade} ${result.score} (${where})`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`observatory scan: ${error.message}`);
      process.exit(1);
    },
  );
}

module.exports = { totalScore, gradableStatus, PRELOAD_LIST };
