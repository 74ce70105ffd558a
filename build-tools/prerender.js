#!/usr/bin/env node
// Prerenders every exposed page of a remote into dist/client/fragments/<Expose>.html
// (one <style> of critical CSS, island marker, HTML), copies public/, writes the standalone page, compresses.
// Usage: node build-tools/prerender.js <remote dir>
process.env.NODE_ENV = process.env.NODE_ENV || 'production';
const fs = require('fs');
const path = require('path');
const { renderFragment } = require('./render-fragment');
const { compressDir } = require('./compress');
const { standaloneHtml } = require('./webpack.remote');
const { distDir } = require('./common');
const { typesDir } = require('./federation');
const { MANIFEST, TYPES_FOLDER, exposedChunks } = require('./federation-files');

const dir = path.resolve(process.argv[2] || '.');
const cfg = require(path.join(dir, 'federation.config.js'));
const dist = distDir(dir);
const info = JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8'));
const client = path.join(dist, 'client');
const fragments = path.join(client, 'fragments');
fs.mkdirSync(fragments, { recursive: true });
// Each island names its module's chunks, for the server to preload them (shared/src/islands/markers.js).
const manifest = JSON.parse(fs.readFileSync(path.join(client, MANIFEST), 'utf8'));

// Where to read the type errors behind a failed type generation: the dts plugin prints only its code.
const TYPE_ERRORS = 'the errors: `npx tsc --noEmit -p tsconfig.json` at the repository root';

for (const name of info.exposes) {
  const mod = require(path.join(dist, 'server', `${name}.js`));
  if (mod.buildId !== info.buildId) throw new Error(`${name}: server bundle build id ${mod.buildId} ≠ ${info.buildId}`);
  // The shell renders an exposed page's default export (docs/REMOTE_CONTRACT.md): name the page,
  // not React's "Element type is invalid" from inside the render.
  if (typeof mod.default !== 'function')
    throw new Error(
      `${info.name}: exposed page ${name} (${cfg.exposes[name]}) has no default export that is a component (got ${typeof mod.default}): the shell renders each exposed page's default export`,
    );
  const html = renderFragment({
    Page: mod.default,
    island: `${info.name}/${name}`,
    buildId: info.buildId,
    cssKey: info.cssKey,
    chunks: exposedChunks(manifest, name),
  });
  fs.writeFileSync(path.join(fragments, `${name}.html`), html);
}

// Module Federation's dts plugin reports a failed type generation without failing webpack: refuse
// the build here, so the shell's typecheck never reads missing or stale types of this remote.
// (Production builds only write types: see build-tools/federation.js.)
if (info.mode !== 'development') {
  const types = path.join(typesDir(dist), TYPES_FOLDER);
  const missing = info.exposes.filter((/** @type {string} */ n) => !fs.existsSync(path.join(types, `${n}.d.ts`)));
  if (missing.length || !fs.existsSync(path.join(client, `${TYPES_FOLDER}.zip`)))
    throw new Error(
      `${info.name}: federated types were not generated (${missing.length ? `no ${missing.join(', ')} in ${types}` : `no ${TYPES_FOLDER}.zip in ${client}`}); a type error in the exposed files stops it (${TYPE_ERRORS})`,
    );
}

const publicDir = path.join(dir, 'public');
if (fs.existsSync(publicDir)) fs.cpSync(publicDir, client, { recursive: true });

// A production standalone page brings its own federation runtime (on the site the shell's host
// provides it); a development build bundles the runtime in its entries.
const runtime = path.join(dist, 'standalone-runtime/standalone-runtime.js');
const hasRuntime = info.mode !== 'development';
if (hasRuntime) fs.copyFileSync(runtime, path.join(client, 'standalone-runtime.js'));
fs.writeFileSync(
  path.join(client, 'index.html'),
  standaloneHtml(cfg, 'standalone.js', hasRuntime ? 'standalone-runtime.js' : undefined),
);
fs.writeFileSync(path.join(client, 'build.json'), JSON.stringify(info));

require('./page-seo').publishPageSeo({ dist, client, info }); // og/ cards + pictures, JSON-LD in each fragment
const { files } = compressDir(client);
console.log(
  `prerendered ${info.exposes.length} fragments for ${info.name} (${info.buildId}); compressed ${files} files`,
);
