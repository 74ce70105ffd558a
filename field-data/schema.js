// @ts-check
// What a beacon may hold (the format: shared/src/telemetry/events.js), checked with valibot before
// anything is stored. Strict objects: an unknown key is an error, not something silently kept.
// Strings are bounded and may not carry control characters; markup in them is kept as text and
// escaped wherever it is shown (the /ops views).
const v = require('valibot');
const { BEACON_VERSION, VITALS, ISLAND_OUTCOMES, INTENT_KINDS, MAX } = require('../shared/src/telemetry/events');
const { APPS } = require('../shared/src/apps/apps');

// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
/** @param {number} max */
const text = (max) => v.pipe(v.string(), v.maxLength(max), v.regex(NO_CONTROL, 'control characters'));
/** @param {number} max */
const word = (max) => v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.regex(/^[\w./:@-]+$/, 'not a plain word'));

const app = v.picklist(APPS.map((a) => a.name));
const release = word(MAX.release);
const base = { app, release };

const event = v.variant('type', [
  v.strictObject({ type: v.literal('view'), ...base }),
  v.strictObject({
    type: v.literal('vital'),
    ...base,
    name: v.picklist(VITALS),
    value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX.value)),
  }),
  v.strictObject({
    type: v.literal('error'),
    ...base,
    name: text(MAX.name),
    message: v.optional(text(MAX.message)),
  }),
  v.strictObject({ type: v.literal('island'), ...base, name: v.picklist(ISLAND_OUTCOMES) }),
  v.strictObject({ type: v.literal('retry'), ...base }),
  v.strictObject({ type: v.literal('intent'), ...base, name: v.picklist(INTENT_KINDS), item: text(MAX.item) }),
]);

const beacon = v.strictObject({
  v: v.literal(BEACON_VERSION),
  route: v.pipe(text(MAX.route), v.startsWith('/')),
  shell: release,
  events: v.pipe(v.array(event), v.minLength(1), v.maxLength(MAX.events)),
});

/**
 * A parsed beacon, or the reason it is refused (for the log line; never echoed to the client).
 * @param {unknown} input
 * @returns {{ ok: true, beacon: import('../shared/src/telemetry/events').Beacon } | { ok: false, reason: string }}
 */
function checkBeacon(input) {
  const result = v.safeParse(beacon, input);
  if (result.success) return { ok: true, beacon: result.output };
  const issue = result.issues[0];
  const where = v.getDotPath(issue) || '(beacon)';
  return { ok: false, reason: `${where}: ${issue.message}` };
}

module.exports = { checkBeacon };
