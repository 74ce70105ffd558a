// What `npm run serve` and `npm run serve:prod` do before serving, so `npm start` (build + serve)
// serves the new build: each app's current build (<app>/dist) becomes the live release unless it
// has been published already. It is the library's deploy with --from <dist> and no smoke check
// (nothing serves the site yet): the contract check still applies, and a refusal is thrown with
// its reason (DeployError, exit code 2). Remotes go first, checked against the contract of the
// shell build that goes live with them; the shell last, checked against the remotes then live.
//
// A build that is already a release (live, or superseded by a later deploy or rolled back from)
// is not published again: restarting the servers never undoes a team's deploy or rollback.
const fs = require('fs');
const path = require('path');
const { APPS, findApp } = require('./deployableApps');
const { openStore } = require('./releaseStore');
const { readBuildInfo } = require('./readBuild');
const { errorCode } = require('../serving/errors');

/** @import { DeployOptions } from './deploy' */

/** @typedef {{ app: string, dist: string }} LocalBuild  an app's name and its build folder */

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The repo's builds: { app, dist } for each app whose dist/build.json exists.
 * @param {import('./deployableApps').DeployApp[]} [apps]
 * @returns {LocalBuild[]}
 */
function localBuilds(apps = APPS) {
  return apps
    .map((a) => findApp(a.name))
    .filter((a) => fs.existsSync(path.join(a.absDir, 'dist/build.json')))
    .map((a) => ({ app: a.name, dist: path.join(a.absDir, 'dist') }));
}

/**
 * Remotes first, the shell last (see the top).
 * @template {{ app: string }} B
 * @param {B[]} builds
 * @returns {B[]}
 */
function publishOrder(builds) {
  const kind = (/** @type {B} */ b) => findApp(b.app).kind;
  return [...builds.filter((b) => kind(b) === 'remote'), ...builds.filter((b) => kind(b) === 'shell')];
}

/** @typedef {{ action: 'live' | 'published' | 'publish', releaseId?: string | null }} PublishDecision */
/** @typedef {PublishDecision & { app: string, buildId: string }} PublishResult */

/**
 * What to do with a build, from the releases of its app: 'live' (nothing), 'published' (a release
 * of it exists but another is live: left alone), or 'publish'.
 * @param {string} buildId
 * @param {{ liveId: string | null, releases: { releaseId: string, buildId: string }[] }} state
 * @returns {PublishDecision}
 */
function publishDecision(buildId, { liveId, releases }) {
  const same = releases.filter((r) => r.buildId === buildId);
  if (same.some((r) => r.releaseId === liveId)) return { action: 'live', releaseId: liveId };
  if (same.length) return { action: 'published', releaseId: same[same.length - 1].releaseId };
  return { action: 'publish' };
}

/**
 * @param {{ hostingDir: string, builds?: LocalBuild[], log?: (line: string) => void,
 *   deploy?: (appName: string, options: DeployOptions) => Promise<{ releaseId: string }>,
 *   lockWaitMs?: number }} options
 *   deploy: the library's deploy (a stand-in for tests); lockWaitMs: how long to wait for another
 *   process deploying the same app (two servers started together from one checkout)
 * @returns {Promise<PublishResult[]>}
 */
async function publishBuilds({
  hostingDir,
  builds = localBuilds(),
  log = console.log,
  deploy = require('./deploy').deploy,
  lockWaitMs = 60_000,
}) {
  const shell = builds.find((b) => b.app === 'shell');
  const shellContract = shell ? path.join(shell.dist, 'templates/contract.json') : undefined;
  /** @type {PublishResult[]} */
  const results = [];
  for (const build of publishOrder(builds)) {
    const app = findApp(build.app);
    const { buildId } = readBuildInfo(build.dist, app.name);
    const deadline = Date.now() + lockWaitMs;
    for (;;) {
      const store = openStore({ hostingDir, app });
      const decision = publishDecision(buildId, { liveId: store.liveId(), releases: store.releases() });
      if (decision.action === 'published') {
        log(
          `${app.name}: build ${buildId} was published before (release ${decision.releaseId}) and ${store.liveId()} is live now: left as it is (npm run rollback -w ${app.dir} --to … to go back)`,
        );
      }
      if (decision.action !== 'publish') {
        results.push({ app: app.name, buildId, ...decision });
        break;
      }
      try {
        const contract =
          app.kind === 'remote' && shellContract && fs.existsSync(shellContract) ? shellContract : undefined;
        const done = await deploy(app.name, { from: build.dist, smoke: false, hostingDir, contract, log });
        results.push({ app: app.name, buildId, action: 'publish', releaseId: done.releaseId });
        break;
      } catch (error) {
        // Another process is publishing this app (the same build, most likely): wait, look again.
        if (errorCode(error) !== 'ELOCKED' || Date.now() > deadline) throw error;
        await sleep(250);
      }
    }
  }
  return results;
}

module.exports = { publishBuilds, publishDecision, publishOrder, localBuilds };
