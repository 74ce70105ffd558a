// @ts-check
// The shop owner's page of purchase intents (/ops/intenciones), in Spanish: how many times visitors
// asked for a WhatsApp quote, downloaded an order or sent the contact form, per product or service,
// per week and day, per kind, and the pages that brought them. Counts only. Pure: data in, HTML out.
const { escapeHtml, renderDocument, colHeader, renderTable } = require('./html');
const { INTENT_KINDS } = require('../../shared/src/telemetry/events');
const { KIND_LABELS, DAY_MS, isIntentKind, dayKey, parseDay, startOfDay, isoWeekOf } = require('./intentsShared');

/**
 * @typedef {import('./intentsShared').IntentKind} IntentKind
 * @typedef {{ day: string, kind: string, item: string | null, app: string, route: string, count: number }} IntentRow
 * @typedef {{ cells: string[], counts: Record<IntentKind, number>, total: number }} Line
 *   cells: the row's leading cells (HTML, escaped), the first its header
 * @typedef {{ heading?: string, lines: Line[] }} Group
 */

const TITLE = 'Intenciones de compra — Estampa RD';
const PAGE_PATH = '/ops/intenciones';
const CSV_PATH = '/ops/intenciones.csv';
const DEFAULT_DAYS = 28;
const MAX_DAYS = 366;
const COUNT = new Intl.NumberFormat('es-DO', { maximumFractionDigits: 0 });
const LONG_DATE = new Intl.DateTimeFormat('es-DO', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const WEEKDAY = new Intl.DateTimeFormat('es-DO', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const MOMENT = new Intl.DateTimeFormat('es-DO', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' });

/**
 * The period asked for in the page's query: desde and hasta, 'YYYY-MM-DD', UTC days, both included;
 * by default the 28 days through today. The answer is [since, until) in ms: since is the start
 * (00:00 UTC) of the first day, until the start of the day after the last (so, as the store reads
 * it, hour >= since && hour < until).
 * @param {URLSearchParams} searchParams
 * @param {number} [now]
 * @returns {{ since: number, until: number } | { error: string }}
 */
function parseIntentsQuery(searchParams, now = Date.now()) {
  const desde = (searchParams.get('desde') ?? '').trim();
  const hasta = (searchParams.get('hasta') ?? '').trim();
  const from = desde ? parseDay(desde) : undefined;
  const to = hasta ? parseDay(hasta) : startOfDay(now);
  if (from === null) return { error: 'La fecha «desde» no es válida (use AAAA-MM-DD).' };
  if (to === null) return { error: 'La fecha «hasta» no es válida (use AAAA-MM-DD).' };
  const since = from ?? to - (DEFAULT_DAYS - 1) * DAY_MS;
  if (since > to) return { error: 'La fecha «desde» no puede ser posterior a «hasta».' };
  if ((to - since) / DAY_MS + 1 > MAX_DAYS) return { error: `El periodo no puede pasar de ${MAX_DAYS} días.` };
  return { since, until: to + DAY_MS };
}

/** @param {number} n */
const count = (n) => COUNT.format(n);
/** @param {string | null} item */
const itemCell = (item) => escapeHtml(item) || '(sin producto)';

/**
 * Rows added up per key, the largest totals first.
 * @param {IntentRow[]} rows
 * @param {(row: IntentRow) => string} keyOf
 * @param {(row: IntentRow) => string[]} cellsOf
 * @returns {Line[]}
 */
function tally(rows, keyOf, cellsOf) {
  /** @type {Map<string, Line>} */
  const lines = new Map();
  for (const row of rows) {
    const key = keyOf(row);
    const line = lines.get(key) ?? {
      cells: cellsOf(row),
      counts: { whatsapp: 0, 'order-document': 0, contact: 0 },
      total: 0,
    };
    const n = Number(row.count) || 0;
    line.counts[/** @type {IntentKind} */ (row.kind)] += n;
    line.total += n;
    lines.set(key, line);
  }
  return [...lines.entries()].sort(([a, x], [b, y]) => y.total - x.total || (a < b ? -1 : 1)).map(([, line]) => line);
}

/**
 * Rows in groups (weeks, days), in time order.
 * @param {IntentRow[]} rows
 * @param {(row: IntentRow) => string} groupOf  a key that sorts in time order
 * @param {(key: string, lines: Line[]) => string} headingOf
 * @returns {Group[]}
 */
function groupsOf(rows, groupOf, headingOf) {
  const keys = [...new Set(rows.map(groupOf))].sort();
  return keys.map((key) => {
    const lines = tally(
      rows.filter((r) => groupOf(r) === key),
      (r) => r.item ?? '',
      (r) => [itemCell(r.item)],
    );
    return { heading: headingOf(key, lines), lines };
  });
}

/** @param {Line} line */
function lineRow({ cells, counts, total }) {
  const [first, ...rest] = cells;
  const numbers = [...INTENT_KINDS.map((k) => counts[k]), total].map((n) => `<td class="num">${count(n)}</td>`);
  return `<tr><th scope="row">${first}</th>${rest.map((c) => `<td>${c}</td>`).join('')}${numbers.join('')}</tr>`;
}

/**
 * @param {{ id: string, caption: string, heads: string[], groups: Group[], foot?: Line }} table
 *   heads: the leading columns' names (the counts' columns follow)
 */
function countsTable({ id, caption, heads, groups, foot }) {
  const width = heads.length + INTENT_KINDS.length + 1;
  const body = groups.map(({ heading, lines }) => {
    const top = heading ? `<tr><th scope="rowgroup" colspan="${width}">${heading}</th></tr>\n` : '';
    return `<tbody>\n${top}${lines.map((line) => lineRow(line)).join('\n')}\n</tbody>`;
  });
  return renderTable({
    id,
    caption,
    head: [
      ...heads.map((h) => colHeader(h)),
      ...[...INTENT_KINDS.map((k) => KIND_LABELS[k]), 'Total'].map((h) => colHeader(h, { num: true })),
    ],
    body: body.join('\n'),
    foot: foot && lineRow(foot),
  });
}

/** @param {Line[]} lines */
const totalOf = (lines) => lines.reduce((sum, l) => sum + l.total, 0);
/** @param {number} n */
const intents = (n) => `${count(n)} ${n === 1 ? 'intención' : 'intenciones'}`;

/**
 * @param {IntentRow[]} rows
 * @param {number} since  the period: [since, until)
 * @param {number} until
 */
function weekGroups(rows, since, until) {
  const weekKey = (/** @type {IntentRow} */ r) => isoWeekOf(/** @type {number} */ (parseDay(r.day))).key;
  const weekOfKey = new Map(rows.map((r) => [weekKey(r), isoWeekOf(/** @type {number} */ (parseDay(r.day)))]));
  return groupsOf(rows, weekKey, (key, lines) => {
    const week = /** @type {ReturnType<typeof isoWeekOf>} */ (weekOfKey.get(key));
    const partial = week.monday < since || week.sunday >= until ? ', solo los días del periodo' : '';
    return `Semana ${week.week} de ${week.year}: ${LONG_DATE.formatRange(week.monday, week.sunday)} (${intents(totalOf(lines))}${partial})`;
  });
}

/** @param {IntentRow[]} rows */
function dayGroups(rows) {
  return groupsOf(
    rows,
    (r) => r.day,
    (key, lines) => `${WEEKDAY.format(/** @type {number} */ (parseDay(key)))} (${intents(totalOf(lines))})`,
  );
}

/** @param {Line} all  every intent of the period */
function totalsTable(all) {
  const rows = INTENT_KINDS.map(
    (k) => `<tr><th scope="row">${KIND_LABELS[k]}</th><td class="num">${count(all.counts[k])}</td></tr>`,
  );
  return renderTable({
    id: 'totales-tabla',
    caption: 'Intenciones del periodo, por tipo',
    head: [colHeader('Tipo'), colHeader('Intenciones', { num: true })],
    body: `<tbody>\n${rows.join('\n')}\n</tbody>`,
    foot: `<tr><th scope="row">Total</th><td class="num">${count(all.total)}</td></tr>`,
  });
}

/** @param {string} heading @param {string} content */
const section = (heading, content) => `<h2>${heading}</h2>\n${content}`;
const ITEM = 'Producto o servicio';

/** @param {IntentRow[]} rows  of known kinds and days @param {number} since @param {number} until */
function dataSections(rows, since, until) {
  if (!rows.length) return section('Totales', '<p>No hubo intenciones de compra en este periodo.</p>');
  const [all] = tally(
    rows,
    () => '',
    () => ['Total'],
  );
  const items = tally(
    rows,
    (r) => r.item ?? '',
    (r) => [itemCell(r.item)],
  );
  const routes = tally(
    rows,
    (r) => `${r.route}\n${r.app}`,
    (r) => [`<code>${escapeHtml(r.route)}</code>`, escapeHtml(r.app)],
  );
  return [
    section('Totales', totalsTable(all)),
    section(
      'Por producto o servicio',
      countsTable({
        id: 'productos-tabla',
        caption: 'Intenciones por producto o servicio',
        heads: [ITEM],
        groups: [{ lines: items }],
        foot: all,
      }),
    ),
    section(
      'Por semana',
      countsTable({
        id: 'semanas-tabla',
        caption: 'Intenciones por semana (de lunes a domingo)',
        heads: [ITEM],
        groups: weekGroups(rows, since, until),
      }),
    ),
    section(
      'Por día',
      countsTable({ id: 'dias-tabla', caption: 'Intenciones por día', heads: [ITEM], groups: dayGroups(rows) }),
    ),
    section(
      'Páginas que las generan',
      countsTable({
        id: 'paginas-tabla',
        caption: 'Intenciones por página del sitio',
        heads: ['Página', 'App'],
        groups: [{ lines: routes }],
        foot: { ...all, cells: ['Total', ''] },
      }),
    ),
  ].join('\n');
}

/** @param {number | undefined} since  the first day @param {number | undefined} last  the last day */
function periodForm(since, last) {
  const value = (/** @type {number | undefined} */ ms) => (ms === undefined ? '' : ` value="${dayKey(ms)}"`);
  return `<form method="get" action="${PAGE_PATH}">
<label for="desde">Desde <input type="date" id="desde" name="desde"${value(since)}></label>
<label for="hasta">Hasta <input type="date" id="hasta" name="hasta"${value(last)}></label>
<button type="submit">Ver periodo</button>
</form>`;
}

/** @param {number} ms  "8 de mayo de 2024 a las 12:05 p. m. UTC"; "—" for what is not a time */
function momentOf(ms) {
  return Number.isFinite(ms) && !Number.isNaN(new Date(ms).getTime()) ? `${MOMENT.format(ms)} UTC` : '—';
}

/** @param {number} generatedAt @param {number | undefined} since @param {number | undefined} last */
function intro(generatedAt, since, last) {
  return `<h1>Intenciones de compra</h1>
<p>Cuántas veces los visitantes pidieron una cotización por WhatsApp, descargaron un pedido o enviaron el formulario de contacto. Solo conteos: ningún dato de las personas. Los días son de 24 horas UTC (empiezan a las 8:00 p.&nbsp;m. del día anterior en Santo Domingo). Actualizado el ${momentOf(generatedAt)}.</p>
${periodForm(since, last)}`;
}

/**
 * The owner's page: a complete HTML document. With an error (parseIntentsQuery's), the error in
 * place of the data.
 * @param {{ rows?: IntentRow[], since?: number, until?: number, generatedAt: number, error?: string }} input
 *   since, until: the period, [since, until) as parseIntentsQuery gives it
 * @returns {string}
 */
function renderIntentsPage({ rows = [], since, until, generatedAt, error }) {
  if (error || since === undefined || until === undefined || !(since < until)) {
    const alert = `<p role="alert">${escapeHtml(error || 'El periodo no es válido.')}</p>`;
    return renderDocument({ lang: 'es', title: TITLE, body: `${intro(generatedAt, undefined, undefined)}\n${alert}` });
  }
  const last = Math.max(since, until - DAY_MS);
  const csv = `${CSV_PATH}?${new URLSearchParams({ desde: dayKey(since), hasta: dayKey(last) })}`;
  const known = rows.filter((r) => isIntentKind(r.kind) && parseDay(r.day) !== null);
  const body = `${intro(generatedAt, since, last)}
<p>Periodo: ${LONG_DATE.formatRange(since, last)}. <a href="${escapeHtml(csv)}" download>Descargar estos datos (CSV)</a></p>
${dataSections(known, since, until)}`;
  return renderDocument({ lang: 'es', title: TITLE, body });
}

module.exports = { renderIntentsPage, parseIntentsQuery };
