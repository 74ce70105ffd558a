// What a Playwright JSON report (reporter `json`) says about a run, for scripts/e2e-environments.js
// and the QA gate (verify.js):
// which tests failed and which were skipped, with the reason each skip gave. A skip with no reason
// is a finding of its own: QA must be able to tell "not run here, because…" from "forgotten".

/** Text without its terminal colours: Playwright's messages carry ANSI codes, the logs do not want them. @param {string} text */
// eslint-disable-next-line no-control-regex -- the ANSI escape is the point
const plainText = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * What this module reads of a report: a part of Playwright's own JSONReport type
 * ('@playwright/test/reporter'), with the lists optional (a report may leave them out).
 * @typedef {'expected' | 'unexpected' | 'flaky' | 'skipped'} TestStatus  Playwright's verdict on a test
 * @typedef {{ projectName: string, status: TestStatus, annotations?: { type: string, description?: string }[],
 *   results?: { error?: { message?: string } }[] }} ReportTest
 * @typedef {{ title: string, tests?: ReportTest[] }} ReportSpec
 * @typedef {{ title?: string, specs?: ReportSpec[], suites?: ReportSuite[] }} ReportSuite
 * @typedef {{ suites?: ReportSuite[] }} Report
 */

/**
 * @typedef {{ title: string, project: string, status: TestStatus, error?: string, skipReason?: string }} TestRow
 *   status: Playwright's verdict (expected, unexpected, flaky or skipped)
 */

/** Every test of the report, flattened. @param {Report} report @returns {TestRow[]} */
function testsOf(report) {
  /** @type {TestRow[]} */
  const out = [];
  /** @param {ReportSuite} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs || []) {
      for (const t of spec.tests || []) {
        const skip = (t.annotations || []).find((a) => a.type === 'skip');
        const last = (t.results || []).at(-1);
        out.push({
          title: [...here, spec.title].join(' › '),
          project: t.projectName,
          status: t.status,
          error: last && last.error ? plainText(String(last.error.message || '')).split('\n')[0] : undefined,
          skipReason: skip ? skip.description || '' : undefined,
        });
      }
    }
    for (const child of suite.suites || []) walk(child, here);
  };
  for (const suite of report.suites || []) walk(suite, []);
  return out;
}

/**
 * The verdict on one run: failed tests, skips without a reason, and the skips grouped by reason.
 * @param {Report} report
 * @returns {{ passed: number, failed: TestRow[], skipped: number, unexplained: TestRow[], reasons: Map<string, number> }}
 */
function summarize(report) {
  const tests = testsOf(report);
  const skipped = tests.filter((t) => t.status === 'skipped');
  /** @type {Map<string, number>} */
  const reasons = new Map();
  for (const t of skipped) if (t.skipReason) reasons.set(t.skipReason, (reasons.get(t.skipReason) || 0) + 1);
  return {
    passed: tests.filter((t) => t.status === 'expected' || t.status === 'flaky').length,
    failed: tests.filter((t) => t.status === 'unexpected'),
    skipped: skipped.length,
    unexplained: skipped.filter((t) => !t.skipReason),
    reasons,
  };
}

module.exports = { testsOf, summarize };
