/** @jest-environment jsdom */
import { renderOpsPage } from './opsPage';

type OpsData = Parameters<typeof renderOpsPage>[0];
type Release = OpsData['apps'][number]['releases'][number];

const T0 = Date.UTC(2024, 4, 1);
const HOUR = 3_600_000;
const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert('y')> & "q" 'a'`;

const stats = (over: Partial<Release['stats']> = {}): Release['stats'] => ({
  views: 12345,
  errors: 31,
  errorsPer1000: 2.5,
  islandFailures: 3,
  fallbacks: 2,
  retries: 7,
  p75: { LCP: 2345, INP: 180, CLS: 0.051, FCP: 1200, TTFB: 300 },
  samples: { LCP: 900, INP: 400, CLS: 900, FCP: 900, TTFB: 900 },
  ...over,
});
const series = (steps = 24, views = (i: number) => 100 + i, errors = (i: number) => i % 3) =>
  Array.from({ length: steps }, (_, i) => ({ start: T0 + i * HOUR, views: views(i), errors: errors(i), p75INP: 150 }));
const release = (id: string, over: Partial<Release> = {}): Release => ({
  id,
  statuses: ['live'],
  stats: stats(),
  series: series(),
  recentErrors: [],
  ...over,
});
const data = (over: Partial<OpsData> = {}): OpsData => ({
  generatedAt: T0 + 24 * HOUR,
  windowHours: 24,
  apps: [
    { app: 'prints', canary: null, releases: [release('r-live')] },
    { app: 'shell', canary: null, releases: [] },
  ],
  rollbacks: [],
  ...over,
});

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const page = (over: Partial<OpsData> = {}) => parse(renderOpsPage(data(over)));

function table(doc: Document, caption: string | RegExp) {
  const found = [...doc.querySelectorAll('table')].find((t) =>
    typeof caption === 'string' ? text(t.caption) === caption : caption.test(text(t.caption)),
  );
  if (!found) throw new Error(`no table captioned ${caption}`);
  return found;
}
const columns = (t: HTMLTableElement) => [...t.querySelectorAll('thead th')].map(text);
const rows = (t: HTMLTableElement) =>
  [...t.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('th, td')].map(text));
/** Attributes written without quotes (the values are escaped, so a tag holds no other '>'). */
const unquotedAttributes = (html: string) =>
  (html.match(/<[a-z][^>]*>/gi) ?? []).map((tag) => tag.replace(/"[^"]*"/g, '""')).filter((tag) => /=[^"]/.test(tag));

describe('renderOpsPage', () => {
  it('is a complete English document that search engines leave alone', () => {
    const html = renderOpsPage(data());
    expect(html.startsWith('<!doctype html>')).toBe(true);
    const doc = parse(html);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Field data — Estampa RD operations');
    expect(doc.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain('width=device-width');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(doc.querySelectorAll('main')).toHaveLength(1);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('heads the page, each app and the rollbacks in order, skipping no level', () => {
    const doc = page({
      apps: [
        {
          app: 'prints',
          canary: { candidate: 'r-new', control: 'r-live', percent: 10 },
          releases: [release('r-live'), release('r-new')],
        },
      ],
    });
    const headings = [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6')];
    expect(text(headings[0])).toBe('Field data');
    expect(headings.filter((h) => h.tagName === 'H1')).toHaveLength(1);
    const levels = headings.map((h) => Number(h.tagName[1]));
    levels.slice(1).forEach((level, i) => expect(level - levels[i]).toBeLessThanOrEqual(1));
    expect(headings.filter((h) => h.tagName === 'H2').map(text)).toEqual(['prints', 'Automatic rollbacks']);
    expect(headings.filter((h) => h.tagName === 'H3').map(text)).toEqual([
      'Canary',
      'Releases',
      'Views and errors over time',
      'Recent errors',
    ]);
  });

  it("links to the owner's page of purchase intents and to each app's section", () => {
    const doc = page();
    expect(doc.querySelector('a[href="/ops/intenciones"]')).not.toBeNull();
    const nav = doc.querySelector('nav');
    const links = [...(nav?.querySelectorAll('a') ?? [])];
    expect(links.map(text)).toEqual(['prints', 'shell']);
    for (const a of links) expect(text(doc.getElementById(a.getAttribute('href')!.slice(1)))).toBe(text(a));
  });

  it('lists each release with its measures, their units and sample counts', () => {
    const doc = page();
    expect(text(doc.querySelector('main p'))).toContain('in the last 24 hours');
    const releases = table(doc, 'Releases of prints, in the last 24 hours');
    expect(columns(releases)).toEqual([
      'Release',
      'Status',
      'Page views',
      'p75 LCP',
      'p75 INP',
      'p75 CLS',
      'JS errors per 1,000 views',
      'Island failures',
      'Fallbacks shown',
      'Chunk retries',
    ]);
    expect(rows(releases)).toEqual([
      [
        'r-live',
        'live',
        '12,345',
        '2,345 ms 900 samples',
        '180 ms 400 samples',
        '0.051 900 samples',
        '2.5',
        '3',
        '2',
        '7',
      ],
    ]);
    expect(releases.querySelector('tbody th')?.getAttribute('scope')).toBe('row');
  });

  it('shows what was not measured as "—", with its (zero) sample count', () => {
    const empty = stats({
      views: 0,
      errors: 0,
      errorsPer1000: null,
      p75: { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null },
    });
    empty.samples = { LCP: 0, INP: 0, CLS: 0, FCP: 0, TTFB: 0 };
    const doc = page({
      apps: [{ app: 'order', canary: null, releases: [release('r-quiet', { stats: empty, statuses: ['staged'] })] }],
    });
    expect(rows(table(doc, /^Releases of order/))).toEqual([
      ['r-quiet', 'staged', '0', '— 0 samples', '— 0 samples', '— 0 samples', '—', '3', '2', '7'],
    ]);
  });

  it('compares a running canary with its control, marking each difference in words', () => {
    const candidate = stats({
      views: 1000,
      errorsPer1000: 6,
      islandFailures: 3,
      p75: { LCP: 2600, INP: 150, CLS: 0.051, FCP: 1200, TTFB: 300 },
    });
    const doc = page({
      apps: [
        {
          app: 'prints',
          canary: { candidate: 'r-new', control: 'r-live', percent: 10 },
          releases: [release('r-live'), release('r-new', { statuses: ['canary 10%'], stats: candidate })],
        },
      ],
    });
    const section = doc.getElementById('app-1')!.closest('section')!;
    expect(text(section)).toContain('Candidate r-new serves 10% of visitors; control r-live serves the rest.');
    const comparison = table(doc, 'Canary r-new against control r-live');
    expect(columns(comparison)).toEqual(['Measure', 'Candidate r-new', 'Control r-live', 'Difference']);
    const byMeasure = Object.fromEntries(rows(comparison).map(([measure, ...cells]) => [measure, cells]));
    expect(byMeasure['Page views']).toEqual(['1,000', '12,345', '—']);
    expect(byMeasure['p75 LCP']).toEqual(['2,600 ms 900 samples', '2,345 ms 900 samples', '+255 ms (+11%) worse']);
    expect(byMeasure['p75 INP']).toEqual(['150 ms 400 samples', '180 ms 400 samples', '-30 ms (-17%) better']);
    expect(byMeasure['p75 CLS'][2]).toBe('same');
    expect(byMeasure['JS errors per 1,000 views']).toEqual(['6', '2.5', '+3.5 (+140%) worse']);
    // 3 failures in 1,000 views against 3 in 12,345: compared per 1,000 views, not as counts.
    expect(byMeasure['Island failures per 1,000 views']).toEqual(['3', '0.2', '+2.8 (+1,134%) worse']);
    expect(comparison.querySelector('.worse')).not.toBeNull();
    expect(comparison.querySelector('.better')).not.toBeNull();
  });

  it('shows no comparison without a canary', () => {
    const doc = page();
    expect(text(doc.body)).not.toContain('Canary');
    expect([...doc.querySelectorAll('caption')].map(text).some((c) => c.startsWith('Canary'))).toBe(false);
  });

  it('draws views and errors per step for each release with data, named in words', () => {
    const doc = page({
      apps: [
        {
          app: 'prints',
          canary: null,
          releases: [
            release('r-live'),
            release('r-idle', {
              series: series(
                24,
                () => 0,
                () => 0,
              ),
            }),
            release('r-none', { series: [] }),
          ],
        },
      ],
    });
    const charts = [...doc.querySelectorAll('svg')];
    expect(charts).toHaveLength(1);
    expect(charts[0].getAttribute('role')).toBe('img');
    expect(charts[0].getAttribute('aria-label')).toBe(
      'Page views and JS errors per hour of release r-live, 24 steps from 2024-05-01 00:00 UTC to 2024-05-01 23:00 UTC: 2,676 views, 24 errors.',
    );
    expect(charts[0].querySelectorAll('rect.views')).toHaveLength(24);
    expect(text(charts[0].closest('figure')?.querySelector('figcaption'))).toContain('r-live: 2,676 views, 24 errors');
  });

  it('says so when no release has views or errors to draw', () => {
    const doc = page({ apps: [{ app: 'prints', canary: null, releases: [release('r-none', { series: [] })] }] });
    expect(doc.querySelector('svg')).toBeNull();
    expect(text(doc.body)).toContain('No views or errors recorded.');
  });

  it('lists the recent errors of each release: name, message, count and when last seen', () => {
    const recentErrors = [{ name: 'TypeError', message: 'x is undefined', count: 1502, last: T0 + 3 * HOUR }];
    const doc = page({
      apps: [{ app: 'prints', canary: null, releases: [release('r-live', { recentErrors }), release('r-old')] }],
    });
    const errors = table(doc, 'Recent JS errors of prints, per release');
    expect(columns(errors)).toEqual(['Release', 'Error', 'Message', 'Count', 'Last seen']);
    expect(rows(errors)).toEqual([['r-live', 'TypeError', 'x is undefined', '1,502', '2024-05-01 03:00 UTC']]);
  });

  it('lists the automatic rollbacks, or says there were none', () => {
    const rollbacks = [
      { app: 'order', from: 'o-2', to: 'o-1', reason: 'field-errors', at: '2024-05-01T03:04:05.000Z' },
    ];
    const doc = page({ rollbacks });
    const list = table(doc, 'Recent automatic rollbacks');
    expect(columns(list)).toEqual(['When', 'App', 'From', 'To', 'Reason']);
    expect(rows(list)).toEqual([['2024-05-01 03:04 UTC', 'order', 'o-2', 'o-1', 'field-errors']]);
    expect(list.querySelector('time')?.getAttribute('datetime')).toBe('2024-05-01T03:04:05.000Z');
    expect(text(page().getElementById('rollbacks')?.closest('section'))).toContain('No automatic rollbacks recorded.');
  });

  it('gives every table a caption, headers with a scope, and a scrolling region named by its caption', () => {
    const recentErrors = [{ name: 'Error', message: 'm', count: 1, last: T0 }];
    const rollbacks = [{ app: 'order', from: 'o-2', to: 'o-1', reason: 'field-errors', at: '2024-05-01T03:00:00Z' }];
    const doc = page({
      apps: [
        {
          app: 'prints',
          canary: { candidate: 'r-new', control: 'r-live', percent: 5 },
          releases: [release('r-live', { recentErrors }), release('r-new')],
        },
      ],
      rollbacks,
    });
    const tables = [...doc.querySelectorAll('table')];
    expect(tables).toHaveLength(4);
    for (const t of tables) {
      expect(text(t.caption)).not.toBe('');
      for (const th of t.querySelectorAll('th')) expect(['col', 'row']).toContain(th.getAttribute('scope'));
      const region = t.parentElement!;
      expect(region.getAttribute('role')).toBe('region');
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(region.getAttribute('aria-labelledby')).toBe(t.caption!.id);
    }
    expect(new Set([...doc.querySelectorAll('[id]')].map((e) => e.id)).size).toBe(doc.querySelectorAll('[id]').length);
  });

  it('shows markup and quotes from the data as text, everywhere, with every attribute quoted', () => {
    const hostileRelease = release(HOSTILE, {
      statuses: [HOSTILE],
      recentErrors: [{ name: HOSTILE, message: HOSTILE, count: 1, last: T0 }],
    });
    const html = renderOpsPage(
      data({
        apps: [
          {
            app: HOSTILE,
            canary: { candidate: HOSTILE, control: 'r-live', percent: 10 },
            releases: [release('r-live'), hostileRelease],
          },
        ],
        rollbacks: [{ app: HOSTILE, from: HOSTILE, to: HOSTILE, reason: HOSTILE, at: HOSTILE }],
      }),
    );
    expect(html).not.toMatch(/<script|<img/i);
    expect(unquotedAttributes(html)).toEqual([]);
    const doc = parse(html);
    expect(doc.querySelectorAll('script, img, [onerror]')).toHaveLength(0);
    expect(text(doc.querySelector('h2'))).toBe(HOSTILE);
    expect(text(doc.querySelector('nav a'))).toBe(HOSTILE);
    expect(rows(table(doc, `Releases of ${HOSTILE}, in the last 24 hours`))[1].slice(0, 2)).toEqual([HOSTILE, HOSTILE]);
    expect(columns(table(doc, `Canary ${HOSTILE} against control r-live`))[1]).toBe(`Candidate ${HOSTILE}`);
    expect(rows(table(doc, /^Recent JS errors/))[0].slice(0, 3)).toEqual([HOSTILE, HOSTILE, HOSTILE]);
    expect(rows(table(doc, 'Recent automatic rollbacks'))[0]).toEqual([HOSTILE, HOSTILE, HOSTILE, HOSTILE, HOSTILE]);
    expect(doc.querySelector('time')?.getAttribute('datetime')).toBe(HOSTILE);
    const labels = [...doc.querySelectorAll('svg')].map((svg) => svg.getAttribute('aria-label'));
    expect(labels.some((label) => label?.includes(`of release ${HOSTILE},`))).toBe(true);
  });

  it('says so when there is no field data at all', () => {
    const doc = page({ apps: [] });
    expect(doc.querySelector('nav')).toBeNull();
    expect(text(doc.body)).toContain('No field data in this window.');
  });
});
