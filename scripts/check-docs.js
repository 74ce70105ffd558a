#!/usr/bin/env node
// Checks the links between the README and docs/: every relative Markdown link ([text](path#anchor))
// points at a file that exists and, with an anchor, at a heading it has (GitHub's slugs); every
// `docs/….md` named in backticks exists. Hand-written (40 lines) rather than a link checker
// package: those also fetch external URLs, which this machine and CI cannot reach.
//   node scripts/check-docs.js        exit 1 listing each broken link with its file and line
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. @param {string} heading */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown file: its headings' (outside code blocks) and `<a id="…">`s. @param {string} text */
function anchorsOf(text) {
  const anchors = new Set();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (m) anchors.add(slug(m[1]));
    for (const [, id] of line.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(id);
  }
  return anchors;
}

/** Broken links of one file, as "file:line: message". @param {string} file relative to the root */
function brokenLinks(file) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  /** @type {string[]} */
  const problems = [];
  text.split('\n').forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue; // http(s), mailto: not checked here
      const [rel, anchor] = target.split('#');
      const abs = rel ? path.resolve(path.dirname(path.join(ROOT, file)), rel) : path.join(ROOT, file);
      if (!fs.existsSync(abs)) problems.push(`${where}: ${target}: no such file`);
      else if (anchor && abs.endsWith('.md') && !anchorsOf(fs.readFileSync(abs, 'utf8')).has(anchor))
        problems.push(`${where}: ${target}: no heading with that anchor`);
    }
    for (const [, named] of line.matchAll(/`(docs\/[\w.-]+\.md)`/g))
      if (!fs.existsSync(path.join(ROOT, named))) problems.push(`${where}: \`${named}\`: no such file`);
  });
  return problems;
}

function main() {
  const files = [
    'README.md',
    ...fs
      .readdirSync(path.join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  const problems = files.flatMap(brokenLinks);
  if (problems.length) {
    console.error(`check-docs: ${problems.length} broken link(s):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`check-docs: the links of ${files.length} files resolve`);
}

if (require.main === module) main();

module.exports = { slug, anchorsOf, brokenLinks };
