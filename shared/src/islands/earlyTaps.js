// @ts-check
// Taps and typing on an island before main.js has run. A page paints from its HTML long before the
// shell's main.js (async, about 86 KB gzip) has arrived and run on a phone; a tap in that window
// would land on buttons with no handler. So every page with an island runs these few lines inline
// in its <head>: they keep such events, and main.js's replay (shell/src/remotes/earlyEvents.ts)
// takes them over in its first task. Inline, because a script of its own would wait for its own
// download; the Content-Security-Policy allows exactly this text by its hash
// (serving/security-headers.js) and no other inline script. Hand-written and kept tiny: it
// runs on every island page before anything else, and no library covers the time before a
// framework has arrived.
const { CHUNKS_SCRIPT_ID, ISLAND_ATTR } = require('./markers');

/** The global the inline script leaves for main.js: `{ events: Event[], stop(): void }`. */
const EARLY_TAPS_GLOBAL = '__estampaEarlyTaps';
/** Native behaviour that is never held (it already happened, or navigates): a click there is not kept. */
const NATIVE_CONTROLS = 'a[href],input,select,textarea,label,summary,option';
/** The control that shows a held tap was received (aria-busy). */
const TAP_CONTROL = 'button,[role="button"]';
/** A control held for replay this long shows it was received. */
const BUSY_AFTER_MS = 100;

const s = JSON.stringify;
/**
 * The inline script, ES5 so that it parses everywhere. It keeps clicks (keyboard activation
 * included) on an island's non-native elements, holding their default (a button's form submit)
 * for the replay, and input/change events; after BUSY_AFTER_MS a held control gets aria-busy.
 * `stop()` (main.js) removes its listeners and its pending busy marks.
 * Once the page has painted its first content (a 'paint' observer; without one, soon after load),
 * it also preloads the page module's chunks
 * the server listed (CHUNKS_SCRIPT_ID, shell/server/remoteIncludes.js), as the module loader will
 * ask for them (a low-priority CORS script). After the paint, not in the HTML: Lighthouse counts
 * every script that arrives before the first paint as needed for the largest paint (+0.35 s of
 * LCP on island pages, measured), and the paint never needs them.
 */
const EARLY_TAP_SCRIPT =
  '(function(d,w){var q=[],m=[],t=["click","input","change"];' +
  'function h(e){var x=e.target;' +
  `if(!(x instanceof Element)||!x.closest(${s(`[${ISLAND_ATTR}]`)}))return;` +
  `if(e.type==="click"){if(x.closest(${s(NATIVE_CONTROLS)}))return;e.preventDefault();` +
  `var c=x.closest(${s(TAP_CONTROL)})||x;m.push(setTimeout(function(){c.setAttribute("aria-busy","true")},${BUSY_AFTER_MS}))}` +
  'q.push(e)}' +
  't.forEach(function(n){d.addEventListener(n,h,true)});' +
  'var p=0;function g(){var j=d.getElementById(' +
  s(CHUNKS_SCRIPT_ID) +
  ');if(p||!j)return;p=1;' +
  'try{JSON.parse(j.textContent).forEach(function(u){var l=d.createElement("link");' +
  'l.rel="preload";l.setAttribute("as","script");l.crossOrigin="anonymous";l.setAttribute("fetchpriority","low");l.href=u;d.head.appendChild(l)})}catch(x){}}' +
  'try{new PerformanceObserver(function(l,o){l.getEntries().forEach(function(e){if(e.name==="first-contentful-paint"){o.disconnect();setTimeout(g)}})}).observe({type:"paint",buffered:true})}catch(x){}' +
  'w.addEventListener("load",function(){setTimeout(g,500)});' +
  `w[${s(EARLY_TAPS_GLOBAL)}]={events:q,stop:function(){t.forEach(function(n){d.removeEventListener(n,h,true)});m.forEach(clearTimeout)}}` +
  '})(document,window)';

exports.EARLY_TAPS_GLOBAL = EARLY_TAPS_GLOBAL;
exports.NATIVE_CONTROLS = NATIVE_CONTROLS;
exports.TAP_CONTROL = TAP_CONTROL;
exports.BUSY_AFTER_MS = BUSY_AFTER_MS;
exports.EARLY_TAP_SCRIPT = EARLY_TAP_SCRIPT;
