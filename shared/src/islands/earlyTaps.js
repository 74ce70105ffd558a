// @ts-check
// Taps and typing before main.js has run, on a remote's island or on one of the shell's own roots
// (header, Home, Contact). A page paints from its HTML long before the shell's main.js (async, about
// 86 KB gzip) has arrived and run on a phone; a tap in that window would land on buttons with no
// handler. So every page runs these few lines inline in its <head>: they keep such events, and
// main.js's replay (shell/src/remotes/earlyEvents.ts) takes them over in its first task. Inline,
// because a script of its own would wait for its own download; the Content-Security-Policy allows
// exactly this text by its hash (serving/security-headers.js). Hand-written and kept tiny: it runs
// on every page before anything else, and no library covers the time before a framework has arrived.
const { ISLAND_ATTR, SHELL_ROOT_ATTR } = require('./markers');

/** The parts of a page whose early taps are held until they have hydrated: islands and the shell's roots. */
const HELD_ROOTS = `[${ISLAND_ATTR}],[${SHELL_ROOT_ATTR}]`;

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
 * included) on the non-native elements of a held root (an island, a shell root), holding their
 * default (a button's form submit) for the replay, and input/change events; after BUSY_AFTER_MS a
 * held control gets aria-busy.
 * `stop()` (main.js) removes its listeners and its pending busy marks. The page's scripts start
 * after its first paint (startScripts.js).
 */
const EARLY_TAP_SCRIPT =
  '(function(d,w){var q=[],m=[],t=["click","input","change"];' +
  'function h(e){var x=e.target;' +
  `if(!(x instanceof Element)||!x.closest(${s(HELD_ROOTS)}))return;` +
  `if(e.type==="click"){if(x.closest(${s(NATIVE_CONTROLS)}))return;e.preventDefault();` +
  `var c=x.closest(${s(TAP_CONTROL)})||x;m.push(setTimeout(function(){c.setAttribute("aria-busy","true")},${BUSY_AFTER_MS}))}` +
  'q.push(e)}' +
  't.forEach(function(n){d.addEventListener(n,h,true)});' +
  `w[${s(EARLY_TAPS_GLOBAL)}]={events:q,stop:function(){t.forEach(function(n){d.removeEventListener(n,h,true)});m.forEach(clearTimeout)}}` +
  '})(document,window)';

exports.EARLY_TAPS_GLOBAL = EARLY_TAPS_GLOBAL;
exports.HELD_ROOTS = HELD_ROOTS;
exports.NATIVE_CONTROLS = NATIVE_CONTROLS;
exports.TAP_CONTROL = TAP_CONTROL;
exports.BUSY_AFTER_MS = BUSY_AFTER_MS;
exports.EARLY_TAP_SCRIPT = EARLY_TAP_SCRIPT;
