import { expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { INLINE_SCRIPT_SOURCES } from '../../serving/security-headers';

/**
 * Helpers for checking the site against its own security headers (tests/platform/security*.ts):
 * a watch on everything the browser refuses because of the Content-Security-Policy or complains
 * about in the Permissions-Policy, and readers for the headers a visitor's browser receives.
 */

/** One thing the browser refused (or a policy it could not read), and where. */
export type PolicyViolation = {
  /** 'event': a securitypolicyviolation event; 'console': the browser's own log line. */
  source: 'event' | 'console';
  /** The document (or frame) it happened in. */
  url: string;
  /** The directive that refused it ('script-src-elem', 'frame-src', …), or 'permissions-policy'. */
  directive: string;
  /** What was refused: a URL, 'inline', 'eval', … ('' when the browser does not say). */
  blocked: string;
  /** The rest: the console text, or the script and line that caused it. */
  detail: string;
};

/** Console lines Chromium writes for a CSP refusal or an unreadable Permissions-Policy. */
const POLICY_CONSOLE =
  /Content Security Policy|Refused to |Permissions[- ]Policy|Feature[- ]Policy|Unrecognized feature|Origin trial controlled feature/i;

const BINDING = '__e2eSecurityPolicyViolation';
const watched = new WeakMap<PolicyViolation[], Page>();
const bound = new WeakMap<Page, PolicyViolation[]>();

/**
 * Starts recording, for the lifetime of the page (across its navigations), every
 * `securitypolicyviolation` event of its documents, the ones in its frames included (the listener
 * is installed in every frame before the frame's own scripts run), and every console line about
 * the Content-Security-Policy or the Permissions-Policy. Call it before the first `goto`.
 *
 * With JavaScript turned off no listener can run: only the console lines are recorded, which is
 * where Chromium reports each refusal too.
 */
export async function watchPolicyViolations(page: Page): Promise<PolicyViolation[]> {
  const existing = bound.get(page);
  if (existing) return existing;
  const violations: PolicyViolation[] = [];
  bound.set(page, violations);
  watched.set(violations, page);

  await page.exposeBinding(BINDING, (source, v: Omit<PolicyViolation, 'source'>) => {
    // A frame without a URL of its own (about:blank, srcdoc) is named with the page around it.
    const url = /^https?:/.test(v.url) ? v.url : `${source.frame.url()} (a frame in ${page.mainFrame().url()})`;
    violations.push({ source: 'event', ...v, url });
  });
  await page.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
        report?.({
          url: e.documentURI,
          directive: e.effectiveDirective || e.violatedDirective,
          blocked: e.blockedURI,
          detail: [
            e.disposition,
            e.sourceFile && `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
            e.sample && `sample: ${e.sample}`,
          ]
            .filter(Boolean)
            .join(' '),
        });
      },
      true,
    );
  }, BINDING);

  // A header the browser cannot read is logged before the new document exists: name the page
  // being loaded then, not the one before it.
  let loading = '';
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loading = r.url();
  });
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const text = msg.text();
    if (!POLICY_CONSOLE.test(text)) return;
    const directive =
      /directive:?\s*["']([a-z-]+)/i.exec(text)?.[1] ??
      (/Permissions|Feature|Unrecognized feature|Origin trial/i.test(text) ? 'permissions-policy' : '?');
    // "Framing 'https://…' violates …", "Refused to load the script 'https://…' because it violates …"
    const blocked =
      /'([^']+)'\s+(?:violates|because)/.exec(text)?.[1] ??
      (/inline/i.test(text) ? 'inline' : /eval|string as JavaScript/i.test(text) ? 'eval' : '');
    violations.push({
      source: 'console',
      url: msg.location().url || loading || page.url(),
      directive,
      blocked,
      detail: text.trim(),
    });
  });
  return violations;
}

/**
 * Waits a moment for violation reports still on their way (the browser queues the event, then the
 * binding call crosses to the test), so a refusal caused by the last action is not missed.
 */
async function settleReports(page: Page | undefined) {
  if (page && !page.isClosed()) {
    // A frame and a timer of the page's own; with JavaScript off (timers never fire) or while the
    // page navigates, a plain wait instead.
    const ownTurn = page
      .evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
      .catch(() => {});
    await Promise.race([ownTurn, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
}

/** Fails with every recorded violation, each naming its document, directive and blocked resource. */
export async function expectNoViolations(violations: PolicyViolation[], what = 'security policy violations') {
  await settleReports(watched.get(violations));
  const lines = violations.map(
    (v) =>
      `[${v.source}] ${v.url} — ${v.directive} blocked ${v.blocked || '(unnamed)'}${v.detail ? ` — ${v.detail}` : ''}`,
  );
  expect(lines, `${what}:\n${lines.join('\n')}`).toEqual([]);
}

/**
 * Scrolls down the page a screen at a time to the very bottom, as a reader would, so that every
 * lazy image and lazy frame on the way is asked for, then waits until those requests are done.
 */
export async function scrollToBottom(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 16)));
      for (let y = 0; ; y += Math.round(innerHeight * 0.9)) {
        scrollTo(0, y);
        await frame();
        if (y + innerHeight >= document.documentElement.scrollHeight) break;
      }
      scrollTo(0, document.documentElement.scrollHeight);
      await frame();
    });
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastChange > 200, {
        message: 'requests after scrolling settle',
        intervals: [50],
      })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** A Content-Security-Policy header as directive → sources. */
export function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * The headers every page of the site must carry, as a visitor's browser received them:
 * a CSP that runs scripts only from the site itself and the given remote origins (no inline
 * script, no eval), frames only from `frameOrigins`, forms only to 'self' and `formOrigins`, and
 * cannot be framed; plus the framing, referrer, isolation, feature and sniffing headers.
 */
export function expectPageHeaders(
  headers: Record<string, string>,
  expected: { scriptOrigins: string[]; frameOrigins?: string[]; formOrigins?: string[]; tls: boolean },
  where: string,
) {
  const csp = parseCsp(headers['content-security-policy']);
  expect(headers['content-security-policy'], `${where}: Content-Security-Policy`).toBeTruthy();
  expect(csp.get('default-src'), `${where}: default-src`).toEqual(["'self'"]);
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc, `${where}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${where}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSrc, `${where}: script-src`).not.toContain("'strict-dynamic'");
  // The one inline script (early taps) by its hash; a page's `nothing refused` check proves the hash right.
  expect([...scriptSrc].sort(), `${where}: script-src is 'self', the remotes and the early-tap script's hash`).toEqual(
    ["'self'", ...INLINE_SCRIPT_SOURCES, ...new Set(expected.scriptOrigins)].sort(),
  );
  for (const d of ['script-src-elem', 'script-src-attr'])
    expect(csp.has(d), `${where}: no ${d} loosening script-src`).toBe(false);
  expect(csp.get('object-src'), `${where}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${where}: base-uri`).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), `${where}: frame-ancestors`).toEqual(["'none'"]);
  if (expected.frameOrigins) expect(csp.get('frame-src'), `${where}: frame-src`).toEqual(expected.frameOrigins);
  if (expected.formOrigins)
    expect([...(csp.get('form-action') ?? [])].sort(), `${where}: form-action`).toEqual(
      ["'self'", ...expected.formOrigins].sort(),
    );
  expect(csp.has('upgrade-insecure-requests'), `${where}: upgrade-insecure-requests exactly under HTTPS`).toBe(
    expected.tls,
  );

  expect(headers['x-frame-options'], `${where}: X-Frame-Options`).toBe('DENY');
  expect(headers['referrer-policy'], `${where}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], `${where}: Cross-Origin-Opener-Policy`).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], `${where}: Cross-Origin-Resource-Policy`).toBe('same-site');
  expect(headers['x-content-type-options'], `${where}: X-Content-Type-Options`).toBe('nosniff');
  // Permissions-Policy: a list of features, each turned off for the page and every frame in it.
  const permissions = (headers['permissions-policy'] ?? '').split(',').map((f) => f.trim());
  expect(permissions.length, `${where}: Permissions-Policy lists features`).toBeGreaterThan(3);
  for (const f of permissions)
    expect(f, `${where}: Permissions-Policy turns each feature off`).toMatch(/^[a-z-]+=\(\)$/);
  for (const f of ['camera', 'microphone', 'geolocation', 'payment'])
    expect(permissions, `${where}: Permissions-Policy`).toContain(`${f}=()`);
  expectTransportSecurity(headers, expected.tls, where);
}

/** Under HTTPS every response carries HSTS for at least six months (over plain HTTP browsers ignore it). */
export function expectTransportSecurity(headers: Record<string, string>, tls: boolean, where: string) {
  if (!tls) return;
  const hsts = headers['strict-transport-security'];
  expect(hsts, `${where}: Strict-Transport-Security`).toBeTruthy();
  expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1] ?? 0), `${where}: HSTS max-age`).toBeGreaterThanOrEqual(
    15_552_000,
  );
}

/** The contact page's map frame (Google Maps): an outside service, and there is no internet here. */
export const MAP_URL = /^https:\/\/(www\.)?google\.[a-z.]+\//;
/** What the map frame shows instead: a page of its own origin (with no CSP of its own). */
export const MAP_STUB_TEXT = 'Mapa de prueba';

/**
 * Answers the outside services a visitor's browser would reach (the map frame, the WhatsApp chat)
 * with small local pages, so nothing leaves the machine; `onChat` hears every request to the chat.
 * Only the response is stubbed: whether the browser may ask at all (frame-src, form-action) is
 * still the site's policy's decision.
 */
export async function stubOutsideServices(context: BrowserContext, onChat?: (url: string) => void) {
  await context.route(MAP_URL, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!DOCTYPE html><title>mapa</title><p>${MAP_STUB_TEXT}</p>` }),
  );
  await context.route('https://wa.me/**', (route) => {
    onChat?.(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>chat</title>' });
  });
}
