#!/usr/bin/env node
// What an app's browser bundle carries: builds its client configuration for production (with
// source maps, into a scratch folder: the app's dist is not touched, see argv.dist) and prints, per emitted
// script, its gzip size and the packages inside it. Each package's share is measured on the
// minified script through the source map (the bytes that come from its files), then gzipped on its
// own and scaled so that the shares add up to the script's real gzip size.
//
//   node scripts/bundle-report.js [shell|mf-prints|mf-products|mf-uniforms|mf-order] [--min-kb=0.3] [--files] [--build=client]
//   (--files: the app's own sources file by file instead of one row per folder; --build: which of the
//   app's webpack builds, e.g. `shell --build=federation` for the shell's federation host)
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const webpack = require('webpack');
/**
 * The part of source-map's API used here: the package (0.5) ships no types.
 * @typedef {{ generatedLine: number, generatedColumn: number, source: string | null }} Mapping
 * @typedef {{ eachMapping: (callback: (m: Mapping) => void, context: null, order: number) => void }} Consumer
 * @typedef {{ new (map: unknown): Consumer, GENERATED_ORDER: number }} ConsumerClass
 */
// @ts-expect-error -- no declaration file for 'source-map' (TS7016 under noImplicitAny): typed by the cast
const { SourceMapConsumer } = /** @type {{ SourceMapConsumer: ConsumerClass }} */ (require('source-map'));
const { ROOT } = require('./localApps');

/** @import { Configuration, Stats } from 'webpack' */
/**
 * One of an app's webpack builds: each config names its builds and sets their output folder.
 * @typedef {Configuration & { name: string, output: { path: string } }} AppBuild
 */

const args = process.argv.slice(2);
const app = args.find((a) => !a.startsWith('--')) || 'shell';
const minKB = Number((args.find((a) => a.startsWith('--min-kb=')) || '--min-kb=0.3').split('=')[1]);
const byFile = args.includes('--files');
const buildName = (args.find((a) => a.startsWith('--build=')) || '--build=client').split('=')[1];

/** The package a source file belongs to: 'react-dom', '@emotion/cache', 'shell/src', 'webpack runtime'... @param {string} source */
function packageOf(source) {
  const name = source.replace(/^webpack:\/+[^/]*\//, '');
  const nm = name.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = name.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (name.startsWith('webpack/')) return 'webpack runtime';
  const m = /(?:^|\/)((?:shell|shared|mf-[a-z]+)\/(?:src|\.mf))\/(.*)$/.exec(name);
  if (!m) return name;
  return byFile ? `${m[1]}/${m[2]}` : m[1];
}

/** @param {string} text */
const gzip = (text) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

/**
 * Splits a minified script into pieces per package, following its source map.
 * @param {string} code
 * @param {unknown} map  the parsed source map
 */
function piecesByPackage(code, map) {
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(map);
  /** @type {Mapping[]} */
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m), null, SourceMapConsumer.GENERATED_ORDER);
  /** @type {Map<string, string>} */
  const pieces = new Map();
  /** @param {string} pkg @param {string} text */
  const add = (pkg, text) => pieces.set(pkg, (pieces.get(pkg) || '') + text);
  let cursor = { line: 1, column: 0 };
  let owner = '(unmapped)';
  /** @param {{ line: number, column: number }} to */
  const take = (to) => {
    // Text from the cursor to `to`, spanning lines when needed.
    let text = '';
    for (let line = cursor.line; line <= to.line; line += 1) {
      const src = lines[line - 1] || '';
      const from = line === cursor.line ? cursor.column : 0;
      text += line === to.line ? src.slice(from, to.column) : `${src.slice(from)}\n`;
    }
    add(owner, text);
    cursor = to;
  };
  for (const m of mappings) {
    take({ line: m.generatedLine, column: m.generatedColumn });
    owner = m.source ? packageOf(m.source) : '(unmapped)';
  }
  take({ line: lines.length, column: lines[lines.length - 1].length });
  return pieces;
}

async function main() {
  const appDir = path.join(ROOT, app);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `bundle-${app}-`));
  // Every build of the app goes to the scratch folder (argv.dist): evaluating a config into the
  // app's own dist would rewrite its build.json and clear its federated types under a running site.
  /** @type {AppBuild[]} */
  const configs = [].concat(require(path.join(appDir, 'webpack.config.js'))({}, { mode: 'production', dist: outDir }));
  const client = configs.find((c) => c.name === buildName);
  if (!client)
    throw new Error(
      `${app} has no webpack build named "${buildName}" (--build): ${configs.map((c) => c.name).join(', ')}`,
    );
  const clientDir = client.output.path;
  client.devtool = 'hidden-source-map';
  /** @param {AppBuild} config */
  const build = (config) =>
    /** @type {Promise<Stats>} */ (
      new Promise((resolve, reject) =>
        // Without an error, webpack's callback always has the stats.
        webpack(config, (err, s) => (err ? reject(err) : resolve(/** @type {Stats} */ (s)))),
      )
    ).then((stats) => {
      if (stats.hasErrors()) throw new Error(`${config.name}: ${stats.toString('errors-only')}`);
    });
  // The builds this one reads first (the shell's client reads the federation host's file name).
  for (const name of client.dependencies || [])
    await build(/** @type {AppBuild} */ (configs.find((c) => c.name === name))); // a build of the same config
  // Report only what the chosen build emits.
  const before = new Set(fs.existsSync(clientDir) ? fs.readdirSync(clientDir) : []);
  await build(client);

  const scripts = fs.readdirSync(clientDir).filter((f) => f.endsWith('.js') && !before.has(f));
  for (const file of scripts.sort()) {
    const code = fs.readFileSync(path.join(clientDir, file), 'utf8');
    const mapFile = path.join(clientDir, `${file}.map`);
    const size = gzip(code);
    console.log(`\n${file}: ${(code.length / 1024).toFixed(1)} KB minified, ${(size / 1024).toFixed(1)} KB gzip`);
    if (!fs.existsSync(mapFile)) continue;
    const pieces = piecesByPackage(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')));
    const measured = [...pieces].map(([pkg, text]) => ({
      pkg,
      minifiedKB: +(text.length / 1024).toFixed(1),
      alone: gzip(text),
    }));
    const total = measured.reduce((sum, r) => sum + r.alone, 0) || 1;
    // Each package's share of the file's gzip size (compressed alone, a piece would be larger).
    const rows = measured.map(({ pkg, minifiedKB, alone }) => ({
      pkg,
      minifiedKB,
      gzipKB: +((alone * size) / total / 1024).toFixed(1),
    }));
    console.table(rows.filter((r) => r.gzipKB >= minKB).sort((a, b) => b.gzipKB - a.gzipKB));
  }
  fs.rmSync(outDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
