// The releases of one app in the hosting folder (hand-written for this site):
//
//   <hosting>/<app>/releases/<releaseId>/   the complete served tree of one release, plus hard
//                                           links to the hashed files of the retained older
//                                           releases that this build does not have
//   <hosting>/<app>/live                    symlink → releases/<releaseId>, switched by rename
//   <hosting>/<app>/history.json            publishes, switches and prunes, oldest first
//   <hosting>/<app>/manifests/<id>.json     the hashed files each release's own build produced
//                                           (outside the served tree: only the deploy reads it)
//
// Nothing published is written again: a release is assembled under a staging name and renamed
// into place whole; the only things that change are `live` and history.json, each atomically.
const fs = require('fs');
const path = require('path');
const { writeJsonAtomic, switchSymlink } = require('./atomic');
const { isHashedFile, listFiles } = require('./hashedFiles');
const { previousOf, releaseStatuses } = require('./releaseStatus');
const { readCanary } = require('./canary');
const { errorCode } = require('../serving/errors');

/**
 * release.json, at the top of a release and in its served folder. previous: the release live when
 * it was published; files: how many files the build brought; linkedFromOlder: the hashed files
 * kept from older releases.
 * @typedef {{ app: string, releaseId: string, buildId: string, commit: string | null, dirty?: true, time: string,
 *   previous: string | null, files: number, linkedFromOlder: number }} Release
 *   dirty: published from a checkout with uncommitted changes to the app's build inputs (gitCommit.js)
 */

/**
 * The events of history.json, oldest first. A switch's reason: 'deploy', 'promote', 'rollback',
 * 'smoke-failed' or the field watcher's ('field-errors', 'field-inp'); forced: the --reason of a
 * promote without a passing verification; a canary-end's outcome: 'full', 'superseded',
 * 'smoke-failed' (its smoke check; the first failure as detail), or the rollback's reason.
 * @typedef {{ event: 'publish', releaseId: string, buildId: string, commit: string | null, dirty?: true,
 *   previous: string | null, staged?: true }} PublishEvent
 * @typedef {{ event: 'switch', from: string | null, to: string | null, reason: string, forced?: string,
 *   detail?: string }} SwitchEvent
 * @typedef {{ event: 'prune', removed: string[], keep: number, keepDays: number }} PruneEvent
 * @typedef {{ event: 'canary', release: string, percent: number, forced?: string }} CanaryEvent
 * @typedef {{ event: 'canary-end', release: string, outcome: string, detail?: string }} CanaryEndEvent
 * @typedef {PublishEvent | SwitchEvent | PruneEvent | CanaryEvent | CanaryEndEvent} NewEvent  what `record` takes
 * @typedef {NewEvent & { time: string }} HistoryEvent  an event as history.json keeps it (time: ISO)
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const RELEASE_ID = /^\d{8}-\d{6}-[A-Za-z0-9._-]+$/;

/** 20261121-101530-prints-mwryppzq: sorts by time, names the build. @param {Date} time @param {string} buildId */
function makeReleaseId(time, buildId) {
  const stamp = time
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `${stamp}-${String(buildId).replace(/[^A-Za-z0-9._-]/g, '_')}`;
}

/** @typedef {{ name: string, served: { from: string, to: string }[], publicDir: string }} StoreApp */

/**
 * Where one app's releases, `live` link, history and manifests are in the hosting folder.
 * @param {string} hostingDir
 * @param {StoreApp} app
 */
function storePaths(hostingDir, app) {
  const appDir = path.join(hostingDir, app.name);
  const releasesDir = path.join(appDir, 'releases');
  const releaseDir = (/** @type {string} */ id) => path.join(releasesDir, id);
  return {
    appDir,
    releasesDir,
    manifestsDir: path.join(appDir, 'manifests'),
    liveLink: path.join(appDir, 'live'),
    historyFile: path.join(appDir, 'history.json'),
    releaseDir,
    publicDir: (/** @type {string} */ id) => path.join(releaseDir(id), app.publicDir),
  };
}

/** @typedef {ReturnType<typeof storePaths>} StorePaths */

