// The operator pages (/ops, issue 19) under test: the token the suite's own servers are started
// with (playwright.config.ts), or E2E_OPS_TOKEN for a site under test (BASE_URL). Tests that read
// /ops skip without one.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COLLECTOR_MARK } from '../../shared/src/telemetry/events';

export const OWN_OPS_TOKEN = 'e2e-operator-token-0123456789';

/** The token for the site under test, or null (a BASE_URL run without E2E_OPS_TOKEN). */
export function opsToken(): string | null {
  if (process.env.E2E_OPS_TOKEN) return process.env.E2E_OPS_TOKEN;
  return process.env.BASE_URL ? null : OWN_OPS_TOKEN;
}

/** Skips the test unless the operator token is known. */
export function requireOpsToken() {
  const token = opsToken();
  test.skip(!token, 'reads /ops: set E2E_OPS_TOKEN to the site’s operator token');
  return token!;
}

export const opsHeaders = (token: string) => ({ Authorization: `Bearer ${token}` });

/** /ops/data.json: what the operator page shows, per app and release. */
export async function opsData(request: APIRequestContext, token: string) {
  const res = await request.get('/ops/data.json', { headers: opsHeaders(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    apps: {
      app: string;
      releases: {
        id: string;
        statuses: string[];
        stats: { views: number; errors: number };
        recentErrors: { name: string; message: string; count: number }[];
      }[];
    }[];
  };
}

/** The intents CSV's rows as objects (header: dia,tipo,producto_o_servicio,app,pagina,cantidad). */
export async function intentRows(request: APIRequestContext, token: string) {
  const res = await request.get('/ops/intenciones.csv', { headers: opsHeaders(token) });
  expect(res.status()).toBe(200);
  const [header, ...rows] = (await res.text()).trim().split(/\r\n/);
  const names = header.split(',');
  // The suite's own items have no commas or quotes: a plain split is enough here.
  return rows.filter(Boolean).map((r) => Object.fromEntries(r.split(',').map((v, i) => [names[i], v])));
}

/**
 * Resolves once the page's field-data collector listens (fetched after `load`, when the browser is
 * idle; it marks COLLECTOR_MARK). It sends what it holds when the page is hidden or left: after
 * this, leaving the page (a navigation, which fires pagehide) sends the page's beacon.
 */
export async function collectorListening(page: Page) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, COLLECTOR_MARK, {
    timeout: 20_000,
  });
}
