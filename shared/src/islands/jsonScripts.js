// @ts-check
// A page's inline JSON blocks (markers.js: REMOTES_SCRIPT_ID, REMOTE_SCRIPTS_ID, SHELL_SCRIPTS_ID):
// how the templates and the server write one, and how the server reads one back from a template
// (shell/server/earlyHints.js). The browser reads them by id; this file stays out of its bundles.
const { jsonForScript } = require('../security/escape');

/**
 * The inline JSON block with this id.
 * @param {string} id
 * @param {unknown} value
 */
function jsonScriptTag(id, value) {
  return `<script id="${id}" type="application/json">${jsonForScript(value)}</script>`;
}

/**
 * The value of the block with this id in a page or template, as jsonScriptTag wrote it, or null
 * when it is missing or not JSON.
 * @param {string} html
 * @param {string} id
 * @returns {unknown}
 */
function readJsonScript(html, id) {
  const text = html.match(new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`))?.[1];
  try {
    return text === undefined ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

exports.jsonScriptTag = jsonScriptTag;
exports.readJsonScript = readJsonScript;
