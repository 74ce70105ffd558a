import { type TestStatus, summarize } from './e2eReport';

const test = (status: TestStatus, annotations: { type: string; description?: string }[] = [], error?: string) => ({
  projectName: 'desktop',
  status,
  annotations,
  results: [error ? { error: { message: `${error}\n  at line 3` } } : {}],
});

const report = {
  suites: [
    {
      title: 'platform/routes.spec.ts',
      specs: [{ title: 'every route', tests: [test('expected')] }],
      suites: [
        {
          title: 'platform: offline',
          specs: [
            {
              title: 'a visited page stays readable',
              tests: [test('skipped', [{ type: 'skip', description: 'service workers are blocked' }])],
            },
            {
              title: 'the worker keeps no entry',
              tests: [test('skipped', [{ type: 'skip', description: 'service workers are blocked' }])],
            },
            { title: 'forgotten', tests: [test('skipped', [{ type: 'skip' }])] },
            { title: 'broken', tests: [test('unexpected', [], 'Expected 200, received 500')] },
            { title: 'retried', tests: [test('flaky')] },
          ],
        },
      ],
    },
  ],
};

describe('summarize (a Playwright JSON report)', () => {
  const s = summarize(report);

  it('counts passes (flaky included) and lists failures with their first error line', () => {
    expect(s.passed).toBe(2);
    expect(s.failed).toHaveLength(1);
    expect(s.failed[0].title).toBe('platform/routes.spec.ts › platform: offline › broken');
    expect(s.failed[0].error).toBe('Expected 200, received 500');
  });

  it("drops the terminal colours of Playwright's messages", () => {
    const coloured = summarize({
      suites: [
        {
          title: 'a',
          specs: [
            { title: 'b', tests: [test('unexpected', [], '\u001b[2mexpect(\u001b[22m\u001b[31mreceived\u001b[39m')] },
          ],
        },
      ],
    });
    expect(coloured.failed[0].error).toBe('expect(received');
  });

  it('groups skips by their reason and finds the skip that gave none', () => {
    expect(s.skipped).toBe(3);
    expect([...s.reasons]).toEqual([['service workers are blocked', 2]]);
    expect(s.unexplained.map((t) => t.title)).toEqual(['platform/routes.spec.ts › platform: offline › forgotten']);
  });
});
