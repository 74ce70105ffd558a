/** @jest-environment jsdom */
import { renderIntentsPage, parseIntentsQuery } from './intentsPage';

type IntentRow = NonNullable<Parameters<typeof renderIntentsPage>[0]['rows']>[number];

const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert('y')> & "q" 'a'`;
const KINDS = ['Cotización por WhatsApp', 'Pedido descargado', 'Formulario de contacto'];

const row = (over: Partial<IntentRow> = {}): IntentRow => ({
  day: '2024-05-02',
  kind: 'whatsapp',
  item: 'dtf',
  app: 'prints',
  route: '/impresiones/dtf',
  count: 1,
  ...over,
});
/** 2024-04-22 (a Monday) to 2024-05-12 (a Sunday): three whole ISO weeks. */
const period = { since: day('2024-04-22'), until: day('2024-05-13') };
const generatedAt = Date.UTC(2024, 4, 13, 15, 30);

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const page = (rows: IntentRow[], over: Partial<Parameters<typeof renderIntentsPage>[0]> = {}) =>
  parse(renderIntentsPage({ rows, ...period, generatedAt, ...over }));

function table(doc: Document, caption: string) {
  const found = [...doc.querySelectorAll('table')].find((t) => text(t.caption) === caption);
  if (!found) throw new Error(`no table captioned ${caption}`);
  return found;
}
const columns = (t: HTMLTableElement) => [...t.querySelectorAll('thead th')].map(text);
const cells = (tr: Element) => [...tr.querySelectorAll('th, td')].map(text);
const rows = (t: HTMLTableElement) => [...t.querySelectorAll('tbody tr')].map(cells);
/** The table's row groups: { heading: rows }. */
const groups = (t: HTMLTableElement) =>
  Object.fromEntries(
    [...t.tBodies].map((tbody) => {
      const [head, ...lines] = [...tbody.rows];
      return [text(head.querySelector('th[scope="rowgroup"]')), lines.map(cells)];
    }),
  );

describe('renderIntentsPage', () => {
  it('is a complete Spanish document that search engines leave alone', () => {
    const html = renderIntentsPage({ rows: [row()], ...period, generatedAt });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    const doc = parse(html);
    expect(doc.documentElement.lang).toBe('es');
    expect(doc.title).toBe('Intenciones de compra — Estampa RD');
    expect(doc.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(doc.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(doc.querySelectorAll('main')).toHaveLength(1);
    expect(text(doc.querySelector('h1'))).toBe('Intenciones de compra');
    expect([...doc.querySelectorAll('h2')].map(text)).toEqual([
      'Totales',
      'Por producto o servicio',
      'Por semana',
      'Por día',
      'Páginas que las generan',
    ]);
  });

  it('chooses the period with a plain GET form of two labelled dates, and links the same period as CSV', () => {
    const doc = page([row()]);
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/ops/intenciones');
    const desde = form.querySelector<HTMLInputElement>('input[name="desde"]')!;
    const hasta = form.querySelector<HTMLInputElement>('input[name="hasta"]')!;
    expect([desde.type, desde.value, text(desde.labels?.[0])]).toEqual(['date', '2024-04-22', 'Desde']);
    expect([hasta.type, hasta.value, text(hasta.labels?.[0])]).toEqual(['date', '2024-05-12', 'Hasta']);
    expect(form.querySelector('button[type="submit"]')).not.toBeNull();
    const csv = [...doc.querySelectorAll('a')].find((a) => text(a).includes('CSV'))!;
    expect(csv.getAttribute('href')).toBe('/ops/intenciones.csv?desde=2024-04-22&hasta=2024-05-12');
    expect(text(doc.body)).toContain('Periodo: 22 de abril');
  });

  it('adds up the intents per kind, in Spanish, with their total', () => {
    const doc = page([
      row({ kind: 'whatsapp', count: 1200 }),
      row({ kind: 'whatsapp', item: 'lona', count: 3 }),
      row({ kind: 'order-document', item: 'camisetas', count: 2 }),
      row({ kind: 'contact', item: 'contacto', count: 1 }),
    ]);
    const totals = table(doc, 'Intenciones del periodo, por tipo');
    expect(rows(totals)).toEqual([
      ['Cotización por WhatsApp', '1,203'],
      ['Pedido descargado', '2'],
      ['Formulario de contacto', '1'],
    ]);
    expect(cells(totals.tFoot!.rows[0])).toEqual(['Total', '1,206']);
  });

  it('adds up each product or service per kind, the most asked for first', () => {
    const doc = page([
      row({ item: 'lona', count: 2 }),
      row({ item: 'dtf', count: 3, day: '2024-04-23' }),
      row({ item: 'dtf', kind: 'order-document', count: 4 }),
      row({ item: 'lona', kind: 'contact', count: 1, route: '/contacto', app: 'shell' }),
    ]);
    const items = table(doc, 'Intenciones por producto o servicio');
    expect(columns(items)).toEqual(['Producto o servicio', ...KINDS, 'Total']);
    expect(rows(items)).toEqual([
      ['dtf', '3', '4', '0', '7'],
      ['lona', '2', '0', '1', '3'],
    ]);
    expect(cells(items.tFoot!.rows[0])).toEqual(['Total', '5', '4', '1', '10']);
    for (const th of items.querySelectorAll('th')) expect(['col', 'row']).toContain(th.getAttribute('scope'));
  });

  it('groups by ISO week, Monday to Sunday, a week across two months being one week', () => {
    const doc = page([
      row({ day: '2024-04-28', count: 1 }), // Sunday: the week of Monday 22 April
      row({ day: '2024-04-29', count: 2 }), // Monday 29 April ...
      row({ day: '2024-05-02', count: 3 }),
      row({ day: '2024-05-05', count: 4, item: 'lona' }), // ... to Sunday 5 May: one week
      row({ day: '2024-05-06', count: 5 }), // Monday: the next week
    ]);
    const weeks = table(doc, 'Intenciones por semana (de lunes a domingo)');
    const byWeek = groups(weeks);
    const headings = Object.keys(byWeek);
    expect(headings).toHaveLength(3);
    expect(headings[0]).toMatch(/^Semana 17 de 2024: 22.?–.?28 de abril de 2024 \(1 intención\)$/);
    expect(headings[1]).toMatch(/^Semana 18 de 2024: 29 de abril.?–.?5 de mayo de 2024 \(9 intenciones\)$/);
    expect(headings[2]).toMatch(/^Semana 19 de 2024: 6.?–.?12 de mayo de 2024 \(5 intenciones\)$/);
    expect(byWeek[headings[1]]).toEqual([
      ['dtf', '5', '0', '0', '5'],
      ['lona', '4', '0', '0', '4'],
    ]);
    for (const th of weeks.querySelectorAll('tbody th[colspan]')) expect(th.getAttribute('scope')).toBe('rowgroup');
  });

  it('says which weeks the period cuts short', () => {
    const doc = page([row({ day: '2024-05-01' })], { since: day('2024-04-30'), until: day('2024-05-03') });
    const [heading] = Object.keys(groups(table(doc, 'Intenciones por semana (de lunes a domingo)')));
    expect(heading).toContain('solo los días del periodo');
    const whole = page([row({ day: '2024-05-01' })]);
    const [wholeHeading] = Object.keys(groups(table(whole, 'Intenciones por semana (de lunes a domingo)')));
    expect(wholeHeading).not.toContain('solo los días del periodo');
  });

  it('groups by day, each day named in Spanish', () => {
    const doc = page([row({ day: '2024-05-06', count: 2 }), row({ day: '2024-04-30', item: 'lona' })]);
    const days = groups(table(doc, 'Intenciones por día'));
    expect(days).toEqual({
      'martes, 30 de abril de 2024 (1 intención)': [['lona', '1', '0', '0', '1']],
      'lunes, 6 de mayo de 2024 (2 intenciones)': [['dtf', '2', '0', '0', '2']],
    });
  });

  it('lists the pages that bring the intents, with their app', () => {
    const doc = page([
      row({ route: '/impresiones/dtf', count: 2 }),
      row({ route: '/productos/tazas', app: 'products', item: 'taza-blanca', count: 5 }),
      row({ route: '/impresiones/dtf', kind: 'contact', count: 1 }),
    ]);
    const pages = table(doc, 'Intenciones por página del sitio');
    expect(columns(pages)).toEqual(['Página', 'App', ...KINDS, 'Total']);
    expect(rows(pages)).toEqual([
      ['/productos/tazas', 'products', '5', '0', '0', '5'],
      ['/impresiones/dtf', 'prints', '2', '0', '1', '3'],
    ]);
  });

  it('says so when the period has no intents, with no empty tables', () => {
    const doc = page([]);
    expect(text(doc.body)).toContain('No hubo intenciones de compra en este periodo.');
    expect(doc.querySelectorAll('table')).toHaveLength(0);
  });

  it('shows an error instead of the data, in an alert, keeping the form to correct it', () => {
    const doc = page([row()], { error: 'La fecha «desde» no es válida (use AAAA-MM-DD).' });
    expect(text(doc.querySelector('[role="alert"]'))).toBe('La fecha «desde» no es válida (use AAAA-MM-DD).');
    expect(doc.querySelectorAll('table')).toHaveLength(0);
    expect(doc.querySelector('form input[name="desde"]')).not.toBeNull();
    expect([...doc.querySelectorAll('a')].some((a) => text(a).includes('CSV'))).toBe(false);
  });

  it('shows markup and quotes from the data as text, everywhere, with every attribute quoted', () => {
    const html = renderIntentsPage({
      rows: [row({ item: HOSTILE, app: HOSTILE, route: HOSTILE })],
      ...period,
      generatedAt,
    });
    expect(html).not.toMatch(/<script|<img/i);
    const tags = (html.match(/<[a-z][^>]*>/gi) ?? []).map((tag) => tag.replace(/"[^"]*"/g, '""'));
    expect(tags.filter((tag) => /=[^"]/.test(tag))).toEqual([]);
    const doc = parse(html);
    expect(doc.querySelectorAll('script, img, [onerror]')).toHaveLength(0);
    expect(rows(table(doc, 'Intenciones por producto o servicio'))[0][0]).toBe(HOSTILE);
    expect(rows(table(doc, 'Intenciones por página del sitio'))[0].slice(0, 2)).toEqual([HOSTILE, HOSTILE]);
    const error = parse(renderIntentsPage({ error: HOSTILE, generatedAt }));
    expect(text(error.querySelector('[role="alert"]'))).toBe(HOSTILE);
    expect(error.querySelectorAll('script, img')).toHaveLength(0);
  });
});

describe('parseIntentsQuery', () => {
  const now = Date.UTC(2024, 4, 13, 15, 30); // 13 May 2024, in the afternoon
  const query = (q: string) => parseIntentsQuery(new URLSearchParams(q), now);

  it('is the last 28 days through today by default: [00:00 UTC 28 days ago, 00:00 UTC tomorrow)', () => {
    expect(query('')).toEqual({ since: day('2024-04-16'), until: day('2024-05-14') });
    expect(query('desde=&hasta=')).toEqual(query(''));
  });

  it('reads desde and hasta as UTC days, both included', () => {
    expect(query('desde=2024-04-29&hasta=2024-05-05')).toEqual({ since: day('2024-04-29'), until: day('2024-05-06') });
    expect(query('desde=2024-05-01&hasta=2024-05-01')).toEqual({ since: day('2024-05-01'), until: day('2024-05-02') });
  });

  it('runs from desde through today, or the 28 days through hasta, when only one is given', () => {
    expect(query('desde=2024-05-01')).toEqual({ since: day('2024-05-01'), until: day('2024-05-14') });
    expect(query('hasta=2024-03-31')).toEqual({ since: day('2024-03-04'), until: day('2024-04-01') });
  });

  it.each(['2024-13-01', '2024-02-30', '01/05/2024', '2024-5-1', 'ayer', '2024-05-01T00:00'])(
    'refuses desde=%s in Spanish',
    (desde) => {
      expect(query(`desde=${encodeURIComponent(desde)}&hasta=2024-05-05`)).toEqual({
        error: 'La fecha «desde» no es válida (use AAAA-MM-DD).',
      });
    },
  );

  it('refuses a malformed hasta in Spanish', () => {
    expect(query('desde=2024-05-01&hasta=2023-02-29')).toEqual({
      error: 'La fecha «hasta» no es válida (use AAAA-MM-DD).',
    });
  });

  it('refuses desde after hasta', () => {
    expect(query('desde=2024-05-06&hasta=2024-05-05')).toEqual({
      error: 'La fecha «desde» no puede ser posterior a «hasta».',
    });
    expect(query('desde=2024-06-01')).toEqual({ error: 'La fecha «desde» no puede ser posterior a «hasta».' });
  });

  it('takes a period of up to 366 days, not one more', () => {
    const leapYear = query('desde=2024-01-01&hasta=2024-12-31');
    expect(leapYear).toEqual({ since: day('2024-01-01'), until: day('2025-01-01') });
    if ('until' in leapYear) expect((leapYear.until - leapYear.since) / DAY).toBe(366);
    expect(query('desde=2024-01-01&hasta=2025-01-01')).toEqual({ error: 'El periodo no puede pasar de 366 días.' });
  });

  it('gives a period the page shows as asked', () => {
    const parsed = query('desde=2024-04-29&hasta=2024-05-05');
    if (!('since' in parsed)) throw new Error(parsed.error);
    const doc = parse(renderIntentsPage({ rows: [], ...parsed, generatedAt: now }));
    expect(doc.querySelector<HTMLInputElement>('input[name="desde"]')?.value).toBe('2024-04-29');
    expect(doc.querySelector<HTMLInputElement>('input[name="hasta"]')?.value).toBe('2024-05-05');
  });
});
