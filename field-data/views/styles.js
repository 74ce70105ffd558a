// @ts-check
// The /ops pages' one inline stylesheet, and the Content-Security-Policy that allows exactly it (by
// its sha256, computed here when the module loads, so the two cannot drift apart). The pages have no
// script, no style attribute and no image: the policy allows nothing else.
const { createHash } = require('node:crypto');

/** Readable on a phone: tables scroll sideways in their own region; focus is always visible. */
const STYLE = `
:root { color-scheme: light; --fg: #1b1b1b; --muted: #4d4d4d; --line: #c4c4c4; --head: #f1f3f5;
  --accent: #0a56a3; --bad: #a3102a; --good: #196629; }
* { box-sizing: border-box; }
body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: #fff; }
main { max-width: 75rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
h2 { font-size: 1.3rem; margin: 2rem 0 .5rem; border-bottom: 2px solid var(--line); }
h3 { font-size: 1.05rem; margin: 1.25rem 0 .4rem; }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, [tabindex]:focus-visible {
  outline: 3px solid var(--accent); outline-offset: 2px; }
.scroll { overflow-x: auto; margin: 0 0 1rem; }
table { border-collapse: collapse; min-width: 100%; }
caption { text-align: left; font-weight: 600; padding: .25rem 0; }
th, td { padding: .35rem .6rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; white-space: nowrap; }
thead th, tbody th[scope="rowgroup"] { background: var(--head); }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.text { white-space: normal; min-width: 16rem; overflow-wrap: anywhere; }
tfoot th, tfoot td { font-weight: 600; border-top: 2px solid var(--line); }
.muted, .n { color: var(--muted); }
.n { display: block; font-size: .85em; }
.worse { color: var(--bad); font-weight: 600; }
.better { color: var(--good); font-weight: 600; }
.charts { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr)); }
figure { margin: 0; }
figcaption { font-size: .9rem; color: var(--muted); }
svg.chart { display: block; width: 100%; height: auto; }
.chart .views { fill: var(--accent); }
.chart .errors { fill: var(--bad); }
.chart .axis { stroke: var(--muted); }
.chart text { font-size: 11px; fill: var(--fg); }
form { display: flex; flex-wrap: wrap; gap: .75rem; align-items: end; margin: 1rem 0; }
label { display: flex; flex-direction: column; font-weight: 600; }
input, button { font: inherit; padding: .35rem .5rem; }
button { color: #fff; background: var(--accent); border: 0; border-radius: 4px; }
[role="alert"] { border: 2px solid var(--bad); padding: .75rem 1rem; color: var(--bad); font-weight: 600; }
`;

/** The CSP source that allows STYLE and nothing else. */
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}`;

/** The one <style> element of a page, its text exactly STYLE. */
function styleElement() {
  return `<style>${STYLE}</style>`;
}

/** The Content-Security-Policy of the /ops pages (to send as a header with each of them). */
function pageCsp() {
  return [
    "default-src 'none'",
    `style-src '${STYLE_HASH}'`,
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

module.exports = { STYLE, styleElement, pageCsp };
