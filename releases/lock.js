// One deploy or rollback per app at a time: a lock file holding the owner's pid, created
// exclusively; a lock left by a process that no longer runs is taken over.
const fs = require('fs');
const path = require('path');
const { errorCode } = require('../serving/errors');

/** Whether process `pid` runs (one we may not signal runs too). @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/**
 * Takes `<appDir>/.lock`; returns the function that releases it.
 * @param {string} appDir
 * @param {string} appName
 * @returns {() => void}
 */
function acquireLock(appDir, appName) {
  fs.mkdirSync(appDir, { recursive: true });
  const file = path.join(appDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && alive(pid) && pid !== process.pid) {
        throw Object.assign(
          new Error(`${appName}: another deploy or rollback is running (pid ${pid}; lock file ${file})`),
          { code: 'ELOCKED' },
        );
      }
      fs.rmSync(file, { force: true }); // left behind by a process that ended
    }
  }
  throw new Error(`${appName}: could not take the lock file ${file}`);
}

module.exports = { acquireLock };
