// Writes that a reader never sees half-done: a file or a symlink is prepared under a temporary
// name beside its target and renamed over it (rename is atomic within one file system).
const fs = require('fs');
const path = require('path');

const tmpName = (target) =>
  path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${Date.now().toString(36)}.tmp`);

function writeFileAtomic(file, content) {
  const tmp = tmpName(file);
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
}

function writeJsonAtomic(file, data) {
  writeFileAtomic(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** Points the symlink `link` at `target` (relative to the link's folder) in one rename. */
function switchSymlink(link, target) {
  const tmp = tmpName(link);
  fs.symlinkSync(target, tmp, 'dir');
  try {
    fs.renameSync(tmp, link);
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}

module.exports = { writeFileAtomic, writeJsonAtomic, switchSymlink };
