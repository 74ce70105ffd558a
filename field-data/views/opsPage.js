// @ts-check
// The operators' page of the field data (/ops): per app, its releases' measures over the window,
// a running canary against its control, views and errors over time, recent errors, and the
// automatic rollbacks. English; a complete document with no script (its CSP: styles.js pageCsp).
// Pure: data in, HTML out; every string of the data is escaped.
const { escapeHtml, renderDocument, colHeader, renderTable } = require('./html');
const { formatCount, formatRate, formatTime, metricCell } = require('./opsFormat');
const { renderCanary } = require('./opsCanary');
const { renderSeriesChart } = require('./opsChart');

/**
 * @typedef {import('../../shared/src/telemetry/events').VitalName} VitalName
 * @typedef {{ views: number, errors: number, errorsPer1000: number | null, islandFailures: number,
 *   fallbacks: number, retries: number, p75: Record<VitalName, number | null>,
 *   samples: Record<VitalName, number> }} ReleaseStats
 * @typedef {{ name: string, message: string, count: number, last: number }} RecentError
 * @typedef {{ id: string, statuses: string[], stats: ReleaseStats,
 *   series: import('./opsChart').SeriesPoint[], recentErrors: RecentError[] }} Release
 * @typedef {{ app: string, canary: null | import('./opsCanary').Canary, releases: Release[] }} AppData
 * @typedef {{ app: string, from: string | null, to: string | null, reason: string, at: string }} Rollback
 *   from, to: as the switch recorded them (null: no release, shown as an empty cell)
 * @typedef {{ generatedAt: number, windowHours: number, apps: AppData[], rollbacks: Rollback[] }} OpsData
 */

const TITLE = 'Field data — Estampa RD operations';
const INTENTS_PATH = '/ops/intenciones';

/** @param {unknown} text */
const code = (text) => `<code>${escapeHtml(text)}</code>`;
/** @param {string} html */
const num = (html) => `<td class="num">${html}</td>`;

/** @param {Release} release */
function releaseRow({ id, statuses, stats }) {
  const status = escapeHtml((statuses ?? []).join(', ')) || '—';
  const cells = [
    formatCount(stats.views),
    metricCell('LCP', stats),
    metricCell('INP', stats),
    metricCell('CLS', stats),
    formatRate(stats.errorsPer1000),
    formatCount(stats.islandFailures),
    formatCount(stats.fallbacks),
    formatCount(stats.retries),
  ];
  return `<tr><th scope="row">${code(id)}</th><td>${status}</td>${cells.map(num).join('')}</tr>`;
}

/** @param {AppData} app @param {string} id @param {string} period */
function releasesTable(app, id, period) {
  if (!app.releases.length) return `<p>No release of ${escapeHtml(app.app)} has field data ${period}.</p>`;
  const head = ['Release', 'Status'].map((label) => colHeader(label));
  const numbers = ['Page views', 'p75 LCP', 'p75 INP', 'p75 CLS', 'JS errors per 1,000 views'];
  const counts = ['Island failures', 'Fallbacks shown', 'Chunk retries'];
  return renderTable({
    id,
    caption: `Releases of ${app.app}, ${period}`,
    head: [...head, ...[...numbers, ...counts].map((label) => colHeader(label, { num: true }))],
    body: `<tbody>\n${app.releases.map(releaseRow).join('\n')}\n</tbody>`,
  });
}

/** @param {AppData} app @param {string} id */
function errorsTable(app, id) {
  const rows = app.releases.flatMap((r) =>
    (r.recentErrors ?? []).map(
      (e) =>
        `<tr><td>${code(r.id)}</td><th scope="row">${code(e.name)}</th><td class="text">${escapeHtml(e.message) || '—'}</td>` +
        `${num(formatCount(e.count))}<td>${formatTime(e.last)}</td></tr>`,
    ),
  );
  if (!rows.length) return `<p>No JS errors recorded.</p>`;
  return renderTable({
    id,
    caption: `Recent JS errors of ${app.app}, per release`,
    head: [
      colHeader('Release'),
      colHeader('Error'),
      colHeader('Message'),
      colHeader('Count', { num: true }),
      colHeader('Last seen'),
    ],
    body: `<tbody>\n${rows.join('\n')}\n</tbody>`,
  });
}

/** @param {AppData} app @param {number} index @param {string} period */
function appSection(app, index, period) {
  const id = `app-${index + 1}`;
  const charts = app.releases.map((r) => renderSeriesChart(r.id, r.series ?? [])).filter(Boolean);
  return `<section aria-labelledby="${id}">
<h2 id="${id}">${escapeHtml(app.app)}</h2>
${app.canary ? renderCanary(app.canary, app.releases, `${id}-canary`) : ''}
<h3>Releases</h3>
${releasesTable(app, `${id}-releases`, period)}
<h3>Views and errors over time</h3>
${charts.length ? `<div class="charts">\n${charts.join('\n')}\n</div>` : '<p>No views or errors recorded.</p>'}
<h3>Recent errors</h3>
${errorsTable(app, `${id}-errors`)}
</section>`;
}

/** @param {string} at  an ISO time: "2024-05-01 03:00 UTC"; what is not one, as it is (escaped) */
function whenOf(at) {
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? escapeHtml(at) : formatTime(ms);
}

/** @param {Rollback[]} rollbacks */
function rollbacksSection(rollbacks) {
  const rows = rollbacks.map(
    (r) =>
      `<tr><td><time datetime="${escapeHtml(r.at)}">${whenOf(r.at)}</time></td><th scope="row">${escapeHtml(r.app)}</th>` +
      `<td>${code(r.from)}</td><td>${code(r.to)}</td><td>${escapeHtml(r.reason)}</td></tr>`,
  );
  const table = renderTable({
    id: 'rollbacks-table',
    caption: 'Recent automatic rollbacks',
    head: ['When', 'App', 'From', 'To', 'Reason'].map((label) => colHeader(label)),
    body: `<tbody>\n${rows.join('\n')}\n</tbody>`,
  });
  return `<section aria-labelledby="rollbacks">
<h2 id="rollbacks">Automatic rollbacks</h2>
${rows.length ? table : '<p>No automatic rollbacks recorded.</p>'}
</section>`;
}

/** @param {OpsData} data @param {string} period */
function header(data, period) {
  const nav = data.apps.map((a, i) => `<li><a href="#app-${i + 1}">${escapeHtml(a.app)}</a></li>`).join('');
  return `<h1>Field data</h1>
<p>What visitors' browsers measured ${period}, per app and release. Generated ${formatTime(data.generatedAt)}.</p>
<p><a href="${INTENTS_PATH}">Purchase intents</a> (the shop owner's page, in Spanish).</p>
${nav ? `<nav aria-label="Apps"><ul>${nav}</ul></nav>` : ''}`;
}

/**
 * The operators' page: a complete HTML document.
 * @param {OpsData} data
 * @returns {string}
 */
function renderOpsPage(data) {
  const period = `in the last ${data.windowHours === 1 ? 'hour' : `${formatCount(data.windowHours)} hours`}`;
  const apps = data.apps.length
    ? data.apps.map((app, i) => appSection(app, i, period)).join('\n')
    : '<p>No field data in this window.</p>';
  return renderDocument({
    lang: 'en',
    title: TITLE,
    body: `${header(data, period)}\n${apps}\n${rollbacksSection(data.rollbacks ?? [])}`,
  });
}

module.exports = { renderOpsPage };
