// @ts-check
// A running canary: its candidate and its control release side by side, the same measures for each,
// and the difference (candidate minus control) marked "worse" or "better" in words, not only in
// colour. Counts are compared per 1,000 views: the candidate gets only its share of the visitors.
const { escapeHtml, colHeader, renderTable } = require('./html');
const { DASH, isNumber, formatCount, formatRate, formatDiff, formatPercentChange, metricCell } = require('./opsFormat');

/**
 * @typedef {import('./opsPage').ReleaseStats} ReleaseStats
 * @typedef {import('./opsPage').Release} Release
 * @typedef {{ candidate: string, control: string, percent: number }} Canary
 * @typedef {{ label: string, unit: 'ms' | 'score' | 'rate' | 'count', compare: boolean,
 *   value: (s: ReleaseStats) => number | null, cell: (s: ReleaseStats) => string }} Measure
 */

/** @param {number} count @param {number} views */
const per1000 = (count, views) => (isNumber(count) && isNumber(views) && views > 0 ? (count / views) * 1000 : null);

/** @param {string} label @param {(s: ReleaseStats) => number} count @returns {Measure} */
function rateOf(label, count) {
  const value = (/** @type {ReleaseStats} */ s) => per1000(count(s), s.views);
  return { label, unit: 'rate', compare: true, value, cell: (s) => formatRate(value(s)) };
}

/** @param {import('./opsPage').VitalName} name @returns {Measure} */
function vitalMeasure(name) {
  return {
    label: `p75 ${name}`,
    unit: name === 'CLS' ? 'score' : 'ms',
    compare: true,
    value: (s) => s.p75?.[name] ?? null,
    cell: (s) => metricCell(name, s),
  };
}

/** @type {Measure[]} */
const MEASURES = [
  { label: 'Page views', unit: 'count', compare: false, value: (s) => s.views, cell: (s) => formatCount(s.views) },
  vitalMeasure('LCP'),
  vitalMeasure('INP'),
  vitalMeasure('CLS'),
  {
    label: 'JS errors per 1,000 views',
    unit: 'rate',
    compare: true,
    value: (s) => s.errorsPer1000,
    cell: (s) => formatRate(s.errorsPer1000),
  },
  rateOf('Island failures per 1,000 views', (s) => s.islandFailures),
  rateOf('Fallbacks shown per 1,000 views', (s) => s.fallbacks),
  rateOf('Chunk retries per 1,000 views', (s) => s.retries),
];

/**
 * The difference cell: "+120 ms (+15%) worse". Lower is better for every compared measure.
 * @param {Measure} measure
 * @param {ReleaseStats | null} candidate
 * @param {ReleaseStats | null} control
 */
function diffCell(measure, candidate, control) {
  const a = candidate && measure.value(candidate);
  const b = control && measure.value(control);
  if (!measure.compare || !isNumber(a) || !isNumber(b)) return DASH;
  const diff = formatDiff(measure.unit, a - b);
  const relative = b > 0 && a !== b ? ` (${formatPercentChange((a - b) / b)})` : '';
  if (diff.startsWith('+')) return `<span class="worse">${diff}${relative} worse</span>`;
  if (diff.startsWith('-')) return `<span class="better">${diff}${relative} better</span>`;
  return 'same';
}

/**
 * @param {Canary} canary
 * @param {Release[]} releases  the app's releases (their stats)
 * @param {string} id  unique in the page
 */
function renderCanary(canary, releases, id) {
  const statsOf = (/** @type {string} */ rid) => releases.find((r) => r.id === rid)?.stats ?? null;
  const candidate = statsOf(canary.candidate);
  const control = statsOf(canary.control);
  const cells = (/** @type {ReleaseStats | null} */ s, /** @type {Measure} */ m) => (s ? m.cell(s) : DASH);
  const body = MEASURES.map(
    (m) =>
      `<tr><th scope="row">${escapeHtml(m.label)}</th><td class="num">${cells(candidate, m)}</td>` +
      `<td class="num">${cells(control, m)}</td><td class="num">${diffCell(m, candidate, control)}</td></tr>`,
  ).join('\n');
  return `<h3>Canary</h3>
<p>Candidate <code>${escapeHtml(canary.candidate)}</code> serves ${formatRate(canary.percent)}% of visitors; control <code>${escapeHtml(canary.control)}</code> serves the rest.</p>
${renderTable({
  id,
  caption: `Canary ${canary.candidate} against control ${canary.control}`,
  head: [
    colHeader('Measure'),
    colHeader(`Candidate ${canary.candidate}`, { num: true }),
    colHeader(`Control ${canary.control}`, { num: true }),
    colHeader('Difference', { num: true }),
  ],
  body: `<tbody>\n${body}\n</tbody>`,
})}`;
}

module.exports = { renderCanary };
