import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, CHROMIUM_FLAGS } from '../releases/chromium';
import { appNamed } from '../shared/src/apps/apps';
import { nginxAvailable, topologyPorts } from '../production/nginx/topology';
import { OWN_OPS_TOKEN } from './support/ops';
import { previewCookie } from './support/environment';

/**
 * End-to-end tests over the production build served exactly as `npm start` serves it
 * (shell + each remote on its own origin). Set BASE_URL to run against a deployed site instead.
 * Debian's chromium (its headless shell when installed) is used when present (CI, this machine);
 * otherwise Playwright's own browser.
 */
const executablePath = chromiumPath(process.env, { forTests: true });
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET || 100);
const shellPort = appNamed('shell').port + PORT_OFFSET;
const external = !!process.env.BASE_URL;

/**
 * The production topology (production/nginx: nginx terminating TLS for the site, each remote on its
 * own HTTPS origin with a throw-away CA made at start) runs the platform suite a second time, as
 * the `tls` project. On when nginx is installed (CI installs it); E2E_TLS=1 requires it, 0 skips it.
 */
const tls = !external && process.env.E2E_TLS !== '0' && (process.env.E2E_TLS === '1' || nginxAvailable());
/** The functional projects every later project waits for (so nothing shares the CPU with them). */
const functional = ['desktop', 'mobile', ...(tls ? ['tls'] : [])];
const tlsPorts = topologyPorts({ PORT_OFFSET: String(PORT_OFFSET) });
const tlsBaseURL = `https://localhost:${tlsPorts.https}`;
/**
 * A site under test (BASE_URL) over HTTPS with a certificate the browser does not trust (a test
 * CA, as in CI): E2E_IGNORE_HTTPS_ERRORS=1. Service workers are then blocked (Chromium refuses a
 * worker's script over such a certificate, whatever ignoreHTTPSErrors says), so the offline test
 * skips with that reason.
 */
const untrustedTls = process.env.E2E_IGNORE_HTTPS_ERRORS === '1';
const previewAt = external ? previewCookie(process.env.BASE_URL!) : null;
/** Where the HTML report goes: one folder per port offset, like the test results. */
const reportFolder = `playwright-report/offset-${PORT_OFFSET}`;
/**
 * The topology's own checks (*.tls.spec.ts: 301 to HTTPS, remotes down, a remote moved). The
 * platform checks and the shell's pages run against this topology in `npm run test:e2e:environments`
 * (scripts/e2e-environments.js: every @smoke test, through BASE_URL, on a topology of its own), not twice.
 */
const TLS_SPECS = [/\.tls\.spec\.ts$/];

/** CI retries a failed test once (a retry that passes is reported as flaky). */
const RETRIES = process.env.CI ? 1 : 0;

export default defineConfig({
  testDir: './tests',
  // One folder per port offset, so parallel runs by different people don't clear each other's.
  outputDir: `test-results/offset-${PORT_OFFSET}`,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: RETRIES,
  // The HTML report is what QA hands on: the `environment` setup test at its top names the site and
  // the exact releases the run was against; failures carry their trace and screenshot.
  // E2E_JSON_REPORT=<file> adds a machine-readable copy (scripts/e2e-environments.js reads it).
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: reportFolder }],
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  metadata: { target: process.env.BASE_URL || "the suite's own servers" },
  use: {
    baseURL: process.env.BASE_URL || `http://localhost:${shellPort}`,
    locale: 'es-DO',
    // Recording a trace costs about a quarter of the run (measured in docs/testing.md). With a retry
    // (CI), only the retry of a failed test records one; without (a developer's run), every test
    // records and a failure keeps its trace.
    trace: RETRIES ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...(untrustedTls ? { ignoreHTTPSErrors: true, serviceWorkers: 'block' as const } : {}),
    // Under a preview (npm run verify), every context carries the preview cookie.
    ...(previewAt ? { storageState: { cookies: [previewAt], origins: [] } } : {}),
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // Reads the site under test (its remotes, its releases) before any test: support/environment.ts.
    { name: 'environment', testMatch: /environment\.setup\.ts$/ },
    ...(tls
      ? [
          {
            name: 'environment-tls',
            testMatch: /environment\.setup\.ts$/,
            use: { baseURL: tlsBaseURL, ignoreHTTPSErrors: true },
          },
        ]
      : []),
    {
      name: 'desktop',
      dependencies: ['environment'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [/\.mobile\.spec\.ts$/, /\.deploy\.spec\.ts$/, /\.tls\.spec\.ts$/, /\.releases\.spec\.ts$/],
    },
    {
      name: 'mobile',
      dependencies: ['environment'],
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /\.mobile\.spec\.ts$/,
    },
    // The same platform checks through nginx over HTTPS; certificate errors ignored for this project only.
    ...(tls
      ? [
          {
            name: 'tls',
            dependencies: ['environment-tls'],
            // Service workers blocked here: Chromium refuses to fetch a worker's script over a certificate
            // it does not trust, whatever ignoreHTTPSErrors says (the worker is tested in `desktop`).
            use: {
              ...devices['Desktop Chrome'],
              channel: undefined,
              baseURL: tlsBaseURL,
              ignoreHTTPSErrors: true,
              serviceWorkers: 'block' as const,
            },
            metadata: { httpUrl: `http://localhost:${tlsPorts.http}` },
            testMatch: TLS_SPECS,
          },
        ]
      : []),
    // Builds variants of the apps (redeploy, development build): runs last, alone. (No project
    // asserts timing: the long-task budgets are measured and reported by `npm run bench`.)
    {
      name: 'deploy',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /\.deploy\.spec\.ts$/,
      dependencies: functional,
      fullyParallel: false,
    },
    // Releases deployed, refused and rolled back under open pages, in a hosting folder and on servers
    // of its own (support/releases.ts); builds variants of three remotes: after `deploy`, alone.
    {
      name: 'releases',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /\.releases\.spec\.ts$/,
      dependencies: ['deploy'],
      fullyParallel: false,
      // One file at a time: the files share variant builds (e2e/.tmp/releases/<variant>).
      workers: 1,
    },
  ],
  webServer: external
    ? undefined
    : [
        {
          command: 'node ../scripts/serve-all.js',
          url: `http://localhost:${shellPort}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
          env: { PORT_OFFSET: String(PORT_OFFSET), FRAGMENT_FRESH_S: '1', LOG_LEVEL: 'warn', OPS_TOKEN: OWN_OPS_TOKEN },
          // SIGTERM, not Playwright's default SIGKILL: the servers drain and exit on their own.
          gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
        },
        ...(tls
          ? [
              {
                command: 'node ../scripts/serve-prod.js',
                url: `https://localhost:${tlsPorts.https}/`,
                ignoreHTTPSErrors: true,
                reuseExistingServer: !process.env.CI,
                timeout: 60_000,
                env: { PORT_OFFSET: String(PORT_OFFSET), FRAGMENT_FRESH_S: '1', OPS_TOKEN: OWN_OPS_TOKEN },
                // SIGTERM lets serve-prod stop its nginx masters (their own process groups); a
                // SIGKILL left them running after every run.
                gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
              },
            ]
          : []),
      ],
});

export { PORT_OFFSET };