/** @param {string} hostingDir @param {StorePaths} paths */
function ensureDirs(hostingDir, { releasesDir, manifestsDir }) {
  fs.mkdirSync(releasesDir, { recursive: true });
  fs.mkdirSync(manifestsDir, { recursive: true });
  // The hosting folder holds builds, never sources: keep it out of git wherever it is.
  const ignore = path.join(hostingDir, '.gitignore');
  if (!fs.existsSync(ignore)) fs.writeFileSync(ignore, '*\n');
}

/** The release id the `live` symlink points to, or null when there is no link. @param {string} liveLink */
function readLiveId(liveLink) {
  let target;
  try {
    target = fs.readlinkSync(liveLink);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    if (errorCode(error) === 'EINVAL')
      throw new Error(`${liveLink} is not a symlink: move it away (the deploy manages it as releases/<id>)`);
    throw error;
  }
  return path.basename(target);
}

/** The store's reading methods, and `record` / `ownHashed` (used by the writing ones, not exposed). */
function readMethods(/** @type {StoreApp} */ app, /** @type {StorePaths} */ paths) {
  const { releasesDir, manifestsDir, liveLink, historyFile, releaseDir, publicDir } = paths;

  /** The live release's id, or null when the app has none yet. */
  function liveId() {
    return readLiveId(liveLink);
  }

  /** Whether release `id` is published (a valid id with its release.json). @param {string} id */
  function has(id) {
    return RELEASE_ID.test(id) && fs.existsSync(path.join(releaseDir(id), 'release.json'));
  }

  /** @param {string} id @returns {Release} */
  function readRelease(id) {
    const file = path.join(releaseDir(id), 'release.json');
    if (!has(id))
      throw new Error(`${app.name}: no release "${id}" in ${releasesDir} (releases: ${ids().join(', ') || 'none'})`);
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  }

  /** Release ids, oldest first. @returns {string[]} */
  function ids() {
    if (!fs.existsSync(releasesDir)) return [];
    return fs.readdirSync(releasesDir).filter(has).sort();
  }

  /** Every release's release.json, oldest first. */
  function releases() {
    return ids().map(readRelease);
  }

  /** @returns {HistoryEvent[]} oldest first */
  function history() {
    if (!fs.existsSync(historyFile)) return [];
    return JSON.parse(fs.readFileSync(historyFile, 'utf8')).events;
  }

  /** Appends `event` to history.json (atomically), with the time. @param {NewEvent} event */
  function record(event) {
    const events = history();
    events.push({ time: new Date().toISOString(), ...event });
    writeJsonAtomic(historyFile, { app: app.name, events });
  }

  /**
   * The hashed files a release's own build produced (a release without a manifest: all it has).
   * @param {string} id
   * @returns {string[]}
   */
  function ownHashed(id) {
    const file = path.join(manifestsDir, `${id}.json`);
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).own;
    return listFiles(publicDir(id)).filter(isHashedFile);
  }

  /**
   * The release a rollback from `id` returns to: the one live before it last became live.
   * @param {string} id
   */
  function previousRelease(id) {
    return previousOf(id, history(), has(id) ? readRelease(id).previous : null);
  }

  /** Each release id with its labels (live, previous, staged, canary N%): releases/releaseStatus.js. */
  function statuses() {
    const live = liveId();
    return releaseStatuses({
      ids: ids(),
      live,
      history: history(),
      previousOfLive: live ? previousRelease(live) : null,
      canary: readCanary(paths.appDir),
    });
  }

  return { liveId, has, readRelease, ids, releases, history, record, ownHashed, previousRelease, statuses };
}

/** @typedef {ReturnType<typeof readMethods>} StoreReads */

/** Throws unless the build has every folder the app serves. */
function checkServedFolders(/** @type {StoreApp} */ app, /** @type {string} */ buildDir) {
  for (const { from } of app.served) {
    const dir = path.join(buildDir, from);
    if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory())
      throw new Error(`${app.name}: the build in ${buildDir} has no ${from}/ folder to publish`);
  }
}

