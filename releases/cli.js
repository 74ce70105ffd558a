#!/usr/bin/env node
// The deploy command of every app (ours, hand-written; see releases/deploy.js):
//   node releases/cli.js deploy <app> [--stage] [--from <dist dir>] [--no-build] [--contract <file|url>]
//                                          [--site <url>] [--no-smoke] [--smoke-timeout S] [--keep N] [--keep-days D]
//   node releases/cli.js promote <app> <releaseId> [--canary N] [--force --reason "…"] [--site <url>] [--no-smoke] [--smoke-timeout S] [--contract <file|url>]
//   node releases/cli.js promote <app> --full           (the canary's release, for everyone)
//   node releases/cli.js verify <app> <releaseId> [--site <url>] [--fail-fast]
//   node releases/cli.js preview <app> <releaseId> [--site <url>] [--hours H]
//   node releases/cli.js rollback <app> [--to <releaseId>]
//   node releases/cli.js list <app>
// (--stage: publish a checked candidate without switching live; promote makes it live.)
// <app>: shell, prints, products, uniforms, order (or mf-<name>). HOSTING_DIR (default <repo>/.hosting)
// is where releases are published. Exit codes: 0 done, 1 error, 2 refused by a check before the
// switch (nothing changed), 3 smoke check failed after the switch (rolled back by itself; a canary's:
// the canary ended by itself), 4 promote refused: no passing verification against the live releases (the QA gate), 5 verification failed.
const path = require('path');
const { parseArgs } = require('util');
const { deploy, promote, previewLink, rollback, list, DeployError } = require('./deploy');
const { canaryPercent } = require('./canary');
const { errorMessage } = require('../serving/errors');

const USAGE = `Usage:
  deploy <app> [--stage] [--from <dist dir>] [--no-build] [--contract <file|url>] [--site <url>] [--no-smoke] [--smoke-timeout S] [--keep N] [--keep-days D]
  promote <app> <releaseId> [--canary N] [--force --reason "…"] [--site <url>] [--no-smoke] [--smoke-timeout S] [--contract <file|url>]
  promote <app> --full
  verify <app> <releaseId> [--site <url>] [--fail-fast]
  preview <app> <releaseId> [--site <url>] [--hours H]
  rollback <app> [--to <releaseId>]
  list <app>
<app>: shell | prints | products | uniforms | order. Releases go to HOSTING_DIR (default <repo>/.hosting).`;

/**
 * A number option's value (undefined when not given), at least `min`; a DeployError otherwise.
 * @param {string | undefined} value
 * @param {string} flag
 * @param {number} min
 */
function count(value, flag, min) {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) throw new DeployError(`${flag} must be a number ≥ ${min}, got "${value}"`);
  return n;
}

/** The command line's options (util.parseArgs). */
/** @satisfies {import('util').ParseArgsConfig['options']} */
const OPTIONS = /** @type {const} */ ({
  stage: { type: 'boolean' },
  from: { type: 'string' },
  'no-build': { type: 'boolean' },
  contract: { type: 'string' },
  site: { type: 'string' },
  'no-smoke': { type: 'boolean' },
  'smoke-timeout': { type: 'string' },
  keep: { type: 'string' },
  'keep-days': { type: 'string' },
  to: { type: 'string' },
  hours: { type: 'string' },
  force: { type: 'boolean' },
  canary: { type: 'string' },
  full: { type: 'boolean' },
  reason: { type: 'string' },
  'fail-fast': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
});

/** Runs one command line (the arguments after `node cli.js`). @param {string[]} argv */
async function main(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: OPTIONS,
    });
  } catch (error) {
    throw new DeployError(`${errorMessage(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [command, app, ...extra] = positionals;
  if (values.help) return console.log(USAGE);
  const releaseArgs = ['promote', 'preview', 'verify'].includes(command) ? 1 : 0;
  if ((values.canary !== undefined || values.full) && command !== 'promote')
    throw new DeployError('--canary and --full belong to promote');
  if ((values.force || values.reason) && command !== 'promote')
    throw new DeployError('--force and --reason belong to promote');
  if (!command || !app || extra.length > releaseArgs) throw new DeployError(USAGE);
  if (values.stage && command !== 'deploy') throw new DeployError('--stage belongs to deploy');
  if (values['fail-fast'] && command !== 'verify') throw new DeployError('--fail-fast belongs to verify');
  // npm run -w <app> runs in the app's folder; paths typed by the user are relative to where they typed.
  const cwd = process.env.INIT_CWD || process.cwd();
  if (command === 'deploy') {
    if (values.to) throw new DeployError('--to belongs to rollback');
    if (values.from && values['no-build']) throw new DeployError('--from and --no-build both name a build: give one');
    await deploy(app, {
      stage: values.stage,
      from: values.from,
      noBuild: values['no-build'],
      contract: values.contract,
      site: values.site,
      smoke: !values['no-smoke'],
      smokeTimeoutS: count(values['smoke-timeout'], '--smoke-timeout', 1),
      keep: count(values.keep, '--keep', 1),
      keepDays: count(values['keep-days'], '--keep-days', 0),
      cwd,
    });
  } else if (command === 'promote') {
    if (values.to || values.from || values['no-build'] || values.keep || values['keep-days'])
      throw new DeployError('promote takes a release id (and --site, --no-smoke, --smoke-timeout, --contract)');
    await promote(app, extra[0], {
      canary: values.canary === undefined ? undefined : canaryPercent(values.canary),
      full: values.full,
      force: values.force,
      reason: values.reason,
      contract: values.contract,
      site: values.site,
      smoke: !values['no-smoke'],
      smokeTimeoutS: count(values['smoke-timeout'], '--smoke-timeout', 1),
      cwd,
    });
  } else if (command === 'verify') {
    await require('./verify').verify(app, extra[0], { site: values.site, failFast: values['fail-fast'] });
  } else if (command === 'preview') {
    previewLink(app, extra[0], {
      site: values.site,
      hours: values.hours === undefined ? undefined : Number(values.hours),
    });
  } else if (command === 'rollback') {
    rollback(app, { to: values.to });
  } else if (command === 'list') {
    list(app);
  } else {
    throw new DeployError(`Unknown command "${command}"\n${USAGE}`);
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (/** @type {unknown} */ error) => {
      console.error(
        error instanceof DeployError ? error.message : `${path.basename(__filename)}: ${errorMessage(error)}`,
      );
      process.exit((error instanceof DeployError && error.exitCode) || 1);
    },
  );
}

module.exports = { main };
