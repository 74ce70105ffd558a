#!/usr/bin/env node
// Builds every app for production: the shell and each remote present (client bundle, server
// bundle, prerendered fragments/templates, pre-compressed files). Two builds run at a time.
const { spawn } = require('child_process');
const { ROOT, presentRemotes } = require('./localApps');

/** @typedef {{ name: string, workspace: string }} Job */
/** @type {Job[]} */
const jobs = [
  { name: 'shell', workspace: 'shell' },
  ...presentRemotes().map((r) => ({ name: r.name, workspace: r.dir })),
];
const only = process.argv.slice(2);
const selected = only.length ? jobs.filter((j) => only.includes(j.name) || only.includes(j.workspace)) : jobs;

/** Builds one app (its workspace's `npm run build`); rejects with its output printed when it fails. @param {Job} job */
function run(job) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent', '-w', job.workspace], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`✔ ${job.name} (${secs} s)`);
        resolve(undefined);
      } else {
        console.error(out);
        reject(new Error(`✘ ${job.name}: la compilación falló (código ${code})`));
      }
    });
  });
}

(async () => {
  const queue = [...selected];
  const workers = Array.from({ length: 2 }, async () => {
    while (queue.length) await run(/** @type {Job} */ (queue.shift())); // not empty: checked just before
  });
  await Promise.all(workers);
})().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
