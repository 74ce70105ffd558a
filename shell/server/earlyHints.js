// @ts-check
// The Link header that asks the browser for a page's scripts with the page's headers, before its
// HTML has arrived (issue 20, part 3): the shell's own script and the entry of the remote whose island
// the page holds. Both servers send the same: the Node composer per page (composePage.js), the nginx
// configuration per route (production/nginx/generate.js reads the same templates). Each hint keeps the
// priority and mode the page itself gives them (fetchpriority=low; the entry is crossorigin).
// Off unless PRELOAD_HINTS=1: a page starts its scripts once it has painted
// (shared/src/islands/startScripts.js), and a hint makes them arrive before that paint, which
// Lighthouse's estimate of the largest paint then counts (LCP 0.7 → 1.3 s on island routes,
// docs/performance.md). Turned on, the hinted scripts download early and still run after the paint.
// 103 Early Hints would send them before the page is composed; nginx 1.22 cannot (1.29 can).
const { entryUrl } = require('./remoteIncludes');
const { envFlag } = require('../../serving/env');
const { SHELL_SCRIPTS_ID } = require('../../shared/src/islands/markers');
const { readJsonScript } = require('../../shared/src/islands/jsonScripts');

const REMOTES_INCLUDE = /<!--#\s*include\s+virtual="\/_mf\/remotes\/([a-z][\w-]*)(?:\/[\w-]+)?\.html"/;

/** Characters a URL may not carry inside `<…>` of a Link header. */
const UNSAFE = /[<>\s",;]/;

/**
 * What a page template asks for first: the shell's script and the remote whose entry it includes.
 * @param {string} template  its SSI source
 * @returns {{ script: string | null, remote: string | null }}
 */
function pageScripts(template) {
  return { script: shellScript(template), remote: REMOTES_INCLUDE.exec(template)?.[1] ?? null };
}

/**
 * The shell's script a template names in its JSON of the shell's scripts
 * (shell/src/document/htmlDocument.ts): a path on the site, or null.
 * @param {string} template
 */
function shellScript(template) {
  const scripts = readJsonScript(template, SHELL_SCRIPTS_ID);
  const main = scripts && typeof scripts === 'object' && 'main' in scripts ? scripts.main : null;
  return typeof main === 'string' && /^\/[^/]/.test(main) ? main : null;
}

/**
 * The Link header value for a page's scripts (pageScripts) under `remotes` (name → base URL); null
 * when there is none, or when PRELOAD_HINTS=0 (`enabled` false).
 * @param {{ script: string | null, remote: string | null }} scripts
 * @param {Record<string, string>} remotes @param {boolean} [enabled]
 * @returns {string | null}
 */
function linkHeader({ script, remote }, remotes, enabled = true) {
  if (!enabled) return null;
  const hints = [];
  if (script && !UNSAFE.test(script)) hints.push(`<${script}>; rel=preload; as=script; fetchpriority=low`);
  const entry = remote && remotes[remote] ? entryUrl(remotes[remote]) : null;
  if (entry && !UNSAFE.test(entry)) hints.push(`<${entry}>; rel=preload; as=script; crossorigin; fetchpriority=low`);
  return hints.length ? hints.join(', ') : null;
}

/** PRELOAD_HINTS: 1 sends the hints, 0 (default) does not (both servers; the bench compares the two). */
function hintsEnabled(env = process.env) {
  return envFlag(env, 'PRELOAD_HINTS', false);
}

module.exports = { pageScripts, linkHeader, hintsEnabled };
