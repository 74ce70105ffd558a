// The commit the repository's checkout is at: recorded in each release (deploy.js) and compared
// with the live releases by the e2e suite (e2e/support/environment.ts).
const { execFileSync } = require('child_process');
const { ROOT } = require('./deployableApps');

/** The checkout's HEAD commit, or null when this is not a git checkout (or git is missing). */
function gitCommit() {
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

module.exports = { gitCommit };
