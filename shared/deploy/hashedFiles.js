// Content-hashed files: their name changes with their content, so a release may keep serving an
// older release's copies beside its own (pages opened on the older release still load them).
const fs = require('fs');
const path = require('path');

/** `name.0123456789.js|css`, and the pre-compressed `.br` / `.gz` beside it. */
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css)(\.br|\.gz)?$/;

const isHashedFile = (file) => HASHED_FILE.test(file);

/** Every file under `dir`, as paths relative to it with '/' separators (sorted). */
function listFiles(dir) {
  const out = [];
  const walk = (rel) => {
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
