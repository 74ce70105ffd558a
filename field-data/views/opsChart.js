// @ts-check
// A release's page views and JS errors per step, as a small plain SVG: two bar rows sharing the time
// axis, each scaled to its own peak (errors are a few per thousand views: on the views' scale they
// would not show). The picture is named in words for a screen reader (role="img", aria-label).
const { escapeHtml } = require('./html');
const { formatCount, formatTime } = require('./opsFormat');

const WIDTH = 320;
const BAR_HEIGHT = 44;
/** Where each row's label and bars are, top to bottom. */
const ROWS = [
  { key: /** @type {const} */ ('views'), label: 'Views', labelY: 11, top: 15 },
  { key: /** @type {const} */ ('errors'), label: 'Errors', labelY: 74, top: 78 },
];
const HEIGHT = ROWS[1].top + BAR_HEIGHT + 1;

/** @typedef {{ start: number, views: number, errors: number, p75INP: number | null }} SeriesPoint */

/** @param {number} n */
const round = (n) => Math.round(n * 100) / 100;

/**
 * "hour", "15 minutes"...: the length of a step, from the series' first two starts.
 * @param {SeriesPoint[]} series
 */
function stepName(series) {
  const step = series.length > 1 ? series[1].start - series[0].start : 0;
  const hour = 3_600_000;
  const minute = 60_000;
  if (step > 0 && step % hour === 0) return step === hour ? 'hour' : `${step / hour} hours`;
  if (step > 0 && step % minute === 0) return step === minute ? 'minute' : `${step / minute} minutes`;
  return 'step';
}

/**
 * One row of bars, scaled to its peak.
 * @param {SeriesPoint[]} series
 * @param {(typeof ROWS)[number]} row
 */
function barRow(series, row) {
  const values = series.map((p) => Math.max(0, Number(p[row.key]) || 0));
  const peak = Math.max(0, ...values);
  const slot = WIDTH / series.length;
  const gap = slot > 3 ? 1 : 0;
  const bottom = row.top + BAR_HEIGHT;
  const bar = (/** @type {number} */ value, /** @type {number} */ i) => {
    const height = round((value / peak) * BAR_HEIGHT);
    return `<rect class="${row.key}" x="${round(i * slot)}" y="${round(bottom - height)}" width="${round(slot - gap)}" height="${height}"/>`;
  };
  const bars = values.map((value, i) => (value > 0 ? bar(value, i) : '')).join('');
  return `<text x="0" y="${row.labelY}">${row.label} (peak ${formatCount(peak)})</text>
<line class="axis" x1="0" y1="${bottom + 0.5}" x2="${WIDTH}" y2="${bottom + 0.5}"/>${bars}`;
}

/**
 * The chart of one release, in a figure with a visible caption; '' when its series holds no view
 * and no error.
 * @param {string} releaseId
 * @param {SeriesPoint[]} series  in time order
 */
function renderSeriesChart(releaseId, series) {
  const views = series.reduce((sum, p) => sum + (Number(p.views) || 0), 0);
  const errors = series.reduce((sum, p) => sum + (Number(p.errors) || 0), 0);
  if (!series.length || (views <= 0 && errors <= 0)) return '';
  const from = formatTime(series[0].start);
  const to = formatTime(series[series.length - 1].start);
  const name =
    `Page views and JS errors per ${stepName(series)} of release ${releaseId}, ${series.length} ${series.length === 1 ? 'step' : 'steps'} ` +
    `from ${from} to ${to}: ${formatCount(views)} views, ${formatCount(errors)} errors.`;
  return `<figure>
<svg class="chart" role="img" aria-label="${escapeHtml(name)}" viewBox="0 0 ${WIDTH} ${HEIGHT}" xmlns="http://www.w3.org/2000/svg">
${ROWS.map((row) => barRow(series, row)).join('\n')}
</svg>
<figcaption><code>${escapeHtml(releaseId)}</code>: ${formatCount(views)} views, ${formatCount(errors)} errors, ${from} to ${to}</figcaption>
</figure>`;
}

module.exports = { renderSeriesChart };
