// Builds and serves variants of the apps (a development build, a remote rebuilt with changed
// text) beside the running site, for the tests that prove composition at run time.
import { execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { serveRemote } from '../../serving/serve-remote';
import { createShellServer } from '../../shell/server/index';

export const ROOT = path.resolve(__dirname, '../..');
export const TMP = path.join(ROOT, 'e2e/.tmp');

const webpackCli = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');

/** Builds still running when this process ends (a test timed out): stopped with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGTERM')));

/** Runs a Node script in a child process that leaves this one free (builds side by side); rejects with its error lines. */
function runAsync(args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      args,
      { cwd: ROOT, env: { ...process.env, ...env }, timeout: 480_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        running.delete(child);
        if (!error) return resolve();
        const output = `${stdout}${stderr}`
          .split('\n')
          .filter((l) => /error/i.test(l))
          .slice(0, 20)
          .join('\n');
        reject(new Error(`${error.message}\n${output}`));
      },
    );
    running.add(child);
  });
}

function remoteWebpackConfig(appDir: string, mode: 'production' | 'development') {
  const config = path.join(TMP, `webpack-${path.basename(appDir)}-${mode}.js`);
  fs.mkdirSync(TMP, { recursive: true });
  fs.writeFileSync(
    config,
    `module.exports = require(${JSON.stringify(path.join(ROOT, 'build-tools/webpack.remote.js'))})(require(${JSON.stringify(path.join(appDir, 'federation.config.js'))}));\n`,
  );
  return config;
}

/** Builds a remote whose sources live in `appDir` (its federation.config.js) into `distDir`, without blocking this process. */
export async function buildRemoteAsync(appDir: string, distDir: string, mode: 'production' | 'development') {
  const config = remoteWebpackConfig(appDir, mode);
  await runAsync([webpackCli, '--config', config, '--mode', mode], { DIST_DIR: distDir, NODE_ENV: mode });
  await runAsync([path.join(ROOT, 'build-tools/prerender.js'), appDir], { DIST_DIR: distDir });
}

/** Builds the shell into `distDir`, without blocking this process. */
export async function buildShellAsync(distDir: string, mode: 'production' | 'development') {
  await runAsync([webpackCli, '--config', path.join(ROOT, 'shell/webpack.config.js'), '--mode', mode], {
    DIST_DIR: distDir,
    NODE_ENV: mode,
  });
  await runAsync([path.join(ROOT, 'shell/build/prerender-shell.js')], { DIST_DIR: distDir });
}

/** Runs the tasks two at a time (a build uses about one core; CI has two). */
export async function twoAtATime(tasks: (() => Promise<void>)[]) {
  const queue = [...tasks];
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all([lane(), lane()]);
}

/** Copies a remote's package (sources and config) so it can be changed and rebuilt alone. */
export function copyRemoteSources(remoteDir: string, to: string) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  for (const entry of ['src', 'public', 'federation.config.js', 'package.json']) {
    const from = path.join(ROOT, remoteDir, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(to, entry), { recursive: true });
  }
  // The config reads the apps table by a path relative to the repository's root: point the copy at
  // the same file.
  const config = path.join(to, 'federation.config.js');
  const shared = JSON.stringify(path.join(ROOT, 'shared')).slice(1, -1);
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace(/require\('\.\.\/shared\//g, `require('${shared}/`));
}

export function listen(server: Server, port: number) {
  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export { serveRemote, createShellServer };
