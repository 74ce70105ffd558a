// @ts-check
// The owner's intents page's words and dates: the kinds' Spanish names, UTC days written as
// 'YYYY-MM-DD', and ISO weeks (Monday to Sunday).
const { INTENT_KINDS } = require('../../shared/src/telemetry/events');

/** @typedef {import('../../shared/src/telemetry/events').IntentKind} IntentKind */

/** @type {Record<IntentKind, string>} */
const KIND_LABELS = {
  whatsapp: 'Cotización por WhatsApp',
  'order-document': 'Pedido descargado',
  contact: 'Formulario de contacto',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * @param {unknown} kind
 * @returns {kind is IntentKind}
 */
function isIntentKind(kind) {
  return /** @type {readonly unknown[]} */ (INTENT_KINDS).includes(kind);
}

/** @param {number} ms  the UTC day it falls in: 'YYYY-MM-DD' */
function dayKey(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The start (00:00 UTC) of a day written 'YYYY-MM-DD', or null when it is not a real date.
 * @param {string} text
 */
function parseDay(text) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || dayKey(ms) !== text ? null : ms;
}

/** @param {number} ms  the start of its UTC day */
function startOfDay(ms) {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/**
 * The ISO week a day is in: Monday to Sunday, numbered in the year its Thursday falls in.
 * @param {number} day  the start of a UTC day
 * @returns {{ key: string, year: number, week: number, monday: number, sunday: number }}
 */
function isoWeekOf(day) {
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  const thursday = monday + 3 * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return { key: `${year}-W${String(week).padStart(2, '0')}`, year, week, monday, sunday: monday + 6 * DAY_MS };
}

module.exports = { KIND_LABELS, DAY_MS, isIntentKind, dayKey, parseDay, startOfDay, isoWeekOf };
