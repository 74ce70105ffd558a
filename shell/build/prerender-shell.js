#!/usr/bin/env node
// Writes the shell's per-route templates, route list, sitemap and robots from the Node bundle,
// then pre-compresses the client files.
process.env.NODE_ENV = process.env.NODE_ENV || 'production';
const fs = require('fs');
const path = require('path');
const { compressDir } = require('../../shared/build/compress');

const { distDir } = require('../../shared/build/common');

const dist = distDir(path.join(__dirname, '..'));
const { renderSite } = require(path.join(dist, 'server/templates.js'));
const siteUrl = process.env.SITE_URL || undefined; // default: BUSINESS.defaultSiteUrl
const files = renderSite({ siteUrl, mainScript: '/main.js' });
for (const { file, content } of files) {
  const out = path.join(dist, file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, content);
}
fs.cpSync(path.join(__dirname, '../public'), path.join(dist, 'client'), { recursive: true });
const { files: compressed } = compressDir(path.join(dist, 'client'));
console.log(`shell: wrote ${files.length} files; compressed ${compressed}`);
