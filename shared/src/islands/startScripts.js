// @ts-check
// Every page's scripts begin once the page has painted its content, never before. A page paints
// from its server HTML; none of its scripts is needed for that paint. Begun in the HTML (an async
// `main.js`, preloads of the page's remote entry and the federation host), they raced the first
// paint: on a fast link they arrived before it, and Lighthouse's estimate of the largest paint
// counts every script that has arrived by then (unless its run shows up after the paint as a task
// of 10 ms or more; a small script's run never does). Measured on this machine: LCP 1.36–1.89 s
// with the scripts in the HTML (median of 3), 0.66–0.83 s on all 21 routes with this (median of
// 5; docs/performance.md).
//
// So each page carries this inline script (ES5, so that it parses everywhere) and two JSON lists:
// - SHELL_SCRIPTS_ID, written by the shell's build into the page template:
//   `{ "main": "/main.js", "preload": ["/federation.<hash>.js"] }` (preload on island pages only);
// - REMOTE_SCRIPTS_ID, written by the server with the page's remotes (shell/server/remoteIncludes.js):
//   the page's remote entry, then its module's chunks, fetched as CORS scripts as the module loader
//   will ask for them.
// At the first contentful paint (a 'paint' observer) it adds `main.js` and preloads the rest at low
// priority, so all of them download side by side. Where paint timing is missing it starts after the
// next frame once the document is parsed; a page never painted (a tab opened in the background)
// starts soon after load. Inline because a script of its own would be one more download before
// anything starts; the Content-Security-Policy allows exactly this text by its hash
// (serving/security-headers.js). Hand-written and tiny: no library covers the time before our
// scripts have arrived.
//
// The load event waits for the page to come to life. Started at the paint, the scripts used to
// arrive after `load` on these small pages, and hydration came 60–500 ms after it: a test (or a
// tool) that acts once the page has loaded, and reads the result at once, saw the page before its
// scripts (a filter not applied yet, an alert not shown yet). So once the document is parsed, a
// page with roots to hydrate and a `main.js` to start keeps its load event pending with a hidden
// empty frame whose document is left open (a frame delays its parent's load until it has loaded);
// main.js removes it once every root has settled, hydrated or not (shell/src/app/loadHold.ts), and
// so does a failed `main.js`, or LOAD_HOLD_MAX_MS at the latest. A tab opened in the background is
// not held. No request is involved, so nothing changes in what the first paint waits for (or in
// Lighthouse's estimate of it); only `load` comes later.

const { LOAD_HOLD_GLOBAL, REMOTE_SCRIPTS_ID, SHELL_SCRIPTS_ID } = require('./markers');
const { HELD_ROOTS } = require('./earlyTaps');

/** After load, a page that has not painted (a background tab) starts this much later. */
const UNPAINTED_START_MS = 500;
/** The load event is held for the page's roots this long at most after the document is parsed. */
const LOAD_HOLD_MAX_MS = 10000;

const s = JSON.stringify;
const START_SCRIPTS =
  '(function(d,w){var k=0;' +
  'function j(i){var e=d.getElementById(i);try{return e?JSON.parse(e.textContent):null}catch(x){return null}}' +
  'function a(l){return Object.prototype.toString.call(l)==="[object Array]"?l:[]}' +
  'function p(u,c){if(typeof u!=="string")return;var l=d.createElement("link");l.rel="preload";l.setAttribute("as","script");' +
  'if(c)l.crossOrigin="anonymous";l.setAttribute("fetchpriority","low");l.href=u;d.head.appendChild(l)}' +
  // r(): ends the hold (once); h(): begins it on a page with roots and a main.js, unless already
  // ended or the page is hidden (a background tab never paints, so its scripts start after load).
  'var f=null,z=0;function r(){if(z)return;z=1;if(f&&f.parentNode)f.parentNode.removeChild(f);f=null}' +
  `w[${s(LOAD_HOLD_GLOBAL)}]={release:r};` +
  `function h(){var s=j(${s(SHELL_SCRIPTS_ID)})||{};if(z||typeof s.main!=="string"||!d.body||d.visibilityState==="hidden"||!d.querySelector(${s(HELD_ROOTS)}))return;` +
  'f=d.createElement("iframe");f.hidden=true;d.body.appendChild(f);' +
  `try{f.contentDocument.open()}catch(x){r();return}setTimeout(r,${LOAD_HOLD_MAX_MS})}` +
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",h);else h();' +
  `function g(){if(k)return;k=1;var s=j(${s(SHELL_SCRIPTS_ID)})||{};` +
  'if(typeof s.main==="string"){var m=d.createElement("script");m.onerror=r;m.src=s.main;d.head.appendChild(m)}' +
  `a(s.preload).forEach(function(u){p(u,0)});a(j(${s(REMOTE_SCRIPTS_ID)})).forEach(function(u){p(u,1)})}` +
  'var o=w.PerformanceObserver,t=o&&o.supportedEntryTypes;' +
  'if(t&&t.indexOf("paint")>=0){new o(function(l,b){l.getEntries().forEach(function(e){' +
  'if(e.name==="first-contentful-paint"){b.disconnect();setTimeout(g)}})}).observe({type:"paint",buffered:true})}' +
  'else{d.addEventListener("DOMContentLoaded",function(){w.requestAnimationFrame(function(){setTimeout(g)})})}' +
  `w.addEventListener("load",function(){setTimeout(g,${UNPAINTED_START_MS})})` +
  '})(document,window)';

exports.UNPAINTED_START_MS = UNPAINTED_START_MS;
exports.LOAD_HOLD_MAX_MS = LOAD_HOLD_MAX_MS;
exports.START_SCRIPTS = START_SCRIPTS;
