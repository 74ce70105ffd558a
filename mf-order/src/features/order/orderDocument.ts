import { BUSINESS, fullAddress } from '@estampa/shared/business/identity';
import { escapeHtml, safeImageUrl } from '@estampa/shared/security/html';
import { isoLocalDate, longSpanishDate, spanishTimestamp } from './dates';
import { sizeTallyText } from './sizeTally';
import { configurationSummary } from './configurationSummary';
import { effectiveColorFondo, type OrderData, type SelectedModel } from './types';

export type OrderDocumentInput = OrderData & {
  model: SelectedModel;
  /**
   * Origin of the site (window.location.origin). A same-site image path ('/remotes/...') only
   * resolves in the saved file when made absolute with it; without it such an image is left out.
   */
  siteOrigin?: string;
};

export const DOCUMENT_TITLE = 'Pedido de Uniformes de Basquetbol';

/** The document may load images only; no script, frame, form, font or connection of any kind. */
export const DOCUMENT_CSP = "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'";

/** The model image as it may appear in the saved file: an absolute http(s) URL, or null. */
export function documentImageUrl(imagen: string, siteOrigin?: string): string | null {
  const safe = safeImageUrl(imagen);
  if (!safe || !safe.startsWith('/')) return safe;
  const origin = siteOrigin ? safeImageUrl(siteOrigin) : null;
  if (!origin || origin.startsWith('/')) return null;
  try {
    return safeImageUrl(new URL(safe, origin).href);
  } catch {
    return null;
  }
}

/** C0 control characters (except tab and line breaks) and DEL: invisible, and parsers disagree on them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Every value goes through here: control characters out, then HTML-escaped. */
function esc(value: string | number): string {
  return escapeHtml(String(value).replace(CONTROL_CHARS, ''));
}

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

