#!/usr/bin/env node
// For static hosting (nginx SSI, a CDN with ESI): writes the `/_mf/remotes/<name>.html` files the
// templates include, from a remotes config JSON. Re-run it whenever a remote moves.
//   node shell/server/write-remote-includes.js <remotes.json> <out dir, e.g. shell/dist/client/_mf/remotes>
const fs = require('fs');
const path = require('path');
const { remotesIncludeHtml } = require('./remoteIncludes');
const { readConfig } = require('./remoteConfig');

const [configFile, outDir] = process.argv.slice(2);
let remotes;
try {
  remotes = readConfig(path.resolve(configFile), (problem) => console.warn(`warning: ${problem}`));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
fs.mkdirSync(outDir, { recursive: true });
for (const name of [...Object.keys(remotes), 'none']) {
  fs.writeFileSync(path.join(outDir, `${name}.html`), remotesIncludeHtml(remotes, name));
}
console.log(`wrote ${Object.keys(remotes).length + 1} files to ${outDir}`);
