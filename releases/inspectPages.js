#!/usr/bin/env node
// Child process of readBuild.js: loads each named server bundle of a remote's build and reports
// what its default export is, as JSON on stdout. Runs apart so a bundle that throws, hangs or
// pollutes globals cannot harm the deploy. Usage: node inspectPages.js <server dir> <Name>...
process.env.NODE_ENV = process.env.NODE_ENV || 'production';
const fs = require('fs');
const path = require('path');
const { errorMessage } = require('../serving/errors');

const [serverDir, ...names] = process.argv.slice(2);
/** @type {Record<string, string>} the default export's `typeof` by page, or what went wrong */
const facts = {};
for (const name of names) {
  const file = path.join(serverDir, `${name}.js`);
  if (!fs.existsSync(file)) {
    facts[name] = 'missing file';
    continue;
  }
  try {
    const mod = require(file);
    facts[name] = typeof mod.default;
  } catch (error) {
    facts[name] = `load error: ${errorMessage(error).split('\n')[0]}`;
  }
}
process.stdout.write(JSON.stringify(facts));
