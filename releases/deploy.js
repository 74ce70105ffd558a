// deploy / rollback / list of one app (hand-written for this site; the CLI is cli.js).
//
// deploy: build (or take a build) → check it against the live shell's contract → publish it as a
// new release → switch `live` to it → smoke-test through the composer (rolling back on failure)
// → prune old releases. A refusal at any step before the switch leaves the live site untouched.
// deploy --stage stops after publishing (a candidate); promote checks that release again against
// what is live now, switches and smoke-checks it.
const fs = require('fs');
const path = require('path');
const { APPS, findApp } = require('./deployableApps');
const { openStore } = require('./releaseStore');
const { acquireLock } = require('./lock');
const { checkContract, validateContract } = require('./contract');
const { readBuildInfo, readRemoteBuild, readRemoteRelease, readJson } = require('./readBuild');
const { loadContract } = require('./loadContract');
const { buildApp } = require('./buildApp');
const { hostingDirOf } = require('./hosting');
const { gitCommit, uncommittedInputs } = require('./gitCommit');
const { createPreviewToken, previewSecret, MAX_AGE_S } = require('./preview');
const { readVerifications, passingAgainst, lastFailed, describeCombination } = require('./verifications');
const { FIELD_REASONS } = require('./releaseStatus');
const { BUCKET_COOKIE, readCanary, writeCanary, clearCanary } = require('./canary');
const { errorMessage } = require('../serving/errors');
const { siteUrl } = require('../serving/local-ports');

/** @import { FoundApp } from './deployableApps' */
/** @import { Contract, Problem } from './contract' */
/** @import { Release, Store, HistoryEvent, SwitchEvent, CanaryEndEvent } from './releaseStore' */
/** @import { SmokePage } from './smoke' */

/** @typedef {(line: string) => void} Log */
/** @typedef {typeof import('./smoke').smokeCheck} SmokeCheck */

/**
 * The options of `deploy`. stage: publish a contract-checked candidate without switching `live`
 * (promote it later); smokeCheck: replaced in unit tests.
 * @typedef {{ from?: string, noBuild?: boolean, stage?: boolean, site?: string, smoke?: boolean,
 *   smokeTimeoutS?: number, keep?: number, keepDays?: number, contract?: string, hostingDir?: string, cwd?: string,
 *   log?: Log, smokeCheck?: SmokeCheck }} DeployOptions
 */