/**
 * The release id of a build published at `time`, with -2, -3… when that release exists already.
 * @param {Date} time
 * @param {string} buildId
 * @param {StorePaths['releaseDir']} releaseDir
 */
function freeReleaseId(time, buildId, releaseDir) {
  let releaseId = makeReleaseId(time, buildId);
  for (let n = 2; fs.existsSync(releaseDir(releaseId)); n++) releaseId = `${makeReleaseId(time, buildId)}-${n}`;
  return releaseId;
}

/** Copies the build's served folders into the staging tree (never over a file). */
function copyServed(/** @type {StoreApp} */ app, /** @type {string} */ buildDir, /** @type {string} */ staging) {
  for (const { from, to } of app.served)
    fs.cpSync(path.join(buildDir, from), path.join(staging, to), {
      recursive: true,
      errorOnExist: true,
      force: false,
    });
}

/**
 * Hard-links into `served` the hashed files of the older releases that it does not have; returns
 * their paths (relative to `served`).
 * @param {string} served
 * @param {string[]} olderIds
 * @param {StoreReads['ownHashed']} ownHashed
 * @param {StorePaths['publicDir']} publicDir
 */
function linkFromOlder(served, olderIds, ownHashed, publicDir) {
  /** @type {string[]} */
  const linked = [];
  for (const older of olderIds) {
    for (const rel of ownHashed(older)) {
      const dest = path.join(served, rel);
      const src = path.join(publicDir(older), rel);
      if (fs.existsSync(dest) || !fs.existsSync(src)) continue;
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      fs.linkSync(src, dest);
      linked.push(rel);
    }
  }
  return linked;
}

/**
 * Writes release.json at the top of the staged release and, when it is elsewhere, in its served folder.
 * @param {StoreApp} app
 * @param {{ staging: string, served: string }} folders  the staged release, and its served folder
 * @param {Release} release
 */