const STYLES = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f3f4f6;color:#111827;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
.page{max-width:190mm;margin:24px auto;background:#fff;padding:14mm 12mm;box-shadow:0 1px 3px rgba(15,23,42,.15)}
header.doc{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px 24px;align-items:flex-end;border-bottom:3px solid #b91c1c;padding-bottom:10px}
.company{margin:0;font-size:22px;font-weight:800;color:#b91c1c}
h1{margin:2px 0 0;font-size:20px}
.date{margin:0;color:#374151}
h2{margin:20px 0 8px;padding-bottom:4px;border-bottom:1px solid #e5e7eb;font-size:13px;letter-spacing:.06em;text-transform:uppercase;color:#7f1d1d}
.cols{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:0 24px}
.model{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
.model dl{flex:1 1 180px}
.model img,.placeholder{flex:none;width:120px;height:120px;object-fit:contain;border:1px solid #e5e7eb;border-radius:8px;background:#f9fafb}
.placeholder{display:flex;align-items:center;justify-content:center;padding:8px;text-align:center;font-size:11px;color:#4b5563}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:4px 12px;margin:0}
dt{font-weight:700}
dd{margin:0;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;table-layout:fixed;font-size:13px}
th,td{border:1px solid #d1d5db;padding:6px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere}
thead th{background:#111827;color:#fff}
tbody tr:nth-child(even){background:#f9fafb}
.c-i{width:7%}.c-n{width:12%}.c-a{width:37%}.c-t{width:10%}.c-p{width:34%}
.c-i,.c-n,.c-t{text-align:center}
.muted{color:#4b5563;font-style:italic}
.summary{display:flex;flex-wrap:wrap;gap:8px 32px;margin:0;padding:10px 12px;border:1px solid #e5e7eb;border-radius:8px;background:#f9fafb}
.summary p{margin:0}
footer.doc{margin-top:28px;padding-top:10px;border-top:1px solid #e5e7eb;font-size:12px;color:#374151}
footer.doc p{margin:2px 0}
@page{margin:12mm}
@media print{
body{background:#fff;font-size:10.5pt}
.page{max-width:none;margin:0;padding:0;box-shadow:none}
*{-webkit-print-color-adjust:exact;print-color-adjust:exact}
thead{display:table-header-group}
tr,.model,dl,.summary,footer.doc{break-inside:avoid;page-break-inside:avoid}
h2{break-after:avoid;page-break-after:avoid}
}
`.trim();

function row(label: string, value: string, muted = false): string {
  return `<dt>${esc(label)}</dt><dd${muted ? ' class="muted"' : ''}>${esc(value)}</dd>`;
}

/**
 * The printable order as one self-contained HTML document (docs/product-rules.md#catalogue, "Generated order
 * document"). Pure: the same input and date always give the same text. Every value is escaped.
 */
// eslint-disable-next-line max-lines-per-function -- a plain template: one HTML document
export function buildOrderDocument(input: OrderDocumentInput, now: Date): string {
  const { model, client, config, players } = input;
  const colour = effectiveColorFondo(config);
  const image = documentImageUrl(model.imagen, input.siteOrigin);
  const modelName = model.nombre.trim();

  const imageHtml = image
    ? `<img src="${esc(image)}" alt="${esc(`Uniforme modelo ${modelName}`)}" width="120" height="120" referrerpolicy="no-referrer">`
    : `<div class="placeholder" role="img" aria-label="Imagen del modelo no disponible">Imagen no disponible</div>`;

  const playerRows = players
    .map(
      (p, i) =>
        `<tr><td class="c-i">${i + 1}</td><td class="c-n">${esc(p.numero)}</td><td>${esc(p.apellidoONombre)}</td><td class="c-t">${esc(p.size)}</td>` +
        (p.patrocinador.trim() ? `<td>${esc(p.patrocinador)}</td>` : `<td class="muted">Sin patrocinador</td>`) +
        `</tr>`,
    )
    .join('\n');

  const tally = sizeTallyText(players);
  const hours = BUSINESS.hours.map((h) => `${h.days}: ${h.time}`).join(' · ');

  return `<!DOCTYPE html>
<html lang="es-DO">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${esc(DOCUMENT_CSP)}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${DOCUMENT_TITLE} - ${modelName} - ${BUSINESS.name}`)}</title>
<style>
${STYLES}
</style>
</head>
<body>
<div class="page">
<header class="doc">
<div>
<p class="company">${esc(BUSINESS.name)}</p>
<h1>${esc(DOCUMENT_TITLE)}</h1>
</div>
<p class="date">Fecha del pedido: <strong>${esc(longSpanishDate(now))}</strong></p>
</header>

<div class="cols">
<section>
<h2>Modelo seleccionado</h2>
<div class="model">
${imageHtml}
<dl>
${row('Modelo', modelName)}
${row('Colores originales', model.colores.trim())}
${colour ? row('Color de fondo personalizado', colour) : ''}
${row('ID del modelo', model.id.trim())}
</dl>
</div>
</section>

<section>
<h2>Datos del cliente</h2>
<dl>
${row('Nombre', client.nombre.trim())}
${row('Teléfono', client.telefono.trim())}
${client.correo.trim() ? row('Correo', client.correo.trim()) : row('Correo', 'No proporcionado', true)}
</dl>
</section>
</div>

<section>
<h2>Configuración del uniforme</h2>
<dl>
${row('Número al frente', yesNo(config.numeroAdelante))}
${row('Color de fondo distinto', yesNo(config.colorDistinto))}
${config.colorDistinto ? row('Color de fondo solicitado', colour || 'No especificado', !colour) : ''}
</dl>
</section>

<section>
<h2>Lista de jugadores</h2>
<table>
<thead><tr><th scope="col" class="c-i">#</th><th scope="col" class="c-n">Número</th><th scope="col" class="c-a">Apellido/Nombre de Chaqueta</th><th scope="col" class="c-t">Talla</th><th scope="col" class="c-p">Patrocinador</th></tr></thead>
<tbody>
${playerRows}
</tbody>
</table>
</section>

<section>
<h2>Resumen</h2>
<div class="summary">
<p>Total de uniformes: <strong>${players.length}</strong></p>
<p>Modelo: <strong>${esc(modelName)}</strong></p>
<p>Configuración: <strong>${esc(configurationSummary(config))}</strong></p>
${tally ? `<p>Tallas: <strong>${esc(tally)}</strong></p>` : ''}
</div>
</section>

<footer class="doc">
<p><strong>${esc(BUSINESS.legalName)}</strong> · ${esc(BUSINESS.tagline)}</p>
<p>Teléfono y WhatsApp: ${esc(BUSINESS.phoneDisplay)} · Correo: ${esc(BUSINESS.email)}</p>
<p>${esc(fullAddress)}</p>
<p>Horario: ${esc(hours)}</p>
<p>Documento generado el ${esc(spanishTimestamp(now))}</p>
</footer>
</div>
</body>
</html>
`;
}

/** Keeps letters (any script), digits, '-' and '_'; whitespace runs become one '_'. */
function safeFilePart(value: string): string {
  const cleaned = value
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{M}\p{N}_-]/gu, '')
    .replace(/_+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '');
  return (
    Array.from(cleaned)
      .slice(0, 60)
      .join('')
      .replace(/[_-]+$/, '') || 'Modelo'
  );
}

/** 'Pedido_Uniforme_{model name, spaces → underscores}_{YYYY-MM-DD}.html' (docs/product-rules.md#outside-calls), local date. */
export function orderFileName(modelName: string, date: Date): string {
  return `Pedido_Uniforme_${safeFilePart(modelName)}_${isoLocalDate(date)}.html`;
}
