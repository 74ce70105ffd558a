// The commit the repository's checkout is at, and whether an app's build inputs differ from it:
// recorded in each release (deploy.js) and compared with the live releases by the e2e suite
// (e2e/support/environment.ts, sameCommit.ts).
const { execFileSync } = require('child_process');
const { ROOT } = require('./deployableApps');

/** @param {string[]} args @param {string} cwd */
const git = (args, cwd) => execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] }).toString();

/** The checkout's HEAD commit, or null when this is not a git checkout (or git is missing). */
function gitCommit(cwd = ROOT) {
  try {
    return git(['rev-parse', 'HEAD'], cwd).trim() || null;
  } catch {
    return null;
  }
}

/** What every app's build reads besides its own folder (the shared library, the build, the lockfile). */
const SHARED_INPUTS = ['shared', 'build-tools', 'types', 'package.json', 'package-lock.json', 'tsconfig.base.json'];

/**
 * The files among an app's build inputs (its folder and SHARED_INPUTS) that differ from HEAD:
 * changed, added or not tracked (ignored files, such as builds, do not count). Empty: the build
 * is HEAD's; null: not a git checkout.
 * @param {string} appDir  the app's folder, relative to the repository
 * @returns {string[] | null}
 */
function uncommittedInputs(appDir, cwd = ROOT) {
  try {
    const out = git(['status', '--porcelain', '--untracked-files=all', '--', appDir, ...SHARED_INPUTS], cwd);
    return out
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
  } catch {
    return null;
  }
}

module.exports = { gitCommit, uncommittedInputs };
