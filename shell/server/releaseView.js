// What the composer knows of the remotes' releases in the hosting folder, read at most once per
// `ttlMs` (a request never waits on the file system for it): each remote's live release id and its
// running canary, if any (releases/canary.js). Remotes hosted elsewhere (not in the folder)
// have neither: their pages are composed from their address alone, as before.
const { liveReleasesOf } = require('../../releases/hosting');
const { readCanary } = require('../../releases/canary');
const path = require('path');
const { errorMessage } = require('../../serving/errors');

/**
 * @param {{ hostingDir: string, names: () => string[], ttlMs?: number, now?: () => number,
 *   logger: import('pino').Logger }} o
 */
// Half a second: several composer nodes reading one hosting folder all serve a new release within
// a second of its switch (issue 20), for a few readlinks per remote per period.
function createReleaseView({ hostingDir, names, ttlMs = 500, now = Date.now, logger }) {
  /** @type {{ at: number, live: Record<string, string | null>, canaries: Record<string, { release: string, percent: number }> }} */
  let view = { at: -Infinity, live: {}, canaries: {} };
  function refresh() {
    /** @param {string} name @param {unknown} error */
    const unreadable = (name, error) =>
      logger.error({ remote: name, error: errorMessage(error) }, 'release view: cannot read the hosting folder');
    const live = liveReleasesOf(hostingDir, names(), unreadable);
    /** @type {Record<string, { release: string, percent: number }>} */
    const canaries = {};
    for (const name of Object.keys(live)) {
      try {
        const canary = readCanary(path.join(hostingDir, name));
        if (canary) canaries[name] = canary;
      } catch (error) {
        unreadable(name, error);
      }
    }
    view = { at: now(), live, canaries };
  }
  const current = () => {
    if (now() - view.at >= ttlMs) refresh();
    return view;
  };
  return {
    /** Each remote's live release id (null when it is not in the hosting folder). */
    live: () => current().live,
    /** The running canaries: remote name → { release, percent }. */
    canaries: () => current().canaries,
  };
}

module.exports = { createReleaseView };
