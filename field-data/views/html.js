// @ts-check
// What both /ops pages are made of: escaping, the document around a page's body, and a table in a
// region that scrolls sideways on a narrow screen. Every value from the data goes through
// escapeHtml (the repository's one escaper), in text and in (always double-quoted) attributes alike.
const { escapeHtml } = require('../../shared/src/security/escape');
const { styleElement } = require('./styles');

/**
 * A complete HTML document: no script; its one style is styles.js's (the CSP allows it by hash).
 * @param {{ lang: string, title: string, body: string }} page  body: HTML, already escaped
 */
function renderDocument({ lang, title, body }) {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
${styleElement()}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * A header cell of a column.
 * @param {string} label  text (escaped here)
 * @param {{ num?: boolean }} [options]  num: a column of numbers (aligned right)
 */
function colHeader(label, { num = false } = {}) {
  return `<th scope="col"${num ? ' class="num"' : ''}>${escapeHtml(label)}</th>`;
}

/**
 * A table with a caption, in a focusable region named by that caption, so that a keyboard can
 * scroll it when it is wider than the screen.
 * @param {{ id: string, caption: string, head: string[], body: string, foot?: string }} table
 *   id: unique in the page; caption: text; head: header cells (HTML, colHeader); body: one or more
 *   <tbody> (HTML); foot: the rows of a <tfoot> (HTML)
 */
function renderTable({ id, caption, head, body, foot = '' }) {
  return `<div class="scroll" role="region" tabindex="0" aria-labelledby="${escapeHtml(id)}">
<table>
<caption id="${escapeHtml(id)}">${escapeHtml(caption)}</caption>
<thead><tr>${head.join('')}</tr></thead>
${body}${foot ? `\n<tfoot>${foot}</tfoot>` : ''}
</table>
</div>`;
}

module.exports = { escapeHtml, renderDocument, colHeader, renderTable };
