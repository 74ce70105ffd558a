// Builds an app into a fresh temporary folder (DIST_DIR), never into the folder a server serves.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { ROOT } = require('./deployableApps');

/**
 * Runs the app's own `npm run build` with DIST_DIR set; returns the build folder. quiet: keep its output unless it fails.
 * @param {Pick<import('./deployableApps').DeployApp, 'name' | 'dir'>} app
 * @param {{ log?: (line: string) => void, quiet?: boolean }} [options]
 * @returns {string}
 */
function buildApp(app, { log = console.log, quiet = false } = {}) {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), `estampa-${app.name}-build-`));
  log(`${app.name}: building into ${distDir} (npm run build -w ${app.dir})`);
  const result = spawnSync('npm', ['run', 'build', '-w', app.dir], {
    cwd: ROOT,
    stdio: quiet ? 'pipe' : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
    // The build runs the server bundles from DIST_DIR: let Node find React in the repo from there.
    env: {
      ...process.env,
      DIST_DIR: distDir,
      NODE_PATH: [path.join(ROOT, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter),
    },
  });
  if (result.status !== 0) {
    fs.rmSync(distDir, { recursive: true, force: true });
    if (quiet) process.stderr.write(`${result.stdout}${result.stderr}`.split('\n').slice(-40).join('\n'));
    throw new Error(
      `${app.name}: the build failed (npm run build -w ${app.dir} exited with ${result.status ?? result.signal}); nothing was published`,
    );
  }
  return distDir;
}

module.exports = { buildApp };
