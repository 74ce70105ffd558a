// @ts-check
// Field data (real-user monitoring): the words a beacon is made of, read by the browser's
// collector (shell/src/telemetry) and by the server that checks and stores beacons
// (field-data). The only place they are spelled. (Plain CommonJS with JSDoc types, like
// ../islands/markers.js: Node requires it as it is, the shell imports it.)
//
// A beacon is one JSON object, POSTed to RUM_ENDPOINT with navigator.sendBeacon when the page is
// hidden or left (or MAX.events wait):
//
//   { "v": 1, "route": "/impresiones/dtf", "shell": "<shell build id>",
//     "events": [ { "type": "view", "app": "prints", "release": "<release or build id>" }, … ] }
//
// Every event names the app it belongs to and that app's release (an island's data-release, else
// its data-build; the shell's build id for the shell). Per type:
//   view    one per app shown on the page (the shell and each island), once per page load
//   vital   name: one of VITALS, value: ms (CLS: unitless score) — attributed to the island whose
//           element the metric's target is in, else to the shell
//   error   name: the error's constructor name ("TypeError"), message: its first MAX.message chars
//           (never a visitor's input: no form value is ever read)
//   island  name: one of ISLAND_OUTCOMES
//   retry   a remote entry or chunk fetched again (the shell's retry plugin)
//   intent  name: one of INTENT_KINDS, item: what it is for (a product or service slug)
// No cookies, no identifiers of the visitor, nothing the visitor typed, no query strings.

/** Where beacons go (same origin; the CSP's connect-src 'self' covers it). */
const RUM_ENDPOINT = '/api/rum';
/**
 * The User Timing mark (performance.mark) the collector sets once it listens: a browser's
 * performance panel shows it, and a test waits for it before it leaves the page.
 */
const COLLECTOR_MARK = 'field-data-collector';
/** The beacon format's version. */
const BEACON_VERSION = 1;

const EVENT_TYPES = /** @type {const} */ (['view', 'vital', 'error', 'island', 'retry', 'intent']);
const VITALS = /** @type {const} */ (['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
/** hydrated/rendered/failed as in data-island-state; fallback: the Spanish notice was shown. */
const ISLAND_OUTCOMES = /** @type {const} */ (['hydrated', 'rendered', 'failed', 'fallback']);
/** whatsapp: a WhatsApp quote link opened; order-document: the printable order downloaded; contact: the contact form sent. */
const INTENT_KINDS = /** @type {const} */ (['whatsapp', 'order-document', 'contact']);

/**
 * Purchase intents are marked in the markup, so that remotes need no code of the collector: an
 * element (or an ancestor of it) with INTENT_ATTR="<kind>" is an intent when clicked (a form: when
 * submitted), for the item in the nearest INTENT_ITEM_ATTR. Any click on a link to wa.me is a
 * 'whatsapp' intent even without the attribute (its item: the nearest INTENT_ITEM_ATTR, else the
 * page's route).
 */
const INTENT_ATTR = 'data-intent';
const INTENT_ITEM_ATTR = 'data-intent-item';

/** Limits a beacon must keep (the server answers 400 past them; the collector stays within). */
const MAX = /** @type {const} */ ({
  bytes: 16 * 1024,
  events: 50,
  route: 200,
  release: 100,
  name: 60,
  message: 200,
  item: 80,
  /** vitals above this (ms) are a clock glitch, not a measurement */
  value: 10 * 60 * 1000,
});

/** The app a vital, an error or an intent is attributed to when no island claims it. */
const SHELL_APP = 'shell';

/**
 * @typedef {(typeof EVENT_TYPES)[number]} EventType
 * @typedef {(typeof VITALS)[number]} VitalName
 * @typedef {(typeof ISLAND_OUTCOMES)[number]} IslandOutcome
 * @typedef {(typeof INTENT_KINDS)[number]} IntentKind
 * @typedef {{ type: EventType, app: string, release: string, name?: string, value?: number, item?: string, message?: string }} RumEvent
 * @typedef {{ v: typeof BEACON_VERSION, route: string, shell: string, events: RumEvent[] }} Beacon
 */

exports.RUM_ENDPOINT = RUM_ENDPOINT;
exports.COLLECTOR_MARK = COLLECTOR_MARK;
exports.BEACON_VERSION = BEACON_VERSION;
exports.EVENT_TYPES = EVENT_TYPES;
exports.VITALS = VITALS;
exports.ISLAND_OUTCOMES = ISLAND_OUTCOMES;
exports.INTENT_KINDS = INTENT_KINDS;
exports.MAX = MAX;
exports.INTENT_ATTR = INTENT_ATTR;
exports.INTENT_ITEM_ATTR = INTENT_ITEM_ATTR;
exports.SHELL_APP = SHELL_APP;
