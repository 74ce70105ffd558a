#!/usr/bin/env node
// Writes the shell's per-route templates, route list, contract, sitemap and robots from the Node
// bundle, and dist/build.json (its build id, for the deploy); draws the shell's link-preview cards
// and icons; writes the manifest, the offline page and the service worker; then pre-compresses the
// client files.
process.env.NODE_ENV = process.env.NODE_ENV || 'production';
const fs = require('fs');
const path = require('path');
const { compressDir } = require('../../build-tools/compress');
const { svgToPng, hashedName } = require('../../build-tools/og-image');
const { distDir, sharedVersions } = require('../../build-tools/common');
const { packageOf } = require('../../shared/src/federation/sharedPackage');
const { iconFiles } = require('./icons');
const { writeServiceWorker } = require('./service-worker');
const { federationScript } = require('./federationScript');

const dist = distDir(path.join(__dirname, '..'));
const client = path.join(dist, 'client');
const publicDir = path.join(__dirname, '../public');

/**
 * What the shell's Node bundle (dist/server/templates.js, built from src/document/renderSite.tsx)
 * exports to this script. Written out here: its source is browser code, outside this type check.
 * @typedef {object} TemplatesBundle
 * @property {(o: { siteUrl?: string, scripts: { main: string, federation?: string },
 *   shared?: Record<string, string>, cards: Readonly<Record<string, string>> }) => { file: string, content: string }[]} renderSite
 * @property {string} buildId
 * @property {() => Record<string, string>} shellCardSvgs  route path → its link-preview card (SVG)
 * @property {string[]} PROVIDED_SHARED_NAMES  the modules main.js hands to the federation host
 */

/** Writes a file under dist. @param {string} file @param {string | NodeJS.ArrayBufferView} content */
function write(file, content) {
  const out = path.join(dist, file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, content);
}

async function main() {
  /** @type {TemplatesBundle} */
  const { renderSite, buildId, shellCardSvgs, PROVIDED_SHARED_NAMES } = require(path.join(dist, 'server/templates.js'));
  const siteUrl = process.env.SITE_URL || undefined; // default: BUSINESS.defaultSiteUrl
  // What main.js hands to the federation host (src/remotes/sharedModules.ts), with the versions it
  // was built with: the contract a remote's manifest is checked against before it goes live.
  const versions = sharedVersions();
  const shared = Object.fromEntries(PROVIDED_SHARED_NAMES.map((name) => [name, versions[packageOf(name)]]));

  // The shell's own pages' cards: content-hashed (immutable), named by the templates of this build.
  /** @type {Record<string, string>} */
  const cards = {};
  for (const [route, svg] of Object.entries(shellCardSvgs())) {
    const bytes = svgToPng(svg);
    const file = hashedName(`og/${route === '/' ? 'inicio' : route.slice(1).replace(/\//g, '-')}.png`, bytes);
    write(`client/${file}`, bytes);
    cards[route] = file;
  }

  const scripts = { main: '/main.js', federation: federationScript(client) };
  const files = renderSite({ siteUrl, scripts, shared, cards });
  files.push({ file: 'build.json', content: JSON.stringify({ name: 'shell', buildId }, null, 2) });
  for (const { file, content } of files) write(file, content);
  fs.cpSync(publicDir, client, { recursive: true });
  const icons = iconFiles(fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8'));
  for (const { file, bytes } of icons) write(`client/${file}`, bytes);
  // Last: the worker precaches the offline page written above.
  const sw = await writeServiceWorker(client);
  const { files: compressed } = compressDir(client);
  console.log(
    `shell: wrote ${files.length} files, ${Object.keys(cards).length} cards, ${icons.length} icons, sw.js (${sw.count} precached); compressed ${compressed}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
