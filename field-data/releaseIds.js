// @ts-check
// A beacon names an app's release by what the page knew: the composer writes the release id into
// each island (data-release), but a page composed without it (the nginx topology, the shell's own
// build id) only knows the build id. Release ids end with their build id
// (releases/releaseStore.js makeReleaseId), so a build id is mapped to the newest release
// made from it, read from the hosting folder at most once per `ttlMs`. Unknown ids stay as they are.
const fs = require('fs');
const path = require('path');
const { RELEASE_ID } = require('../releases/releaseStore');

/** @param {{ hostingDir: string, ttlMs?: number, now?: () => number }} o */
function createReleaseResolver({ hostingDir, ttlMs = 5000, now = Date.now }) {
  /** @type {Map<string, { at: number, ids: string[] }>} */
  const lists = new Map();
  /** @param {string} app @returns {string[]} */
  function idsOf(app) {
    const cached = lists.get(app);
    if (cached && now() - cached.at < ttlMs) return cached.ids;
    /** @type {string[]} */
    let ids = [];
    try {
      ids = fs
        .readdirSync(path.join(hostingDir, app, 'releases'))
        .filter((id) => RELEASE_ID.test(id))
        .sort();
    } catch {
      ids = []; // no hosting folder for this app: nothing to map
    }
    lists.set(app, { at: now(), ids });
    return ids;
  }
  return {
    /** The release id for `id` of `app`: itself when it is one, else the newest release built as `id`. */
    resolve(/** @type {string} */ app, /** @type {string} */ id) {
      if (RELEASE_ID.test(id)) return id;
      const ids = idsOf(app);
      for (let i = ids.length - 1; i >= 0; i -= 1) if (ids[i].endsWith(`-${id}`)) return ids[i];
      return id;
    },
  };
}

module.exports = { createReleaseResolver };
