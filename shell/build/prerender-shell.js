#!/usr/bin/env node
// Writes the shell's per-route templates, route list, contract, sitemap and robots from the Node
// bundle, and dist/build.json (its build id, for the deploy), then pre-compresses the client files.
process.env.NODE_ENV = process.env.NODE_ENV || 'production';
const fs = require('fs');
const path = require('path');
const { compressDir } = require('../../shared/build/compress');

const { distDir, sharedSingletons } = require('../../shared/build/common');

const dist = distDir(path.join(__dirname, '..'));
const { renderSite, buildId } = require(path.join(dist, 'server/templates.js'));
const siteUrl = process.env.SITE_URL || undefined; // default: BUSINESS.defaultSiteUrl
// The versions the host puts in the share scope (the same call as shell/webpack.config.js).
const shared = Object.fromEntries(Object.entries(sharedSingletons({ checkVersions: false, eager: true })).map(([key, s]) => [key, s.version]));
const files = renderSite({ siteUrl, mainScript: '/main.js', shared });
files.push({ file: 'build.json', content: JSON.stringify({ name: 'shell', buildId }, null, 2) });
for (const { file, content } of files) {
  const out = path.join(dist, file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, content);
}
fs.cpSync(path.join(__dirname, '../public'), path.join(dist, 'client'), { recursive: true });
const { files: compressed } = compressDir(path.join(dist, 'client'));
console.log(`shell: wrote ${files.length} files; compressed ${compressed}`);
