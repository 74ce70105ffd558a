// What a remote's island may ask of the page around it. An island's own CSS reaches only its own
// elements: it is a <style> in <body> (build-tools/render-fragment.js), and HTML lets such a style
// match nothing before its parent. Rules that need the <body> or the shell's header and footer are
// the shell's, in its <head> (PAGE_HOOKS_CSS, in shell/src/document/htmlDocument.ts), and an island
// turns them on with these attributes (docs/REMOTE_CONTRACT.md, "Styles").
import { mq } from './theme';

/** On a bar fixed to the bottom of the screen on phones: the page keeps room for it below the footer. */
export const FIXED_BOTTOM_BAR_ATTR = 'data-fixed-bottom-bar';
/** The room kept for that bar on phones, in px. */
export const FIXED_BOTTOM_BAR_HEIGHT = 68;
/** On a bar that sticks under the header on phones: what scrolls into view stops below both. */
export const STICKY_TOP_BAR_ATTR = 'data-sticky-top-bar';
/** The room kept for that bar, in px (its 48 px and a border). */
export const STICKY_TOP_BAR_HEIGHT = 49;
/**
 * What scrolls into view (an anchor's section, a control reached with Tab) stops this far below
 * the top of the screen: under the sticky header (layout.headerHeight), with a little air.
 */
export const SCROLL_PADDING_TOP = 72;

/** On the one part of a page that is printed: on paper, everything else is hidden. */
export const PRINT_ONLY_ATTR = 'data-print-only';
/** On parts of a page that are never printed (with a print-only part on the page). */
export const SCREEN_ONLY_ATTR = 'data-screen-only';

const printing = `body:has([${PRINT_ONLY_ATTR}])`;

/** The shell's rules behind the hooks above. */
export const PAGE_HOOKS_CSS =
  // WCAG 2.4.11: a focused control is never hidden under the sticky header or a fixed bar.
  `html{scroll-padding-top:${SCROLL_PADDING_TOP}px}` +
  `${mq.belowMd}{` +
  `body:has([${FIXED_BOTTOM_BAR_ATTR}]){padding-bottom:${FIXED_BOTTOM_BAR_HEIGHT}px}` +
  `html:has([${FIXED_BOTTOM_BAR_ATTR}]){scroll-padding-bottom:${FIXED_BOTTOM_BAR_HEIGHT}px}` +
  `html:has([${STICKY_TOP_BAR_ATTR}]){scroll-padding-top:${SCROLL_PADDING_TOP + STICKY_TOP_BAR_HEIGHT}px}` +
  '}' +
  '@media print{' +
  `${printing} *{visibility:hidden!important}` +
  `${printing} [${PRINT_ONLY_ATTR}],${printing} [${PRINT_ONLY_ATTR}] *{visibility:visible!important}` +
  `${printing} :is(header,footer,nav,[${SCREEN_ONLY_ATTR}]){display:none!important}` +
  `[${PRINT_ONLY_ATTR}]{display:block!important;position:static}` +
  '@page{margin:12mm}' +
  '}';
