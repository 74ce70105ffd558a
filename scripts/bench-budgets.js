// The long-task budgets `npm run bench` reports pass/fail against (they were e2e timing assertions;
// timing belongs in the benchmark, not in CI). docs/performance.md lists them with
// the other budgets.
const { ATTEMPTS } = require('./bench-order');

/** @import { RouteRow } from './bench.js' */
/** @import { OrderActions } from './bench-order.js' */

/** @typedef {{ budget: string, measured: string, pass: boolean }} BudgetResult */

/** Share of first visits allowed a task over 50 ms: the old e2e rule was 4 clean loads of 5. */
const MAX_LOADS_WITH_LONG_TASK = 0.2;

/** "k/N" → { k, n } @param {unknown} text */
function fraction(text) {
  const [k, n] = String(text).split('/').map(Number);
  return { k, n };
}

/**
 * Budget results for this run: [{ budget, measured, pass }]. `rows` are bench.js's route rows;
 * `order` is measureOrderActions()'s result, or null when the order page was not measured.
 * @param {RouteRow[]} rows
 * @param {OrderActions | null} order
 * @returns {BudgetResult[]}
 */
function evaluateBudgets(rows, order) {
  /** @type {BudgetResult[]} */
  const results = [];
  const basketball = rows.find((r) => r.route === '/uniformes/basquetbol');
  if (basketball) {
    const { k, n } = fraction(basketball.loadsWithLongTask);
    results.push({
      budget: `/uniformes/basquetbol: first visits with a task > 50 ms ≤ ${MAX_LOADS_WITH_LONG_TASK * 100} %`,
      measured: `${k} of ${n} (longest task, median: ${basketball.maxLongTaskMs} ms)`,
      pass: k <= Math.floor(n * MAX_LOADS_WITH_LONG_TASK),
    });
  }
  if (order) {
    /** @type {[string, number[][]][]} */
    const actions = [
      ['adding the 100th player', order.addHundredth],
      ['generating the 100-player document', order.document],
    ];
    for (const [label, attempts] of actions) {
      const clean = attempts.length > 0 && attempts[attempts.length - 1].length === 0;
      results.push({
        budget: `order page: ${label} without a task > 50 ms (a clean attempt within ${ATTEMPTS})`,
        measured: order.calibrated
          ? `long tasks per attempt (ms): ${JSON.stringify(attempts)}`
          : 'the probe saw no calibration task: not measurable here',
        pass: order.calibrated && clean,
      });
    }
  }
  return results;
}

/** Prints the results; returns true when every budget held. @param {BudgetResult[]} results */
function reportBudgets(results) {
  if (!results.length) return true;
  console.log('\nBudgets:');
  for (const r of results) console.log(`  ${r.pass ? 'PASS' : 'FAIL'}  ${r.budget}\n        ${r.measured}`);
  return results.every((r) => r.pass);
}

module.exports = { evaluateBudgets, reportBudgets, MAX_LOADS_WITH_LONG_TASK };
