import { BUSINESS, shortAddress } from '../business/identity';
import { LOGO } from '../business/logo';
import { colors } from '../theme/theme';
import { escapeHtml } from '../security/html';

/**
 * The link-preview card of a page (og:image): 1200×630, the shop's name and colours, the page's
 * title and our own art of what the page offers. Pure: SVG text in, SVG text out. Each app
 * rasterises its cards at build time (build-tools/og-image.js); no visitor ever loads them.
 */

export const OG_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

export type OgCard = {
  /** The page's title, as the card shows it (up to three lines). */
  title: string;
  /** One short line under the title (up to two lines). */
  subtitle?: string;
  /** Our illustration of the page's product, as a complete SVG document (with xmlns and viewBox). */
  art: string;
};

/** Average advance of a character, in em, of the bold and regular sans faces the cards use. */
const EM_BOLD = 0.6;
const EM_REGULAR = 0.52;

/**
 * Greedy word wrap into at most `maxLines` lines of `maxChars` characters; a word longer than a
 * line stays whole (it is never cut), and what does not fit in the last line ends with '…'.
 */
export function wrapLines(text: string, maxChars: number, maxLines = Infinity): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s.,;:]+$/, '')}…`;
  return kept;
}

/** The largest of `sizes` (px) at which `text` fits `width` px in `maxLines` lines, and its lines. */
export function fitTitle(text: string, width: number, maxLines: number, sizes: readonly number[] = [68, 60, 52, 46]) {
  for (const size of sizes) {
    const maxChars = Math.floor(width / (size * EM_BOLD));
    const lines = wrapLines(text, maxChars);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1];
  return { size, lines: wrapLines(text, Math.floor(width / (size * EM_BOLD)), maxLines) };
}

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, attrs: string) {
  const tspans = lines
    .map((line, i) => `<tspan x="${x}" y="${y + i * lineHeight}">${escapeHtml(line)}</tspan>`)
    .join('');
  return `<text font-family="${FONT}" font-size="${size}" ${attrs}>${tspans}</text>`;
}

/** The card as an SVG document of OG_IMAGE's size. */
export function ogCardSvg(card: OgCard): string {
  const { width: W, height: H } = OG_IMAGE;
  const left = 72;
  const textWidth = 560;
  const title = fitTitle(card.title, textWidth, 3);
  const titleTop = 250;
  const titleLineHeight = Math.round(title.size * 1.12);
  const subtitleTop = titleTop + (title.lines.length - 1) * titleLineHeight + 64;
  const subtitle = card.subtitle ? wrapLines(card.subtitle, Math.floor(textWidth / (28 * EM_REGULAR)), 2) : [];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.primaryDark}"/><stop offset="1" stop-color="${colors.primary}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    // The logo and the shop's name.
    `<svg x="${left}" y="64" width="72" height="72" viewBox="${LOGO.viewBox}"><rect width="32" height="32" rx="${LOGO.cornerRadius}" fill="#ffffff"/><path d="${LOGO.glyph}" fill="${LOGO.background}"/></svg>`,
    textLines([BUSINESS.name], left + 96, 114, 44, 44, `font-weight="700" fill="#ffffff"`),
    textLines(title.lines, left, titleTop, title.size, titleLineHeight, `font-weight="700" fill="#ffffff"`),
    subtitle.length ? textLines(subtitle, left, subtitleTop, 28, 38, `fill="${colors.primarySoft}"`) : '',
    textLines(
      [`WhatsApp ${BUSINESS.phoneDisplay} · ${shortAddress}`],
      left,
      578,
      26,
      26,
      `fill="#fde68a" font-weight="700"`,
    ),
    // Our art of the page's product, on a white tile.
    `<rect x="704" y="64" width="424" height="448" rx="32" fill="#ffffff"/>`,
    nestSvg(card.art, { x: 729, y: 89, width: 374, height: 398 }),
    '</svg>',
  ].join('');
}

/**
 * Places a complete SVG document inside another at a box (a nested <svg> keeps its viewBox and
 * scales to fit, centred). Inline rather than an <image>, so its text is drawn with the same fonts.
 */
export function nestSvg(doc: string, box: { x: number; y: number; width: number; height: number }): string {
  const m = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(doc);
  if (!m) throw new Error('art must be one complete <svg> document');
  const viewBox = /\sviewBox="([^"]+)"/.exec(m[1]);
  if (!viewBox) throw new Error('art must have a viewBox');
  return `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="${viewBox[1]}" preserveAspectRatio="xMidYMid meet">${m[2]}</svg>`;
}

/** Wraps the inner markup of a drawing into a complete SVG document, for a card's `art`. */
export function svgDocument(viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`;
}
