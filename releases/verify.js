// The QA gate (issue 18): `npm run verify -w <app> -- <release>` runs the cross-remote Playwright
// suite against the running site through a preview of that release (a remote's candidate × the
// live shell and other remotes, or the shell's candidate × the live remotes), and records the result in <HOSTING_DIR>/<app>/verifications.json, which
// `promote` requires. The suite, as issue 18 names it: the platform checks (every route, so one page
// of every other remote) and the app's own area (for the shell, its pages); never the tests that
// need the suite's own servers or change what the site serves.
const { spawn } = require('child_process');
const fs = require('fs');
const path = require('path');
const { ROOT, findApp } = require('./deployableApps');
const { hostingDirOf } = require('./hosting');
const { openStore } = require('./releaseStore');
const { previewLink, liveCombination, DeployError } = require('./deploy');
const { recordVerification, describeCombination } = require('./verifications');
const { summarize } = require('./e2eReport');
const { trustedSiteFlags } = require('./chromium');
const { checkPreviewServed } = require('./previewServed');
const { siteUrl } = require('../serving/local-ports');

/** @import { Report } from './e2eReport' */

/**
 * The e2e folders of the suite for `app` (e2e/tests/<area>): the platform checks and the app's own area.
 * @param {string} app
 */
const suiteFor = (app) => ['tests/platform', `tests/${app}`];
const EXCLUDED = '@needs-local-servers|@destructive';

/**
 * Playwright's arguments for the suite. failFast: stop at the first failure (`--max-failures=1`),
 * for a quick no; a run that passes has run everything either way, so a pass means the same.
 * @param {string[]} files
 * @param {{ failFast?: boolean }} [o]
 */
const playwrightArgs = (files, { failFast = false } = {}) => [
  'playwright',
  'test',
  ...files,
  '--grep-invert',
  EXCLUDED,
  '--project=desktop',
  '--project=mobile',
  ...(failFast ? ['--max-failures=1'] : []),
];

/**
 * Runs Playwright (e2e/) against `site` with the preview token; resolves with its JSON report.
 * privateCa: the site's chain checked out against NODE_EXTRA_CA_CERTS (Node's trust, not Chromium's),
 * so the browser is told to accept it (E2E_IGNORE_HTTPS_ERRORS; e2e/playwright.config.ts).
 * @param {{ site: string, token: string, files: string[], reportFile: string, privateCa?: boolean,
 *   failFast?: boolean, log: (line: string) => void }} o
 * @returns {Promise<Report>}
 */
function runPlaywright({ site, token, files, reportFile, privateCa = false, failFast = false, log }) {
  fs.rmSync(reportFile, { force: true });
  const args = playwrightArgs(files, { failFast });
  log(`running: npx ${args.join(' ')} (BASE_URL=${site}, with the preview cookie)`);
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, {
      cwd: path.join(ROOT, 'e2e'),
      env: {
        ...process.env,
        BASE_URL: site,
        E2E_PREVIEW_TOKEN: token,
        E2E_JSON_REPORT: reportFile,
        ...(privateCa ? { E2E_IGNORE_HTTPS_ERRORS: '1' } : {}),
        // Its own results and report folders, apart from the suite's own runs.
        E2E_PORT_OFFSET: process.env.E2E_PORT_OFFSET || '300',
      },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', () => {
      if (!fs.existsSync(reportFile)) return reject(new Error(`Playwright wrote no report (${reportFile})`));
      resolve(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
    });
  });
}

/**
 * @param {string} appName
 * @param {string} releaseId
 * @param {{ site?: string, hostingDir?: string, failFast?: boolean, log?: (line: string) => void,
 *   run?: typeof runPlaywright, check?: typeof checkPreviewServed, now?: () => Date }} options
 *   run, check: replaced in unit tests; failFast: stop at the first failure (the record says so)
 * @returns {Promise<{ passed: boolean }>}
 */
async function verify(appName, releaseId, options = {}) {
  const {
    log = console.log,
    run = runPlaywright,
    check = checkPreviewServed,
    now = () => new Date(),
    failFast = false,
  } = options;
  const app = findApp(appName);
  const hostingDir = path.resolve(options.hostingDir || hostingDirOf());
  const store = openStore({ hostingDir, app });
  const { token } = previewLink(app.name, releaseId, {
    site: options.site,
    hostingDir,
    hours: 2,
    log: () => {},
    action: 'verify',
  });
  const site = siteUrl(options.site);
  const others = liveCombination(hostingDir, app.name);
  const files = suiteFor(app.name);
  const suite = `${files.join(' ')} (not ${EXCLUDED})`;
  // The site must answer with the candidate before anything is run or recorded about it.
  await check({ site, token, app: app.name, releaseId });
  log(`${app.name}: verifying ${releaseId} against the live ${describeCombination(others)} at ${site}`);
  const reportFile = path.join(store.appDir, 'verify-reports', `${releaseId}-${now().getTime()}.json`);
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  const privateCa = (await trustedSiteFlags(site)).length > 0;
  if (privateCa)
    log(`${app.name}: ${site} has a certificate from NODE_EXTRA_CA_CERTS's CA: the browser is told to accept it`);
  const report = await run({ site, token, files, reportFile, privateCa, failFast, log });
  const s = summarize(report);
  // A run that skipped a test without saying why proves nothing about that test: it fails the gate.
  const passed = s.failed.length === 0 && s.unexplained.length === 0 && s.passed > 0;
  // Stopped early: Playwright left tests unrun, which the report lists as skipped with no reason.
  const stoppedEarly = failFast && !passed;
  // The combination is read again: a switch of another app during the run would make the result
  // about a combination that no longer exists.
  const after = liveCombination(hostingDir, app.name);
  if (describeCombination(after) !== describeCombination(others))
    throw new DeployError(
      `${app.name}: the live releases changed during the run (${describeCombination(others)} → ${describeCombination(after)}); nothing recorded, run verify again`,
    );
  recordVerification(store.appDir, app.name, {
    release: releaseId,
    others,
    suite,
    passed,
    counts: { passed: s.passed, failed: s.failed.length, skipped: s.skipped },
    ...(stoppedEarly ? { stoppedEarly: true } : {}),
    time: now().toISOString(),
    report: path.relative(hostingDir, reportFile),
  });
  for (const t of s.failed) log(`  FAILED [${t.project}] ${t.title}: ${t.error ?? ''}`);
  if (stoppedEarly) log(`  stopped at the first failure (--fail-fast): ${s.unexplained.length} tests not run`);
  else for (const t of s.unexplained) log(`  SKIPPED WITHOUT A REASON [${t.project}] ${t.title}`);
  log(
    `${app.name}: ${releaseId} ${passed ? 'PASSED' : 'FAILED'} the QA gate (${s.passed} passed, ${s.failed.length} failed, ${s.skipped} skipped); recorded in ${path.join(store.appDir, 'verifications.json')}`,
  );
  if (!passed) throw new DeployError(`${app.name}: verification of ${releaseId} failed; promote will refuse it`, 5);
  return { passed };
}

module.exports = { verify, suiteFor, playwrightArgs };
