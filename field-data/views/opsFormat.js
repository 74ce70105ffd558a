// @ts-check
// How the operations page writes numbers, vitals and times (English, UTC). Missing values are "—".
const INTEGER = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const RATE = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const SCORE = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const SIGNED = {
  INTEGER: new Intl.NumberFormat('en', { maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
  RATE: new Intl.NumberFormat('en', { maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
  SCORE: new Intl.NumberFormat('en', { maximumFractionDigits: 3, signDisplay: 'exceptZero' }),
  PERCENT: new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
};
const DASH = '—';

/** @typedef {import('../../shared/src/telemetry/events').VitalName} VitalName */

/**
 * @param {unknown} value
 * @returns {value is number}
 */
function isNumber(value) {
  return typeof value === 'number' && Number.isFinite(value);
}

/** @param {number | null | undefined} n  a count: 1,234 */
function formatCount(n) {
  return isNumber(n) ? INTEGER.format(n) : DASH;
}

/** @param {number | null | undefined} n  a rate per 1,000 views: 12.5 */
function formatRate(n) {
  return isNumber(n) ? RATE.format(n) : DASH;
}

/**
 * A vital with its unit: "2,345 ms", a CLS score "0.12".
 * @param {VitalName} name
 * @param {number | null | undefined} value
 */
function formatVital(name, value) {
  if (!isNumber(value)) return DASH;
  return name === 'CLS' ? SCORE.format(value) : `${INTEGER.format(value)} ms`;
}

/**
 * A signed difference in the unit of what it compares: "+120 ms", "-0.02", "+3.5".
 * @param {'ms' | 'score' | 'rate' | 'count'} unit
 * @param {number} diff
 */
function formatDiff(unit, diff) {
  if (unit === 'ms') return `${SIGNED.INTEGER.format(diff)} ms`;
  if (unit === 'score') return SIGNED.SCORE.format(diff);
  return (unit === 'rate' ? SIGNED.RATE : SIGNED.INTEGER).format(diff);
}

/** @param {number} ratio  0.15: "+15%" */
function formatPercentChange(ratio) {
  return SIGNED.PERCENT.format(ratio);
}

/**
 * A moment as "2024-05-01 14:05 UTC"; "—" for what is not a time.
 * @param {number} ms
 */
function formatTime(ms) {
  const date = new Date(ms);
  if (!isNumber(ms) || Number.isNaN(date.getTime())) return DASH;
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * A table cell's content for a release's p75 vital: the value and, beneath it, its sample count.
 * @param {VitalName} name
 * @param {{ p75?: Partial<Record<VitalName, number | null>>, samples?: Partial<Record<VitalName, number>> }} stats
 */
function metricCell(name, stats) {
  const samples = stats.samples?.[name] ?? 0;
  const unit = samples === 1 ? 'sample' : 'samples';
  return `${formatVital(name, stats.p75?.[name])} <span class="n">${formatCount(samples)} ${unit}</span>`;
}

module.exports = {
  metricCell,
  DASH,
  isNumber,
  formatCount,
  formatRate,
  formatVital,
  formatDiff,
  formatPercentChange,
  formatTime,
};
