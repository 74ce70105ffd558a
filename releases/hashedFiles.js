// Content-hashed files: their name changes with their content, so a release may keep serving an
// older release's copies beside its own (pages opened on the older release still load them).
const fs = require('fs');
const path = require('path');
const { HASHED } = require('../serving/cache-policy');

/** What cache-policy.js serves as immutable (`name.0123456789.js|css|png`), and its `.br` / `.gz`. */
const HASHED_FILE = new RegExp(`${HASHED.source.replace(/\$$/, '')}(\\.br|\\.gz)?$`);

/** @param {string} file  a path or a name */
const isHashedFile = (file) => HASHED_FILE.test(file);

/**
 * Every file under `dir`, as paths relative to it with '/' separators (sorted).
 * @param {string} dir
 * @returns {string[]}
 */
function listFiles(dir) {
  /** @type {string[]} */
  const out = [];
  const walk = (/** @type {string} */ rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  if (fs.existsSync(dir)) walk('');
  return out.sort();
}

module.exports = { HASHED_FILE, isHashedFile, listFiles };