/** An error with the exit code the CLI ends with: 1 error, 2 refused by a check, 3 smoke test failed (rolled back). */
class DeployError extends Error {
  /** @param {string} message @param {number} [exitCode] */
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

const seconds = (/** @type {number} */ start) => `${((Date.now() - start) / 1000).toFixed(2)} s`;

/**
 * Pages the smoke check loads after a deploy of `app`, from the contract (and the shell's route list).
 * @param {Pick<FoundApp, 'name' | 'kind'>} app
 * @param {Contract} contract
 * @param {string} shellDist  the shell's build or release folder (its templates/routes.json)
 * @returns {SmokePage[]}
 */
function smokePages(app, contract, shellDist) {
  const remoteRoutes = Object.entries(contract.routes);
  if (app.kind === 'remote')
    return remoteRoutes
      .filter(([, r]) => r.remote === app.name)
      .map(([p]) => ({ path: p, kind: /** @type {const} */ ('island') }));
  // The shell: its own pages, and one page of each remote.
  const { routes } = readJson(path.join(shellDist, 'templates/routes.json'), 'shell');
  const own = Object.keys(routes)
    .filter((p) => !contract.routes[p])
    .map((p) => ({ path: p, kind: /** @type {const} */ ('shell') }));
  /** @type {Set<string>} */
  const seen = new Set();
  const onePerRemote = remoteRoutes
    .filter(([, r]) => !seen.has(r.remote) && seen.add(r.remote))
    .map(([p]) => ({ path: p, kind: /** @type {const} */ ('island') }));
  return [...own, ...onePerRemote];
}

/**
 * Problems of the new shell's contract with the remotes live now (their published build.json and fragments).
 * @param {Contract} contract
 * @param {string} hostingDir
 */
function checkShellAgainstLiveRemotes(contract, hostingDir) {
  /** @type {Problem[]} */
  const problems = [];
  for (const remote of APPS.filter((a) => a.kind === 'remote')) {
    const store = openStore({ hostingDir, app: remote });
    const live = store.liveId();
    if (!live || !Object.values(contract.routes).some((r) => r.remote === remote.name)) continue;
    problems.push(
      ...checkContract(contract, readRemoteRelease(store.releaseDir(live), remote.name), {
        label: `the live ${remote.name} release ${live}`,
      }),
    );
  }
  return problems;
}

/**
 * The build folder to deploy: `--from`, the app's dist (`--no-build`), or a fresh build (`temp`, removed after).
 * @param {FoundApp} app
 * @param {Pick<DeployOptions, 'from' | 'noBuild'>} options
 * @param {{ cwd: string, log: Log }} context
 * @returns {{ dir: string, temp: string | null }}
 */
function pickBuild(app, options, { cwd, log }) {
  if (options.from) return { dir: path.resolve(cwd, options.from), temp: null };
  if (options.noBuild) return { dir: path.join(app.absDir, 'dist'), temp: null };
  const dir = buildApp(app, { log });
  return { dir, temp: dir };
}

/**
 * What the checks before a switch are given: `contract`, the --contract option (a file or a URL).
 * @typedef {{ hostingDir: string, contract?: string, cwd: string, log: Log }} CheckContext
 */

/**
 * A remote's build against the shell contract (the hosting folder's, or `contract`); returns the contract and problems.
 * @param {FoundApp} app
 * @param {string} distDir
 * @param {CheckContext} context
 * @returns {Promise<{ contract: Contract, problems: Problem[] }>}
 */
async function checkRemoteBuild(app, distDir, { hostingDir, contract: contractOption, cwd, log }) {
  const loaded = await loadContract({ hostingDir, contract: contractOption, cwd });
  const contract = loaded.contract;
  if (loaded.note) log(`${app.name}: note: ${loaded.note}`);
  log(
    `${app.name}: checking against the shell contract ${loaded.source}${contract.shell?.buildId ? ` (shell build ${contract.shell.buildId})` : ''}`,
  );
  const build = readRemoteBuild(distDir, app.name);
  const problems = checkContract(contract, build);
  if (!Object.values(contract.routes).some((r) => r.remote === app.name))
    log(
      `${app.name}: warning: the shell's route table has no route for ${app.name}; no page of it is checked or shown`,
    );
  return { contract, problems };
}

/**
 * The shell's build: its contract against the remotes live now; returns the contract and problems.
 * @param {string} distDir
 * @param {string} hostingDir
 */
function checkShellBuild(distDir, hostingDir) {
  const file = path.join(distDir, 'templates/contract.json');
  const contract = validateContract(readJson(file, 'shell'), file);
  return { contract, problems: checkShellAgainstLiveRemotes(contract, hostingDir) };
}

/**
 * The checks before the switch: returns the contract, or throws (exit code 2) when the build does not fit.
 * @param {FoundApp} app
 * @param {string} distDir
 * @param {CheckContext} context
 * @returns {Promise<Contract>}
 */
async function checkBeforeSwitch(app, distDir, { hostingDir, contract, cwd, log }) {
  const checked =
    app.kind === 'remote'
      ? await checkRemoteBuild(app, distDir, { hostingDir, contract, cwd, log })
      : checkShellBuild(distDir, hostingDir);
  if (checked.problems.length) {
    throw new DeployError(
      `${checked.problems.map((p) => p.message).join('\n')}\n${app.name}: deploy refused; nothing was published and the live release is unchanged`,
      2,
    );
  }
  log(`${app.name}: contract check passed`);
  return checked.contract;
}

/**
 * Loads the pages of `app`'s new release through the composer (smoke.js); returns the failures,
 * one line each (none: it works). `cookies`: the visitor the check plays (a canary's side).
 * @param {{ app: FoundApp, options: { site?: string, smokeCheck?: SmokeCheck }, contract: Contract, distDir: string,
 *   buildId: string, release: Release, timeoutMs: number, log: Log, cookies?: { name: string, value: string }[] }} o
 *   distDir: the build or release folder (the shell's has its route list)
 */
async function smokeFailures({ app, options, contract, distDir, buildId, release, timeoutMs, log, cookies }) {
  const site = siteUrl(options.site);
  const pages = smokePages(app, contract, distDir);
  log(`${app.name}: smoke check of ${pages.length} page(s) through ${site}`);
  const run = options.smokeCheck || require('./smoke').smokeCheck;
  return run({
    siteUrl: site,
    pages,
    buildId: app.kind === 'remote' ? buildId : undefined,
    releaseId: app.kind === 'shell' ? release.releaseId : undefined,
    timeoutMs,
    log,
    ...(cookies ? { cookies } : {}),
  });
}

/** The failures as the error's lines. @param {string[]} failures */
const smokeLines = (failures) => failures.map((f) => `Smoke check failed: ${f}`).join('\n');

/**
 * Smoke-checks the new live release through the composer; on failure switches back to `liveBefore`
 * (or to no release) and throws (exit code 3).
 * @param {Parameters<typeof smokeFailures>[0] & { store: Store, liveBefore: string | null }} o
 */
async function smokeOrRollBack(o) {
  const { app, store, release, liveBefore, log } = o;
  const failures = await smokeFailures(o);
  if (failures.length) {
    if (liveBefore) store.switchTo(liveBefore, 'smoke-failed');
    else store.removeLive('smoke-failed');
    throw new DeployError(
      `${smokeLines(failures)}\n${app.name}: rolled back by itself to ${liveBefore ? `release ${liveBefore}` : 'no release (this was the first)'}; release ${release.releaseId} stays in ${store.releasesDir} for inspection`,
      3,
    );
  }
  log(`${app.name}: smoke check passed`);
}

/**
 * @param {string} appName
 * @param {DeployOptions} [options]
 */
async function deploy(appName, options = {}) {
  const started = Date.now();
  const { log = console.log, cwd = process.cwd(), keep = 5, keepDays = 7, smoke = true, smokeTimeoutS = 15 } = options;
  const app = findApp(appName);
  const hostingDir = path.resolve(options.hostingDir || hostingDirOf());
  const store = openStore({ hostingDir, app });
  const unlock = acquireLock(store.appDir, app.name);
  /** @type {string | null} */
  let tempBuild = null;
  try {
    // 1. The build.
    const build = pickBuild(app, options, { cwd, log });
    tempBuild = build.temp;
    const distDir = build.dir;
    if (!fs.existsSync(distDir)) throw new DeployError(`${app.name}: the build folder ${distDir} does not exist`);
    const info = readBuildInfo(distDir, app.name);
    log(`${app.name}: build ${info.buildId} from ${distDir}`);

    // 2. The checks before the switch.
    const contract = await checkBeforeSwitch(app, distDir, { hostingDir, contract: options.contract, cwd, log });

    const liveBefore = store.liveId();
    if (liveBefore && store.readRelease(liveBefore).buildId === info.buildId) {
      log(`${app.name}: build ${info.buildId} is already live (release ${liveBefore}); nothing to do`);
      return { releaseId: liveBefore, unchanged: true };
    }

    // 3. Publish and switch (or, staged, publish only).
    const staged = !!options.stage;
    const dirty = uncommittedInputs(app.dir);
    const commit = gitCommit();
    if (dirty?.length)
      log(
        `${app.name}: warning: the checkout has uncommitted changes to what the build reads (${dirty.slice(0, 5).join(', ')}${dirty.length > 5 ? `, … ${dirty.length} files` : ''}): the release is recorded as commit ${commit ? commit.slice(0, 10) : 'unknown'} with uncommitted changes`,
      );
    const release = store.publish({
      buildDir: distDir,
      buildId: info.buildId,
      commit,
      ...(dirty?.length ? { dirty: true } : {}),
      staged,
    });
    log(
      `${app.name}: published ${staged ? 'staged ' : ''}release ${release.releaseId} (${release.files} files, ${release.linkedFromOlder} hashed files kept from older releases)`,
    );
    if (staged) {
      const next = (/** @type {string} */ command) =>
        `npm run ${command} -w ${app.dir} -- ${release.releaseId}${options.site ? ` --site ${options.site}` : ''}`;
      log(
        `${app.name}: staged ${release.releaseId}; live is still ${liveBefore || 'none'}. Next: look at it (${next('preview')}), run the QA gate (${next('verify')}), make it live (${next('promote')})`,
      );
      return { releaseId: release.releaseId, staged: true, live: liveBefore };
    }
    store.switchTo(release.releaseId, 'deploy');
    log(`${app.name}: live → ${release.releaseId} (was ${liveBefore || 'none'}) after ${seconds(started)}`);

    // 4. Smoke check through the composer (rolled back on failure).
    if (!smoke) {
      log(`${app.name}: warning: smoke check skipped (--no-smoke): nobody has loaded the pages of this release`);
    } else {
      const timeoutMs = smokeTimeoutS * 1000;
      await smokeOrRollBack({
        app,
        store,
        options,
        contract,
        distDir,
        buildId: info.buildId,
        release,
        liveBefore,
        timeoutMs,
        log,
      });
    }

    // 5. Prune.
    const removed = store.prune({ keep, keepDays });
    if (removed.length) log(`${app.name}: pruned ${removed.length} old release(s): ${removed.join(', ')}`);
    log(`${app.name}: deployed ${release.releaseId} in ${seconds(started)}`);
    return { releaseId: release.releaseId, previous: liveBefore, removed };
  } finally {
    unlock();
    if (tempBuild) fs.rmSync(tempBuild, { recursive: true, force: true });
  }
}

/**
 * Switches `live` back to the release before it (or `to`), without a build; with a canary running,
 * ends it instead. `reason` is what history.json records (default 'rollback'; the field watcher's
 * are 'field-errors' and 'field-inp'), with `detail`.
 * @param {string} appName
 * @param {{ to?: string | null, reason?: string, detail?: string, hostingDir?: string, log?: Log }} [options]
 */
function rollback(appName, options = {}) {
  const started = Date.now();
  const { log = console.log, reason = 'rollback', detail } = options;
  const app = findApp(appName);
  const hostingDir = path.resolve(options.hostingDir || hostingDirOf());
  const store = openStore({ hostingDir, app });
  const unlock = acquireLock(store.appDir, app.name);
  try {
    const live = store.liveId();
    // With a canary running, rollback ends it: its visitors go back to the live release.
    const canary = readCanary(store.appDir);
    if (canary && !options.to) {
      clearCanary(store.appDir);
      store.record({ event: 'canary-end', release: canary.release, outcome: reason, ...(detail ? { detail } : {}) });
      log(
        `${app.name}: canary of ${canary.release} ended; everyone gets the live release ${live || 'none'} (${seconds(started)})`,
      );
      return { releaseId: live, canaryEnded: canary.release };
    }
    let target = options.to;
    if (!target) {
      if (!live)
        throw new DeployError(
          `${app.name}: no live release in ${store.appDir}; nothing to roll back (name a release with --to)`,
        );
      target = store.previousRelease(live);
      if (!target)
        throw new DeployError(
          `${app.name}: the live release ${live} has no previous release; name one with --to (releases: ${store.ids().join(', ')})`,
        );
    }
    if (!store.has(target))
      throw new DeployError(
        `${app.name}: release ${target} is not in ${store.releasesDir} (pruned or never published); releases: ${store.ids().join(', ') || 'none'}`,
      );
    if (target === live) {
      log(`${app.name}: release ${target} is already live; nothing to do`);
      return { releaseId: target, unchanged: true };
    }
    store.switchTo(target, reason, detail ? { detail } : undefined);
    const r = store.readRelease(target);
    log(`${app.name}: live → ${target} (build ${r.buildId}; was ${live || 'none'}) in ${seconds(started)}`);
    return { releaseId: target, previous: live };
  } finally {
    unlock();
  }
}

/**
 * Makes a published release (usually a staged one) live: checked again against what is live now
 * (a remote against the live shell's contract, the shell against the live remotes), switched, then
 * smoke-checked through the composer like a deploy (rolled back by itself on failure).
 * A remote's release must have passed `verify` against the releases of the other apps live at this
 * moment (the QA gate, exit code 4 otherwise), unless `force` with a `reason`, recorded in history.json.
 * `canary: N` gives the release to about N % of visitors instead (canary.js; live does not change);
 * `full` then makes the canary's release live for everyone (the release id may be left out).
 * @param {string} appName
 * @param {string | undefined} releaseIdArg
 * @param {{ site?: string, smoke?: boolean, smokeTimeoutS?: number, contract?: string, hostingDir?: string, cwd?: string,
 *   force?: boolean, reason?: string, canary?: number, full?: boolean, log?: Log, smokeCheck?: SmokeCheck }} [options]
 */
async function promote(appName, releaseIdArg, options = {}) {
  const started = Date.now();
  const { log = console.log, cwd = process.cwd(), smoke = true, smokeTimeoutS = 15 } = options;
  const app = findApp(appName);
  const hostingDir = path.resolve(options.hostingDir || hostingDirOf());
  const store = openStore({ hostingDir, app });
  const unlock = acquireLock(store.appDir, app.name);
  try {
    const canary = readCanary(store.appDir);
    if (options.canary !== undefined && app.kind !== 'remote')
      throw new DeployError(`${app.name}: canaries are for remotes' releases only`);
    if (options.full && options.canary !== undefined) throw new DeployError('--full and --canary: give one');
    let releaseId = releaseIdArg;
    if (options.full) {
      if (!canary) throw new DeployError(`${app.name}: no canary to complete (--full)`);
      if (releaseIdArg && releaseIdArg !== canary.release)
        throw new DeployError(`${app.name}: the canary is ${canary.release}, not ${releaseIdArg}`);
      releaseId = canary.release;
    }
    if (!releaseId) throw new DeployError(`${app.name}: name the release to promote (${stagedList(store)})`);
    if (!store.has(releaseId))
      throw new DeployError(
        `${app.name}: release ${releaseId} is not in ${store.releasesDir} (pruned or never published); ${stagedList(store)}`,
      );
    const liveBefore = store.liveId();
    if (releaseId === liveBefore) {
      log(`${app.name}: release ${releaseId} is already live; nothing to do`);
      return { releaseId, unchanged: true };
    }
    const release = store.readRelease(releaseId);
    const releaseDir = store.releaseDir(releaseId);
    // A canary going full was gated when it started.
    const forced = options.full ? null : qaGate(app, store, releaseId, hostingDir, options, log);
    const contract = await checkReleaseBeforeSwitch(app, releaseDir, {
      hostingDir,
      contract: options.contract,
      cwd,
      log,
    });
    if (options.canary !== undefined) {
      const check = { app, options, contract, distDir: releaseDir, buildId: release.buildId, release, log };
      return await startCanary(store, Number(options.canary), forced, canary, {
        ...check,
        timeoutMs: smoke ? smokeTimeoutS * 1000 : null,
      });
    }
    store.switchTo(releaseId, 'promote', forced ? { forced } : {});
    // Whatever canary there was ends: the release live now is what everyone gets.
    if (canary) {
      clearCanary(store.appDir);
      store.record({
        event: 'canary-end',
        release: canary.release,
        outcome: canary.release === releaseId ? 'full' : 'superseded',
      });
    }
    log(`${app.name}: live → ${releaseId} (was ${liveBefore || 'none'}) after ${seconds(started)}`);
    if (!smoke) {
      log(`${app.name}: warning: smoke check skipped (--no-smoke): nobody has loaded the pages of this release`);
    } else {
      await smokeOrRollBack({
        app,
        store,
        options,
        contract,
        distDir: releaseDir,
        buildId: release.buildId,
        release,
        liveBefore,
        timeoutMs: smokeTimeoutS * 1000,
        log,
      });
    }
    log(`${app.name}: promoted ${releaseId} in ${seconds(started)}`);
    return { releaseId, previous: liveBefore };
  } finally {
    unlock();
  }
}

/**
 * `promote --canary N`: the release for about N % of visitors; live does not change. Then the
 * canary's side is smoke-checked through the composer as a visitor in it (the lowest bucket); on
 * failure another release's canary that ran before comes back (else none runs) and it throws (exit code 3).
 * @param {Store} store
 * @param {number} percent
 * @param {string | null} forced  the --reason of a promote without a passing verification
 * @param {import('./canary').Canary | null} before  the canary running until now
 * @param {Omit<Parameters<typeof smokeFailures>[0], 'timeoutMs'> & { timeoutMs: number | null }} check
 *   timeoutMs: null skips the smoke check (--no-smoke)
 */
async function startCanary(store, percent, forced, before, check) {
  const { app, release, log } = check;
  const releaseId = release.releaseId;
  try {
    writeCanary(store.appDir, { release: releaseId, percent });
  } catch (error) {
    throw new DeployError(`${app.name}: ${errorMessage(error)}`);
  }
  store.record({ event: 'canary', release: releaseId, percent, ...(forced ? { forced } : {}) });
  const live = store.liveId();
  log(
    `${app.name}: canary: ${releaseId} for about ${percent}% of visitors (sticky per visitor); live stays ${live || 'none'}`,
  );
  if (check.timeoutMs === null) {
    log(`${app.name}: warning: smoke check skipped (--no-smoke): nobody has loaded the pages of this release`);
  } else {
    const cookies = [{ name: BUCKET_COOKIE, value: '0' }];
    const failures = await smokeFailures({ ...check, timeoutMs: check.timeoutMs, cookies });
    if (failures.length) {
      const restored = before && before.release !== releaseId ? before : null;
      if (restored) writeCanary(store.appDir, restored);
      else clearCanary(store.appDir);
      store.record({ event: 'canary-end', release: releaseId, outcome: 'smoke-failed', detail: failures[0] });
      throw new DeployError(
        `${smokeLines(failures)}\n${app.name}: canary ended by itself; ${restored ? `the canary of ${restored.release} (${restored.percent}%) runs again` : `everyone gets the live release ${live || 'none'}`}; release ${releaseId} stays in ${store.releasesDir} for inspection`,
        3,
      );
    }
    log(`${app.name}: smoke check of the canary's side passed`);
  }
  log(`${app.name}: end the canary with npm run promote -w ${app.dir} -- --full, or npm run rollback -w ${app.dir}`);
  return { releaseId, canary: percent, live };
}

/**
 * The live release of every app but `except`: the combination a candidate is verified against.
 * @param {string} hostingDir
 * @param {string} except  an app's name
 * @returns {import('./verifications').Combination}
 */
function liveCombination(hostingDir, except) {
  return Object.fromEntries(
    APPS.filter((a) => a.name !== except).map((a) => [a.name, openStore({ hostingDir, app: a }).liveId()]),
  );
}

/**
 * The QA gate before a promote (a remote's or the shell's): a passing verification against the live
 * combination of the moment, or `--force --reason`. Returns the forced reason (null when verified);
 * throws with exit code 4 naming what is missing.
 * @param {FoundApp} app
 * @param {Store} store
 * @param {string} releaseId
 * @param {string} hostingDir
 * @param {{ force?: boolean, reason?: string, site?: string }} options  site: named in the hint
 * @param {Log} log
 * @returns {string | null}
 */
function qaGate(app, store, releaseId, hostingDir, { force = false, reason = '', site }, log) {
  const why = reason.trim();
  if (force && !why) throw new DeployError(`${app.name}: --force needs --reason "…" (it is recorded in history.json)`);
  const others = liveCombination(hostingDir, app.name);
  const verifications = readVerifications(store.appDir);
  const verified = passingAgainst(verifications, releaseId, others);
  if (verified) {
    log(`${app.name}: verified ${verified.time} against ${describeCombination(others)} (${verified.suite})`);
    return null;
  }
  if (force) {
    log(`${app.name}: warning: promoted without a passing verification (--force): ${why}`);
    return why;
  }
  // The release's last run of the gate, when it failed: the refusal points at its report.
  const last = lastFailed(verifications, releaseId);
  const failed = last
    ? `Its last run of the QA gate (${last.time}) FAILED: ${last.counts.failed} failed, ${last.counts.passed} passed; report: ${last.report ? path.join(hostingDir, last.report) : 'none kept'}\n`
    : '';
  throw new DeployError(
    `${app.name}: release ${releaseId} has no passing verification against the live ${describeCombination(others)}.\n` +
      failed +
      `Run the QA gate${failed ? ' again once fixed' : ' first'}: npm run verify -w ${app.dir} -- ${releaseId}${site ? ` --site ${site}` : ''}\n` +
      `(or promote anyway: --force --reason "…", recorded in history.json); the live release is unchanged`,
    4,
  );
}

/** "staged: <ids>" (or "no staged release"), for messages that ask for a release id. @param {Store} store */
function stagedList(store) {
  const staged = [...store.statuses()].filter(([, labels]) => labels.includes('staged')).map(([id]) => id);
  return staged.length ? `staged: ${staged.join(', ')}` : 'no staged release (deploy --stage publishes one)';
}

/**
 * A published release checked against what is live now; returns the contract, or throws (exit code 2).
 * @param {FoundApp} app
 * @param {string} releaseDir
 * @param {CheckContext} context
 * @returns {Promise<Contract>}
 */
async function checkReleaseBeforeSwitch(app, releaseDir, { hostingDir, contract: contractOption, cwd, log }) {
  /** @type {{ contract: Contract, problems: Problem[] }} */
  let checked;
  if (app.kind === 'remote') {
    const loaded = await loadContract({ hostingDir, contract: contractOption, cwd });
    if (loaded.note) log(`${app.name}: note: ${loaded.note}`);
    log(`${app.name}: checking the release against the shell contract ${loaded.source}`);
    checked = {
      contract: loaded.contract,
      problems: checkContract(loaded.contract, readRemoteRelease(releaseDir, app.name), { label: 'the release' }),
    };
  } else {
    checked = checkShellBuild(releaseDir, hostingDir);
  }
  if (checked.problems.length)
    throw new DeployError(
      `${checked.problems.map((p) => p.message).join('\n')}\n${app.name}: promote refused; the live release is unchanged`,
      2,
    );
  log(`${app.name}: contract check passed`);
  return checked.contract;
}

/**
 * A link that shows the real site with this release of the app, to whoever opens it (a signed
 * preview, releases/preview.js): the site's address (`site`, else SITE_URL, else the local
 * site's) + /_preview?token=…, valid `hours` (24 at most). `action`: what the caller does with it,
 * for the message asking for a release id (verify gets its token here too).
 * @param {string} appName
 * @param {string} releaseId
 * @param {{ site?: string, hours?: number, hostingDir?: string, log?: Log, now?: number, action?: string }} [options]
 */
function previewLink(appName, releaseId, options = {}) {
  const { log = console.log, hours = 24, now = Date.now(), action = 'preview' } = options;
  const app = findApp(appName);
  const hostingDir = path.resolve(options.hostingDir || hostingDirOf());
  const store = openStore({ hostingDir, app });
  if (!releaseId) throw new DeployError(`${app.name}: name the release to ${action} (${stagedList(store)})`);
  if (!store.has(releaseId))
    throw new DeployError(
      `${app.name}: release ${releaseId} is not in ${store.releasesDir} (pruned or never published); ${stagedList(store)}`,
    );
  let secret;
  try {
    secret = previewSecret(hostingDir);
  } catch (error) {
    throw new DeployError(errorMessage(error));
  }
  if (!secret)
    throw new DeployError(
      `no preview secret: set PREVIEW_SECRET or PREVIEW_SECRET_FILE (the same the site's server reads), or start the local site once (npm run serve writes ${path.join(hostingDir, '.preview-secret')})`,
    );
  const ttlS = Math.round(hours * 3600);
  if (!(ttlS > 0 && ttlS <= MAX_AGE_S))
    throw new DeployError(`--hours must be more than 0 and at most 24, got ${hours}`);
  const token = createPreviewToken({ app: app.name, releaseId, secret, ttlS, now });
  const site = siteUrl(options.site);
  const link = `${site}/_preview?token=${token}`;
  log(`${app.name}: preview of ${releaseId}, valid until ${new Date(now + ttlS * 1000).toISOString()}:`);
  log(link);
  return { link, token };
}

/**
 * Whether an event of history.json is the field watcher's (field-data/fieldWatch.js): its
 * rollback's switch, or the canary its rollback ended.
 * @param {HistoryEvent} e
 * @returns {e is HistoryEvent & (SwitchEvent | CanaryEndEvent)}
 */
const fromFieldWatch = (e) =>
  (e.event === 'switch' && FIELD_REASONS.has(e.reason)) || (e.event === 'canary-end' && FIELD_REASONS.has(e.outcome));

/**
 * The releases of an app, newest first, with the live one marked.
 * @param {string} appName
 * @param {{ hostingDir?: string, log?: Log }} [options]
 */
function list(appName, options = {}) {
  const { log = console.log } = options;
  const app = findApp(appName);
  const hostingDir = path.resolve(options.hostingDir || hostingDirOf());
  const store = openStore({ hostingDir, app });
  const live = store.liveId();
  const releases = store.releases().reverse();
  const statuses = store.statuses();
  // 'verified': passed the QA gate against the other apps' releases live now (promote accepts it);
  // 'gate-failed': else, when its last run of the gate failed.
  const verifications = readVerifications(store.appDir);
  const others = liveCombination(hostingDir, app.name);
  for (const r of releases) {
    if (passingAgainst(verifications, r.releaseId, others)) statuses.get(r.releaseId)?.push('verified');
    else if (lastFailed(verifications, r.releaseId)) statuses.get(r.releaseId)?.push('gate-failed');
  }
  if (!releases.length) log(`${app.name}: no releases in ${store.appDir}`);
  for (const r of releases) {
    const labels = statuses.get(r.releaseId) || [];
    log(
      `${r.releaseId === live ? '*' : ' '} ${(labels.join(',') || '-').padEnd(16)}  ${r.releaseId}  build ${r.buildId}  ${r.commit ? `${r.commit.slice(0, 10)}${r.dirty ? '+dirty' : ''}` : 'no commit'}  ${r.time}`,
    );
  }
  // What the field watcher did (field-data/fieldWatch.js), newest first.
  const fromField = store.history().filter(fromFieldWatch).reverse();
  if (fromField.length) log(`${app.name}: rolled back from field data, newest first:`);
  for (const e of fromField)
    log(
      e.event === 'canary-end'
        ? `  ${e.time}  canary ${e.release} ended  ${e.outcome}: ${e.detail || ''}`
        : `  ${e.time}  ${e.from} → ${e.to}  ${e.reason}: ${e.detail || ''}`,
    );
  // The matrix: which releases were tested together, newest first.
  if (verifications.length) log(`${app.name}: verifications (the QA gate), newest first:`);
  for (const v of [...verifications].reverse())
    log(`  ${v.passed ? 'passed' : 'FAILED'}  ${v.release}  with ${describeCombination(v.others)}  ${v.time}`);
  return { live, releases, statuses, verifications };
}

module.exports = {
  deploy,
  promote,
  previewLink,
  rollback,
  list,
  liveCombination,
  DeployError,
  hostingDirOf,
  smokePages,
};
