#!/usr/bin/env node
// MDN HTTP Observatory grade of a site served on this machine (the public scanner cannot reach it).
// Runs the shared tool ../shared/tools/observatory (read-only) from a copy in .cache/observatory,
// installed once with `npm install --ignore-scripts` (its install script downloads lists).
//
//   npm run observatory -- --http 3000 [--min-grade C+]             the Node composer (plain HTTP)
//   npm run observatory -- --http 8080 --https 8443 [--ca file]     the TLS topology (npm run serve:prod)
//   npm run observatory -- --start [--offset N]                     starts the TLS topology, scans, stops
// Options: --host (localhost), --path (/), --min-grade (A+). Exits 1 below the grade, 2 on no answer.
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const { spawnSync } = require('child_process');
const { ROOT } = require('./apps');

const GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'];
const SOURCE = path.resolve(process.env.OBSERVATORY_DIR || path.join(ROOT, '../shared/tools/observatory'));
const CACHE = path.join(ROOT, '.cache/observatory');

function args(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    if (!argv[i].startsWith('--')) continue;
    const key = argv[i].slice(2);
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) out[key] = true;
    else out[key] = argv[++i];
  }
  return out;
}

/** The tool, copied and installed once (again when its package files change). */
function prepare() {
  if (!fs.existsSync(path.join(SOURCE, 'scan.mjs')))
    throw new Error(`observatory tool not found in ${SOURCE} (OBSERVATORY_DIR)`);
  const files = fs
    .readdirSync(SOURCE)
    .filter((f) => f !== 'node_modules' && fs.statSync(path.join(SOURCE, f)).isFile());
  const stamp = crypto.createHash('sha1');
  for (const f of files.sort()) stamp.update(f).update(fs.readFileSync(path.join(SOURCE, f)));
  const digest = stamp.digest('hex');
  const stampFile = path.join(CACHE, '.installed');
  if (
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8') === digest &&
    fs.existsSync(path.join(CACHE, 'node_modules/@mdn/mdn-http-observatory'))
  )
    return;
  fs.mkdirSync(CACHE, { recursive: true });
  for (const f of files) {
    const dest = path.join(CACHE, f);
    fs.rmSync(dest, { force: true });
    fs.copyFileSync(path.join(SOURCE, f), dest);
    fs.chmodSync(dest, 0o644); // the source is read-only
  }
  console.log(`observatory: installing into ${path.relative(ROOT, CACHE)} (once)`);
  const r = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: CACHE,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('observatory: npm install failed');
  fs.writeFileSync(stampFile, digest);
}

function scan({ host = 'localhost', http, https, ca, pagePath = '/' }) {
  const argv = ['scan.mjs', '--host', host, '--http', String(http), '--path', pagePath];
  if (https) argv.push('--https', String(https));
  const env = { ...process.env };
  if (ca) env.NODE_EXTRA_CA_CERTS = path.resolve(ca);
  const r = spawnSync(process.execPath, argv, { cwd: CACHE, env, encoding: 'utf8' });
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  const m = /^observatory (\S+) (-?\d+)/m.exec(r.stdout);
  return m ? { grade: m[1], score: Number(m[2]) } : null;
}

async function main() {
  const a = args(process.argv.slice(2));
  const minGrade = a['min-grade'] || 'A+';
  if (!GRADES.includes(minGrade)) throw new Error(`--min-grade must be one of ${GRADES.join(' ')}`);
  prepare();
  let topology = null;
  let target;
  if (a.start) {
    const { startTopology } = require('../deploy/nginx/topology');
    topology = await startTopology({ offset: a.offset !== undefined ? Number(a.offset) : undefined, log: () => {} });
    target = { http: topology.ports.http, https: topology.ports.https, ca: topology.caFile };
  } else {
    if (!a.http) throw new Error('give --http PORT [--https PORT] [--ca file], or --start');
    target = { http: a.http, https: a.https, ca: a.ca };
  }
  let result;
  try {
    result = scan({ ...target, host: a.host, pagePath: a.path });
  } finally {
    if (topology) await topology.stop();
  }
  if (!result) {
    console.error('observatory: no grade (did the site answer?)');
    process.exit(2);
  }
  const ok = GRADES.indexOf(result.grade) <= GRADES.indexOf(minGrade);
  console.log(`observatory: ${result.grade} (${result.score}) — ${ok ? 'meets' : 'BELOW'} ${minGrade}`);
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
