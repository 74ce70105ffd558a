// The shell build the composer serves: the live release (<hosting>/shell/live, switched by
// `npm run deploy -w shell` / rollback) when there is one, else the build folder (shell/dist).
// The live link is resolved once per request (current()), so one response never mixes two
// releases; each release's routes.json, site-policy.json, compiled templates and static file
// handler are loaded the first time it is served and kept for the last few releases, so a switch
// (or a switch back) is seen by the next request and costs one load.
const fs = require('fs');
const path = require('path');
const { pageScripts } = require('./earlyHints');
const { compileSsi } = require('./ssi');
const { staticFiles } = require('../../serving/static-files');
const { shellAssetHeaders, readSitePolicy } = require('../../serving/security-headers');
const { errorCode, errorMessage } = require('../../serving/errors');

/** One shell build, loaded (loadShellBuild). @typedef {ReturnType<typeof loadShellBuild>} ShellBuild */
/**
 * A page template of a build: compiled once, with the scripts its Link hints name.
 * @typedef {import('./ssi').CompiledSsi & { scripts: ReturnType<typeof pageScripts> }} Template
 */

/**
 * Everything the composer needs from one shell build folder (client/ and templates/).
 * @param {string} dir   the build (shell/dist) or a release folder
 * @param {string} id    the release id ('dist' for the build folder)
 * @param {{ tls: boolean, fileHeaders?: Record<string, string> }} o
 *   fileHeaders: added to its static files' headers (a preview's: no shared cache keeps them)
 */
function loadShellBuild(dir, id, { tls, fileHeaders = {} }) {
  /** @type {{ routes?: unknown, notFound?: unknown }} */
  const { routes, notFound } = JSON.parse(fs.readFileSync(path.join(dir, 'templates/routes.json'), 'utf8'));
  if (!routes || typeof routes !== 'object' || typeof notFound !== 'string')
    throw new Error(`${path.join(dir, 'templates/routes.json')}: no "routes" object or "notFound" template`);
  const sitePolicy = { ...readSitePolicy(dir), tls };
  const assetHeaders = shellAssetHeaders(sitePolicy);
  const fileHeaderSet = { ...assetHeaders, ...fileHeaders };
  /** @type {Map<string, Template>} */
  const templates = new Map();
  return {
    id,
    dir,
    /** Route path → its template file (the shell's prerender writes routes.json). */
    routes: /** @type {Record<string, string>} */ (routes),
    notFound,
    sitePolicy,
    assetHeaders,
    /** A template compiled once per release. @param {string} file @returns {Template} */
    template(file) {
      let template = templates.get(file);
      if (!template) {
        const source = fs.readFileSync(path.join(dir, 'templates', file), 'utf8');
        template = { ...compileSsi(source), scripts: pageScripts(source) }; // its Link hints
        templates.set(file, template);
      }
      return template;
    },
    files: staticFiles(path.join(dir, 'client'), { headers: () => fileHeaderSet }),
  };
}

/**
 * Where a link points now, as a real path, or null when it does not exist. Read at every call with
 * one readlink; resolved in full (realpath: a dozen system calls, the composer's largest cost per
 * request when it was done each time) only when the link's own target changed: deploy and rollback
 * switch that link, and a release folder is never replaced under the same name.
 * @param {string} link
 * @returns {() => string | null}
 */
function linkFollower(link) {
  let target = '';
  /** @type {string | null} */
  let resolved = null;
  const realOrNull = () => {
    try {
      return fs.realpathSync(link);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
      return null;
    }
  };
  return () => {
    let now;
    try {
      now = fs.readlinkSync(link);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'EINVAL') return realOrNull(); // a folder, not a link
      if (code !== 'ENOENT') throw error;
      target = '';
      return (resolved = null);
    }
    if (now !== target || !resolved) {
      target = now;
      resolved = realOrNull();
    }
    return resolved;
  };
}

/**
 * @param {{ dist: string, live?: string | null, tls?: boolean, keep?: number,
 *   logger?: Pick<import('pino').Logger, 'info' | 'error'> }} o
 *   live: the shell's live link (none: always the build folder); keep: releases kept loaded
 * @returns {{ current(): ShellBuild, preview(dir: string, previewHeaders: Record<string, string>): ShellBuild }}
 *   current() throws when no build can be served
 */
function createShellBuilds({ dist, live = null, tls = false, keep = 4, logger }) {
  /** @type {Map<string, ShellBuild>} */
  const loaded = new Map(); // real dir → build
  /** @type {Set<string>} */
  const failed = new Set(); // real dirs that could not be loaded (logged once)
  /** @type {ShellBuild | null} */
  let distBuild = null;
  /** @type {ShellBuild | null} */
  let lastGood = null;

  function fromDist() {
    if (!distBuild) distBuild = loadShellBuild(dist, 'dist', { tls });
    return distBuild;
  }

  const liveDir = live ? linkFollower(live) : () => null;

  function current() {
    const dir = liveDir();
    if (!dir) return (lastGood = fromDist());
    let build = loaded.get(dir);
    if (build) return (lastGood = build);
    try {
      build = loadShellBuild(dir, path.basename(dir), { tls });
    } catch (error) {
      // A live release that cannot be served: keep serving what was served, and say so once.
      if (!failed.has(dir)) {
        failed.add(dir);
        logger?.error(
          { release: path.basename(dir), error: errorMessage(error) },
          'shell release cannot be served, keeping the previous one',
        );
      }
      if (lastGood) return lastGood;
      throw error;
    }
    loaded.set(dir, build);
    if (loaded.size > keep) loaded.delete(/** @type {string} */ (loaded.keys().next().value));
    logger?.info({ release: build.id, routes: Object.keys(build.routes).length }, 'shell release loaded');
    return (lastGood = build);
  }

  /** @type {Map<string, ReturnType<typeof loadShellBuild>>} */
  const previews = new Map(); // release dir → build, for previews of the shell (issue 18)
  /**
   * A published release shown to one visitor (a preview of the shell): loaded once, kept for the
   * last few; its static files carry `previewHeaders`. Throws when it cannot be served.
   * @param {string} dir @param {Record<string, string>} previewHeaders
   */
  function preview(dir, previewHeaders) {
    let build = previews.get(dir);
    if (!build) {
      build = loadShellBuild(dir, path.basename(dir), { tls, fileHeaders: previewHeaders });
      previews.set(dir, build);
      if (previews.size > keep) previews.delete(/** @type {string} */ (previews.keys().next().value));
    }
    return build;
  }
  return { current, preview };
}

module.exports = { createShellBuilds, loadShellBuild };
