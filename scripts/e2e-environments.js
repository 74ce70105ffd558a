#!/usr/bin/env node
// The e2e suite run as QA runs it against a site it did not start (issue 21): BASE_URL set, the
// remotes, releases and TLS read from the site itself (e2e/support/environment.ts). Two targets,
// each started here as a separate site on ports of its own from the build already made:
//   - node: `npm start`'s composer (scripts/serve-all.js);
//   - tls:  the production topology, nginx with TLS and a throw-away CA (scripts/serve-prod.js),
//           so E2E_IGNORE_HTTPS_ERRORS=1 (and service workers blocked: the offline test says so).
// Each runs the tests tagged @smoke (the platform checks and the shell's pages; read-only, safe on
// production). Fails when a test fails or when a test is skipped without saying why.
//
// Without --target it runs one: tls when nginx is there, else node. `npm test` runs it that way: its
// own suite already ran every test against the composer that the node target starts (the same
// scripts/serve-all.js), so the node target would add only BASE_URL, which the tls one exercises too
// (guide: a CI step runs only what it adds). `--target node --target tls` runs both.
//
//   node scripts/e2e-environments.js [--target node|tls]... [--grep @smoke]
//
// Environment: E2E_TLS=0 leaves out the tls target (it needs nginx; CI requires it with E2E_TLS=1).
const { spawn } = require('child_process');
const fs = require('fs');
const http = require('http');
const https = require('https');
const path = require('path');
const { parseArgs } = require('util');
const { ROOT } = require('./localApps');
const { topologyPorts, nginxAvailable } = require('../production/nginx/topology');
const { appNamed } = require('../shared/src/apps/apps');
const { summarize } = require('../releases/e2eReport');

const { values: opts } = parseArgs({
  options: { target: { type: 'string', multiple: true }, grep: { type: 'string', default: '@smoke' } },
});

/**
 * A site to start (`server`, with `env`) and to run the suite against (at `baseURL`, with `suiteEnv`).
 * @typedef {{ server: string[], env: { PORT_OFFSET: string, [name: string]: string }, baseURL: string,
 *   suiteEnv: Record<string, string> }} Target
 */

/** The two sites, on offsets no other part of `npm test` uses (the suite's own servers are at 100). */
const NODE_OFFSET = 200;
const TLS_OFFSET = 250;
/** @type {Record<string, Target>} */
const TARGETS = {
  node: {
    server: ['scripts/serve-all.js'],
    env: { PORT_OFFSET: String(NODE_OFFSET), LOG_LEVEL: 'warn' },
    baseURL: `http://localhost:${appNamed('shell').port + NODE_OFFSET}`,
    suiteEnv: {},
  },
  tls: {
    server: ['scripts/serve-prod.js'],
    env: { PORT_OFFSET: String(TLS_OFFSET) },
    baseURL: `https://localhost:${topologyPorts({ PORT_OFFSET: String(TLS_OFFSET) }).https}`,
    suiteEnv: { E2E_IGNORE_HTTPS_ERRORS: '1' },
  },
};

function wanted() {
  if (opts.target) {
    const unknown = opts.target.filter((t) => !TARGETS[t]);
    if (unknown.length) throw new Error(`--target ${unknown.join(', ')}: unknown (node or tls)`);
    return opts.target;
  }
  const tls = process.env.E2E_TLS !== '0' && (process.env.E2E_TLS === '1' || nginxAvailable());
  return tls ? ['tls'] : ['node'];
}

/**
 * Does `url` answer at all (any status)? Certificates are not checked: the tls target's CA is a throw-away one.
 * @param {string} url
 * @returns {Promise<boolean>}
 */
function answers(url) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve) => {
    const req = client.get(url, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

/** Polls `url` until it answers, or throws after `ms`. @param {string} url @param {number} ms */
async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (!(await answers(url))) {
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Starts a site; resolves to a function that stops it (SIGTERM: the servers drain, nginx stops).
 * @param {string} name
 * @param {Target} target
 */
async function startSite(name, target) {
  const child = spawn(process.execPath, target.server, {
    cwd: ROOT,
    env: { ...process.env, ...target.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const early = exited.then((code) => {
    throw new Error(`the ${name} site (${target.server.join(' ')}) exited with ${code} before answering`);
  });
  early.catch(() => {}); // observed by the race below; once stopped on purpose, the exit is no error
  try {
    await Promise.race([waitFor(`${target.baseURL}/`, 90_000), early]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}

/**
 * Runs the suite against a started site: Playwright's exit code, and its JSON report summed up (null
 * when it wrote none).
 * @param {string} name
 * @param {Target} target
 * @returns {Promise<{ code: number | null, summary: ReturnType<typeof summarize> | null }>}
 */
function runSuite(name, target) {
  const report = path.join(ROOT, 'e2e/test-results', `environment-${name}.json`);
  fs.rmSync(report, { force: true });
  const args = ['playwright', 'test', '--grep', opts.grep];
  return new Promise((resolve) => {
    const child = spawn('npx', args, {
      cwd: path.join(ROOT, 'e2e'),
      env: {
        ...process.env,
        ...target.suiteEnv,
        BASE_URL: target.baseURL,
        E2E_PORT_OFFSET: String(target.env.PORT_OFFSET),
        E2E_JSON_REPORT: report,
      },
      stdio: 'inherit',
    });
    child.on('exit', (code) => {
      if (!fs.existsSync(report)) return resolve({ code, summary: null });
      resolve({ code, summary: summarize(JSON.parse(fs.readFileSync(report, 'utf8'))) });
    });
  });
}

async function main() {
  let ok = true;
  for (const name of wanted()) {
    const target = TARGETS[name];
    console.log(`\n== e2e against ${target.baseURL} (${name}), ${opts.grep}`);
    const stop = await startSite(name, target);
    let result;
    try {
      result = await runSuite(name, target);
    } finally {
      await stop();
    }
    const s = result.summary;
    if (!s) {
      console.error(`${name}: Playwright exited with ${result.code} and wrote no report`);
      ok = false;
      continue;
    }
    console.log(`${name}: ${s.passed} passed, ${s.failed.length} failed, ${s.skipped} skipped`);
    for (const [reason, n] of s.reasons) console.log(`  skipped ×${n}: ${reason}`);
    for (const t of s.failed) console.error(`  FAILED [${t.project}] ${t.title}: ${t.error ?? ''}`);
    for (const t of s.unexplained) console.error(`  SKIPPED WITHOUT A REASON [${t.project}] ${t.title}`);
    if (result.code !== 0 || s.failed.length || s.unexplained.length) ok = false;
  }
  if (!ok) {
    console.error('\ne2e against separately started sites: FAILED (see above)');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(`e2e-environments: ${error.message}`);
  process.exit(1);
});
