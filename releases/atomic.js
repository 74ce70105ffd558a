// Writes that a reader never sees half-done: a file or a symlink is prepared under a temporary
// name beside its target and renamed over it (rename is atomic within one file system).
const fs = require('fs');
const path = require('path');

/** A temporary name beside `target`, unique to this process and moment. @param {string} target */
const tmpName = (target) =>
  path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${Date.now().toString(36)}.tmp`);

/** @param {string} file @param {string} content */
function writeFileAtomic(file, content) {
  const tmp = tmpName(file);
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
}

/** @param {string} file @param {unknown} data  written as indented JSON */
function writeJsonAtomic(file, data) {
  writeFileAtomic(file, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * Points the symlink `link` at `target` (relative to the link's folder) in one rename.
 * @param {string} link
 * @param {string} target
 */
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
