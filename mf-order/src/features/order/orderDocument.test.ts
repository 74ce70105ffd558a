import { BUSINESS, fullAddress } from '@estampa/shared/business/identity';
import {
  DOCUMENT_CSP,
  buildOrderDocument,
  documentImageUrl,
  orderFileName,
  type OrderDocumentInput,
} from './orderDocument';
import type { Player } from './types';

const NOW = new Date(2026, 10, 21, 15, 4);

const players: Player[] = [
  { id: '1', apellidoONombre: 'Pérez', numero: '23', patrocinador: 'Colmado La Esquina', size: 'XL' },
  { id: '2', apellidoONombre: 'Ana', numero: '7', patrocinador: '', size: 'M' },
  { id: '3', apellidoONombre: 'Núñez', numero: '00', patrocinador: '  ', size: 'M' },
];

function input(overrides: Partial<OrderDocumentInput> = {}): OrderDocumentInput {
  return {
    model: {
      id: '17',
      nombre: 'Relámpago Azul',
      colores: 'Azul y Blanco',
      imagen: 'https://img.example.com/modelos/17.png',
    },
    client: { nombre: 'Club Los Mina', telefono: '809-555-1234', correo: '' },
    config: { numeroAdelante: true, colorDistinto: false, colorFondo: '' },
    players,
    ...overrides,
  };
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function text(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The section whose h2 reads `title`. */
function section(doc: Document, title: string): Element {
  const h2 = Array.from(doc.querySelectorAll('h2')).find((h) => text(h) === title);
  if (!h2?.parentElement) throw new Error(`no section ${title}`);
  return h2.parentElement;
}

/** The dt → dd pairs of a section. */
function terms(doc: Document, title: string): Record<string, string> {
  const out: Record<string, string> = {};
  section(doc, title)
    .querySelectorAll('dt')
    .forEach((dt) => {
      out[text(dt)] = text(dt.nextElementSibling);
    });
  return out;
}

describe('buildOrderDocument: content', () => {
  const html = buildOrderDocument(input(), NOW);
  const doc = parse(html);

  it('is a complete Spanish HTML document with a restrictive CSP and no script', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(doc.documentElement.lang).toBe('es-DO');
    expect(doc.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'",
    );
    expect(DOCUMENT_CSP).toBe("default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'");
    expect(html).not.toMatch(/<script/i);
    expect(doc.querySelectorAll('script, iframe, object, embed, form, link, base').length).toBe(0);
  });

  it('has a header with the company name, the title and the Spanish long date', () => {
    expect(text(doc.querySelector('.company'))).toBe(BUSINESS.name);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(text(doc.querySelector('h1'))).toBe('Pedido de Uniformes de Basquetbol');
    expect(text(doc.querySelector('.date'))).toBe('Fecha del pedido: sábado, 21 de noviembre de 2026');
    expect(doc.title).toBe(`Pedido de Uniformes de Basquetbol - Relámpago Azul - ${BUSINESS.name}`);
  });

  it('shows the model block with image, name, original colours and id', () => {
    const img = section(doc, 'Modelo seleccionado').querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://img.example.com/modelos/17.png');
    expect(img?.getAttribute('alt')).toBe('Uniforme modelo Relámpago Azul');
    expect(terms(doc, 'Modelo seleccionado')).toEqual({
      Modelo: 'Relámpago Azul',
      'Colores originales': 'Azul y Blanco',
      'ID del modelo': '17',
    });
  });

  it('shows the client block with "No proporcionado" for an empty e-mail', () => {
    expect(terms(doc, 'Datos del cliente')).toEqual({
      Nombre: 'Club Los Mina',
      Teléfono: '809-555-1234',
      Correo: 'No proporcionado',
    });
    const withMail = parse(
      buildOrderDocument(input({ client: { nombre: 'A', telefono: 'B', correo: ' club@example.com ' } }), NOW),
    );
    expect(terms(withMail, 'Datos del cliente').Correo).toBe('club@example.com');
  });

  it('shows the configuration block with Sí/No and no requested colour while colorDistinto is off', () => {
    expect(terms(doc, 'Configuración del uniforme')).toEqual({
      'Número al frente': 'Sí',
      'Color de fondo distinto': 'No',
    });
  });

  it('shows the requested colour in the configuration and model blocks when colorDistinto is on', () => {
    const d = parse(
      buildOrderDocument(
        input({ config: { numeroAdelante: false, colorDistinto: true, colorFondo: ' Verde limón ' } }),
        NOW,
      ),
    );
    expect(terms(d, 'Configuración del uniforme')).toEqual({
      'Número al frente': 'No',
      'Color de fondo distinto': 'Sí',
      'Color de fondo solicitado': 'Verde limón',
    });
    expect(terms(d, 'Modelo seleccionado')['Color de fondo personalizado']).toBe('Verde limón');
    expect(text(section(d, 'Resumen'))).toContain('Configuración: Sin número al frente · Color de fondo: Verde limón');
  });

  it('ignores a leftover colour once colorDistinto is switched off', () => {
    const d = parse(
      buildOrderDocument(input({ config: { numeroAdelante: true, colorDistinto: false, colorFondo: 'Rojo' } }), NOW),
    );
    expect(d.body.textContent).not.toContain('Rojo');
  });

  it('says the colour is not specified when colorDistinto is on without a colour', () => {
    const d = parse(
      buildOrderDocument(input({ config: { numeroAdelante: true, colorDistinto: true, colorFondo: '  ' } }), NOW),
    );
    expect(terms(d, 'Configuración del uniforme')['Color de fondo solicitado']).toBe('No especificado');
    expect(terms(d, 'Modelo seleccionado')['Color de fondo personalizado']).toBeUndefined();
  });

  it('lists the players in a numbered table with the headers of the product rules and "Sin patrocinador"', () => {
    const table = section(doc, 'Lista de jugadores').querySelector('table');
    expect(Array.from(table?.querySelectorAll('thead th') ?? []).map(text)).toEqual([
      '#',
      'Número',
      'Apellido/Nombre de Chaqueta',
      'Talla',
      'Patrocinador',
    ]);
    const rows = Array.from(table?.querySelectorAll('tbody tr') ?? []).map((tr) =>
      Array.from(tr.querySelectorAll('td')).map(text),
    );
    expect(rows).toEqual([
      ['1', '23', 'Pérez', 'XL', 'Colmado La Esquina'],
      ['2', '7', 'Ana', 'M', 'Sin patrocinador'],
      ['3', '00', 'Núñez', 'M', 'Sin patrocinador'],
    ]);
  });

  it('sums up total uniforms, model, configuration and sizes', () => {
    expect(Array.from(section(doc, 'Resumen').querySelectorAll('p')).map(text)).toEqual([
      'Total de uniformes: 3',
      'Modelo: Relámpago Azul',
      'Configuración: Número al frente · Colores originales del modelo',
      'Tallas: M: 2, XL: 1',
    ]);
  });

  it('ends with the contact details and the generation timestamp', () => {
    const footer = text(doc.querySelector('footer'));
    expect(footer).toContain(BUSINESS.legalName);
    expect(footer).toContain(BUSINESS.phoneDisplay);
    expect(footer).toContain(BUSINESS.email);
    expect(footer).toContain(fullAddress);
    expect(footer).toContain('Lunes a Viernes: 8:00 - 18:00');
    expect(footer).toContain('Documento generado el sábado, 21 de noviembre de 2026 a las 15:04');
  });

  it('carries a print stylesheet that repeats table headers and keeps rows whole', () => {
    const css = doc.querySelector('style')?.textContent ?? '';
    expect(css).toContain('@page{margin:12mm}');
    expect(css).toMatch(/@media print\{[^]*thead\{display:table-header-group\}/);
    expect(css).toMatch(/@media print\{[^]*tr,[^{]*\{break-inside:avoid/);
    expect(css).not.toMatch(/@import|url\(/);
  });

  it('is pure: same input and date, same text', () => {
    expect(buildOrderDocument(input(), new Date(NOW))).toBe(html);
  });

  it('handles 100 players', () => {
    const many: Player[] = Array.from({ length: 100 }, (_, i) => ({
      id: String(i),
      apellidoONombre: `Jugador ${i}`,
      numero: String(i),
      patrocinador: '',
      size: 'L',
    }));
    const d = parse(buildOrderDocument(input({ players: many }), NOW));
    expect(d.querySelectorAll('tbody tr')).toHaveLength(100);
    expect(text(d.querySelector('tbody tr:last-child td'))).toBe('100');
    expect(text(section(d, 'Resumen'))).toContain('Total de uniformes: 100');
  });
});

describe('model image', () => {
  const placeholderOnly = (imagen: string, siteOrigin?: string) => {
    const d = parse(buildOrderDocument(input({ model: { ...input().model, imagen }, siteOrigin }), NOW));
    return { img: d.querySelector('img'), placeholder: d.querySelector('.placeholder') };
  };

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/x.png',
    'not a url',
    '',
    'vbscript:msgbox(1)',
  ])('uses a neutral placeholder for %p', (imagen) => {
    const { img, placeholder } = placeholderOnly(imagen, 'https://estampa.example');
    expect(img).toBeNull();
    expect(text(placeholder)).toBe('Imagen no disponible');
  });

  it('makes a same-site path absolute with the site origin so the saved file can show it', () => {
    expect(placeholderOnly('/remotes/uniforms/art/17.svg', 'https://estampa.example').img?.getAttribute('src')).toBe(
      'https://estampa.example/remotes/uniforms/art/17.svg',
    );
    expect(documentImageUrl('/a.svg', 'http://localhost:3000')).toBe('http://localhost:3000/a.svg');
  });

  it('leaves a same-site path out when there is no usable origin', () => {
    expect(documentImageUrl('/a.svg')).toBeNull();
    expect(documentImageUrl('/a.svg', 'null')).toBeNull();
    expect(documentImageUrl('/a.svg', 'javascript:alert(1)')).toBeNull();
    expect(placeholderOnly('/a.svg').placeholder).not.toBeNull();
  });

  it('escapes an accepted URL inside the attribute', () => {
    const html = buildOrderDocument(
      input({ model: { ...input().model, imagen: 'https://x.example/a.png?q="><script>alert(1)</script>' } }),
      NOW,
    );
    expect(html).not.toMatch(/<script/i);
    expect(parse(html).querySelectorAll('img')).toHaveLength(1);
  });
});

describe('orderFileName', () => {
  it('follows docs/product-rules.md#outside-calls: Pedido_Uniforme_{name with underscores}_{YYYY-MM-DD}.html', () => {
    expect(orderFileName('Relámpago Azul', NOW)).toBe('Pedido_Uniforme_Relámpago_Azul_2026-11-21.html');
    expect(orderFileName('Modelo 7', new Date(2026, 0, 5, 23, 59))).toBe('Pedido_Uniforme_Modelo_7_2026-01-05.html');
  });

  it.each([
    ['../../etc/passwd', 'etcpasswd'],
    ['a/b\\c:d*e?f"g<h>i|j', 'abcdefghij'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['  Dos   espacios  ', 'Dos_espacios'],
    ['Tab\tNueva\nlínea', 'Tab_Nueva_línea'],
    ['CON.', 'CON'],
    ['日本 チーム', '日本_チーム'],
    ['🏀🔥', 'Modelo'],
    ['', 'Modelo'],
    ['\u202Egnp.exe', 'gnpexe'],
  ])('keeps only safe characters of %p', (name, part) => {
    expect(orderFileName(name, NOW)).toBe(`Pedido_Uniforme_${part}_2026-11-21.html`);
  });

  it('keeps a very long name short', () => {
    expect(orderFileName('x'.repeat(5000), NOW)).toBe(`Pedido_Uniforme_${'x'.repeat(60)}_2026-11-21.html`);
  });
});

describe('hostile input through every field', () => {
  const HOSTILE = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    "'><iframe src=javascript:alert(1)></iframe>",
    '" onmouseover="alert(1)" x="',
    "' autofocus onfocus='alert(1)",
    '`${alert(1)}`',
    'javascript:alert(document.cookie)',
    '</title><script>alert(1)</script>',
    '</style><script>alert(1)</script>',
    '</textarea><base href="https://evil.example/">',
    '<!-- <meta http-equiv="refresh" content="0;url=https://evil.example">',
    '&lt;b&gt; ya escapado &amp; &#60;',
    '<a href="javascript:alert(1)">clic</a>',
    'A'.repeat(5000) + '<b>',
    'Ñoño Peña — 日本語 العربية Ελληνικά 🏀🔥',
    '\u202Eevil\u0000nul\u0007',
  ];

  type Field = { name: string; set: (v: string) => OrderDocumentInput; inText: boolean };
  const base = input();
  const fields: Field[] = [
    { name: 'modelo', set: (v) => ({ ...base, model: { ...base.model, id: v } }), inText: true },
    { name: 'nombre del modelo', set: (v) => ({ ...base, model: { ...base.model, nombre: v } }), inText: true },
    { name: 'colores', set: (v) => ({ ...base, model: { ...base.model, colores: v } }), inText: true },
    { name: 'imagen', set: (v) => ({ ...base, model: { ...base.model, imagen: v } }), inText: false },
    {
      name: 'imagen (https con carga)',
      set: (v) => ({ ...base, model: { ...base.model, imagen: `https://img.example/${v}` } }),
      inText: false,
    },
    { name: 'cliente nombre', set: (v) => ({ ...base, client: { ...base.client, nombre: v } }), inText: true },
    { name: 'cliente teléfono', set: (v) => ({ ...base, client: { ...base.client, telefono: v } }), inText: true },
    { name: 'cliente correo', set: (v) => ({ ...base, client: { ...base.client, correo: v } }), inText: true },
    {
      name: 'color de fondo',
      set: (v) => ({ ...base, config: { numeroAdelante: true, colorDistinto: true, colorFondo: v } }),
      inText: true,
    },
    {
      name: 'jugador nombre',
      set: (v) => ({ ...base, players: [{ ...players[0], apellidoONombre: v }] }),
      inText: true,
    },
    { name: 'jugador número', set: (v) => ({ ...base, players: [{ ...players[0], numero: v }] }), inText: true },
    {
      name: 'jugador patrocinador',
      set: (v) => ({ ...base, players: [{ ...players[0], patrocinador: v }] }),
      inText: true,
    },
  ];

  /** Tag and attribute names of every element, in order: hostile text must not change it. */
  function skeleton(d: Document): string[] {
    return Array.from(d.querySelectorAll('*')).map((el) => `${el.tagName}[${el.getAttributeNames().join(',')}]`);
  }

  const hostileCases = fields.flatMap((f) => HOSTILE.map((h) => [f.name, h, f] as const));

  it.each(hostileCases)('%s ← %p lands only as text', (_name, hostile, field) => {
    const value = field.set(hostile);
    const html = buildOrderDocument(value, NOW);
    const d = parse(html);

    // Nothing executable, no new elements or attributes: the structure is that of benign text.
    expect(html).not.toMatch(/<script|<iframe|<svg|<base|<a |<textarea|<!--/i);
    expect(d.querySelectorAll('script, iframe, svg, base, a, form, textarea, object, embed')).toHaveLength(0);
    for (const el of Array.from(d.querySelectorAll('*'))) {
      for (const attr of el.getAttributeNames()) expect(attr).not.toMatch(/^on/i);
    }
    const benign = parse(buildOrderDocument(field.set('Texto normal'), NOW));
    if (field.inText) expect(skeleton(d)).toEqual(skeleton(benign));
    expect(d.querySelectorAll('meta[http-equiv]')).toHaveLength(1);

    // The only URL-bearing attribute is the image's, and it is http(s).
    for (const img of Array.from(d.querySelectorAll('img'))) expect(img.getAttribute('src')).toMatch(/^https?:\/\//);

    // Text fields come back exactly as typed (trimmed), so the shop reads what the visitor wrote.
    if (field.inText) {
      // eslint-disable-next-line no-control-regex -- the NUL and BEL the hostile input carries
      const expected = hostile.trim().replace(/[\u0000\u0007]/g, '');
      expect(d.body.textContent).toContain(expected);
    }
  });
});
