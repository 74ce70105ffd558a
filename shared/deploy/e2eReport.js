// What a Playwright JSON report (reporter `json`) says about a run, for scripts/e2e-environments.js
// and the QA gate (verify.js):
// which tests failed and which were skipped, with the reason each skip gave. A skip with no reason
// is a finding of its own: QA must be able to tell "not run here, because…" from "forgotten".

/**
 * @typedef {{ title: string, project: string, status: string, error?: string, skipReason?: string }} TestRow
 *   status: Playwright's verdict (expected, unexpected, flaky or skipped)
 */

/** Every test of the report, flattened. @returns {TestRow[]} */
function testsOf(report) {
  /** @type {TestRow[]} */
  const out = [];
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
          error: last && last.error ? String(last.error.message || '').split('\n')[0] : undefined,
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
 * @returns {{ passed: number, failed: TestRow[], skipped: number, unexplained: TestRow[], reasons: Map<string, number> }}
 */
function summarize(report) {
  const tests = testsOf(report);
  const skipped = tests.filter((t) => t.status === 'skipped');
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
