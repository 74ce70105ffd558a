// @ts-check
// The owner's intents as CSV (RFC 4180: CRLF line ends, a field with a comma, a quote or a line
// break in double quotes, its quotes doubled), safe to open in a spreadsheet: a text field that
// starts like a formula (=, +, -, @, or a tab or carriage return) gets a leading apostrophe, so it
// stays text. Kinds as the beacons name them (whatsapp, order-document, contact): the page says
// them in Spanish; a spreadsheet or a script filters on these.

/** @typedef {import('./intentsPage').IntentRow} IntentRow */

const HEADER = ['dia', 'tipo', 'producto_o_servicio', 'app', 'pagina', 'cantidad'];
/** The UTF-8 byte order mark: without it Excel reads the file as ANSI and garbles 'niño' or 'Sublimación'. */
const BOM = '\uFEFF';

/** @param {unknown} value  text, neutralised and quoted as needed */
function textField(value) {
  let text = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** @param {unknown} n  a count: a plain integer (0 for what is not a number) */
function countField(n) {
  const value = Number(n);
  return String(Number.isFinite(value) ? Math.trunc(value) : 0);
}

/**
 * @param {IntentRow[]} rows
 * @returns {string}  the byte order mark, the header line and one line per row, each ending in CRLF
 */
function intentsCsv(rows) {
  const lines = rows.map((r) =>
    [r.day, r.kind, r.item, r.app, r.route].map(textField).concat(countField(r.count)).join(','),
  );
  return BOM + [HEADER.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}

module.exports = { intentsCsv };