function writeReleaseJson(app, { staging, served }, release) {
  fs.writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  if (app.publicDir !== '.')
    fs.writeFileSync(path.join(served, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
}

/** The store's `publish`: a build assembled under a staging name, then renamed into place whole. */
function publishMethod(
  /** @type {StoreApp} */ app,
  /** @type {string} */ hostingDir,
  /** @type {StorePaths} */ paths,
  /** @type {StoreReads} */ { liveId, ids, record, ownHashed },
) {
  const { releasesDir, manifestsDir, releaseDir, publicDir } = paths;
  /**
   * Adds a build as a new release (not live yet). `buildDir` is the app's dist folder; `staged`:
   * published as a candidate (`deploy --stage`), to be promoted later.
   * @param {{ buildDir: string, buildId: string, commit?: string | null, dirty?: boolean, time?: Date, staged?: boolean }} o
   * @returns {Release} the new release's release.json
   */
  function publish({ buildDir, buildId, commit = null, dirty = false, time = new Date(), staged = false }) {
    checkServedFolders(app, buildDir);
    ensureDirs(hostingDir, paths);
    const releaseId = freeReleaseId(time, buildId, releaseDir);
    const staging = path.join(releasesDir, `.staging-${releaseId}`);
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging);
    try {
      copyServed(app, buildDir, staging);
      const served = path.join(staging, app.publicDir);
      const files = listFiles(staging).length;
      const own = listFiles(served).filter(isHashedFile);

      // Pages opened on a retained older release keep loading their chunks from the live folder.
      const linked = linkFromOlder(served, ids(), ownHashed, publicDir);

      const previous = liveId();
      /** @type {Release} */
      const release = {
        app: app.name,
        releaseId,
        buildId,
        commit,
        ...(dirty ? { dirty: /** @type {const} */ (true) } : {}),
        time: time.toISOString(),
        previous,
        files,
        linkedFromOlder: linked.length,
      };
      writeReleaseJson(app, { staging, served }, release);
      writeJsonAtomic(path.join(manifestsDir, `${releaseId}.json`), { releaseId, own, linked });
      fs.renameSync(staging, releaseDir(releaseId));
      record({
        event: 'publish',
        releaseId,
        buildId,
        commit,
        ...(dirty ? { dirty: /** @type {const} */ (true) } : {}),
        previous,
        ...(staged ? { staged: true } : {}),
      });
      return release;
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw error;
    }
  }

  return publish;
}

/** Leftovers of a deploy that was killed half-way (the caller holds the app's lock). */
function removeLeftovers(/** @type {string} */ releasesDir) {
  for (const name of fs.existsSync(releasesDir) ? fs.readdirSync(releasesDir) : []) {
    if (/^\.(staging|pruning)-/.test(name)) fs.rmSync(path.join(releasesDir, name), { recursive: true, force: true });
  }
}

/** The store's methods that change `live` (switchTo, removeLive) or delete releases (prune). */
function switchMethods(
  /** @type {StorePaths} */ { releasesDir, manifestsDir, liveLink, releaseDir },
  /** @type {StoreReads} */ { liveId, readRelease, releases, record, previousRelease },
) {
  /**
   * Makes `id` the live release in one rename; returns { from, to }. `extra`: more to record (e.g. { forced }).
   * @param {string} id
   * @param {string} reason  history.json's reason for the switch
   * @param {{ forced?: string, detail?: string }} [extra]
   */
  function switchTo(id, reason, extra = {}) {
    readRelease(id);
    const from = liveId();
    switchSymlink(liveLink, path.join('releases', id));
    record({ event: 'switch', from, to: id, reason, ...extra });
    return { from, to: id };
  }

  /** Back to "no release" (a first deploy whose smoke check failed). @param {string} reason */
  function removeLive(reason) {
    const from = liveId();
    fs.rmSync(liveLink, { force: true });
    record({ event: 'switch', from, to: null, reason });
  }

  /**
   * Deletes the releases that are both beyond the newest `keep` and older than `keepDays`, never
   * the live release nor the one before it. A hashed file linked into a kept release stays (it is
   * deleted with its last link). The caller holds the app's lock.
   * @param {{ keep?: number, keepDays?: number, now?: number }} [options]
   * @returns {string[]} the ids deleted
   */
  function prune({ keep = 5, keepDays = 7, now = Date.now() } = {}) {
    const live = liveId();
    const protectedIds = new Set([live, live ? previousRelease(live) : null].filter(Boolean));
    const all = releases();
    /** @type {string[]} */
    const removed = [];
    for (const r of all.slice(0, Math.max(0, all.length - keep))) {
      if (protectedIds.has(r.releaseId)) continue;
      if (now - Date.parse(r.time) <= keepDays * DAY_MS) continue;
      const trash = path.join(releasesDir, `.pruning-${r.releaseId}`);
      fs.renameSync(releaseDir(r.releaseId), trash); // gone from the listing at once
      fs.rmSync(trash, { recursive: true, force: true });
      fs.rmSync(path.join(manifestsDir, `${r.releaseId}.json`), { force: true });
      removed.push(r.releaseId);
    }
    removeLeftovers(releasesDir);
    if (removed.length) record({ event: 'prune', removed, keep, keepDays });
    return removed;
  }

  return { switchTo, removeLive, prune };
}

/**
 * One app's releases in the hosting folder: what they are, and the only way they change.
 * @param {{ hostingDir: string, app: StoreApp }} options
 */
function openStore({ hostingDir, app }) {
  const paths = storePaths(hostingDir, app);
  const { appDir, releasesDir, liveLink, historyFile, releaseDir, publicDir } = paths;
  const reads = readMethods(app, paths);
  const { liveId, has, readRelease, ids, releases, history, previousRelease, statuses } = reads;
  const publish = publishMethod(app, hostingDir, paths, reads);
  const { switchTo, removeLive, prune } = switchMethods(paths, reads);

  return {
    app,
    appDir,
    releasesDir,
    liveLink,
    historyFile,
    releaseDir,
    publicDir,
    liveId,
    has,
    readRelease,
    ids,
    releases,
    history,
    record: reads.record,
    previousRelease,
    statuses,
    publish,
    switchTo,
    removeLive,
    prune,
  };
}

/** @typedef {ReturnType<typeof openStore>} Store */

module.exports = { openStore, makeReleaseId, RELEASE_ID };
