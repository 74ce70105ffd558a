// The repository's one HTML escaper, for the browser bundles (through html.ts) and the Node side
// (island markers, the remotes include, the /ops views) alike: plain CommonJS so that both can load it.

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/**
 * Escapes text for HTML element content and quoted attribute values.
 * @param {unknown} value  null and undefined are ''
 * @returns {string}
 */
function escapeHtml(value) {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => HTML_ESCAPES[c]);
}

/**
 * A JSON document for an inline `<script type="application/json">` (or `ld+json`) block: `<`, `>`
 * and `&` as Unicode escapes, so no value can close the script or open a comment.
 * @param {unknown} data
 * @returns {string}
 */
function jsonForScript(data) {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

module.exports = { escapeHtml, jsonForScript };
