// The shell's icons, drawn at its build from the logo (shell/public/favicon.svg): /favicon.ico
// (16, 32, 48 px), the apple touch icon (180 px, square: iOS rounds it) and the web app manifest's
// icons (192 and 512 px, and a 512 px maskable one, full-bleed so any mask keeps the glyph).
const { svgToPng } = require('../../build-tools/og-image');
const { icoFromPngs } = require('./ico');

/**
 * The logo filling its whole square: its rounded tile laid on a square of its own colour.
 * @param {string} logoSvg
 * @returns {string}
 */
function fullBleed(logoSvg) {
  const m = /^<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(logoSvg.trim());
  const viewBox = m && /viewBox="([^"]+)"/.exec(m[1]);
  const colour = m && /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{3,8})"/.exec(m[2]);
  if (!viewBox || !colour)
    throw new Error('the logo must be an <svg> with a viewBox whose first <rect> has a fill colour');
  const [x, y, w, h] = viewBox[1].split(/[\s,]+/);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox[1]}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour[1]}"/>${m[2]}</svg>`;
}

/**
 * [{ file, bytes }] of every icon, paths relative to the client folder.
 * @param {string} logoSvg
 * @returns {{ file: string, bytes: Buffer }[]}
 */
function iconFiles(logoSvg) {
  const square = fullBleed(logoSvg);
  /** @param {string} svg @param {number} width */
  const png = (svg, width) => svgToPng(svg, { width });
  return [
    { file: 'favicon.ico', bytes: icoFromPngs([16, 32, 48].map((s) => png(logoSvg, s))) },
    { file: 'apple-touch-icon.png', bytes: png(square, 180) },
    { file: 'icons/icon-192.png', bytes: png(logoSvg, 192) },
    { file: 'icons/icon-512.png', bytes: png(logoSvg, 512) },
    { file: 'icons/icon-maskable-512.png', bytes: png(square, 512) },
  ];
}

module.exports = { fullBleed, iconFiles };
