// Build-time rasterising of our SVG drawings (link-preview cards, product images, icons) into PNG
// files, with @resvg/resvg-js (resvg, a Rust SVG renderer: no browser, no native build step).
// The drawings themselves are made by the apps' TypeScript (shared/src/seo/ogCard.ts, the remotes'
// src/seo/); this file only turns SVG text into bytes and names files by their content.
const crypto = require('crypto');
const fs = require('fs');

/**
 * The fonts the cards are drawn with, loaded by file so every machine draws the same letters
 * (resvg never guesses from the system). Debian's fonts-liberation comes with chromium, which the
 * e2e tests need anyway; DejaVu (the system's, else the npm package's) is the fallback.
 */
const FONT_FILES = [
  { family: 'Liberation Sans', file: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf' },
  { family: 'Liberation Sans', file: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf' },
  { family: 'DejaVu Sans', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' },
  { family: 'DejaVu Sans', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
  // The same DejaVu from the registry (dev dependency), so a machine with no fonts still builds.
  ...['DejaVuSans-Bold.ttf', 'DejaVuSans.ttf'].map((name) => ({ family: 'DejaVu Sans', file: npmFont(name) })),
];

/** @param {string} name  a file of the dejavu-fonts-ttf package */
function npmFont(name) {
  try {
    return require.resolve(`dejavu-fonts-ttf/ttf/${name}`);
  } catch {
    return `node_modules/dejavu-fonts-ttf/ttf/${name}`; // reported as missing like the others
  }
}

/** resvg's font options: the fonts found, the first of them standing for every sans-serif name. */
function fontOptions(candidates = FONT_FILES) {
  const found = candidates.filter((f) => fs.existsSync(f.file));
  if (!found.length) {
    throw new Error(
      `No font to draw the link-preview cards with: install Debian's fonts-liberation (looked for ${candidates.map((f) => f.file).join(', ')})`,
    );
  }
  const family = found[0].family;
  return {
    loadSystemFonts: false,
    fontFiles: found.map((f) => f.file),
    defaultFontFamily: family,
    sansSerifFamily: family,
  };
}

/**
 * PNG bytes of an SVG document, `width` px wide (height follows the drawing's aspect ratio).
 * @param {string} svg
 * @param {{ width?: number }} [options]
 */
function svgToPng(svg, { width } = {}) {
  const { Resvg } = require('@resvg/resvg-js');
  const resvg = new Resvg(svg, {
    fitTo: width ? { mode: 'width', value: width } : { mode: 'original' },
    font: fontOptions(),
    shapeRendering: 2, // geometricPrecision
    textRendering: 1, // optimizeLegibility
  });
  return Buffer.from(resvg.render().asPng());
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * { width, height } from a PNG's IHDR chunk; throws on anything that is not a PNG.
 * @param {Uint8Array} bytes
 */
function pngSize(bytes) {
  const buf = Buffer.from(bytes);
  if (buf.length < 24 || !buf.subarray(0, 8).equals(PNG_SIGNATURE) || buf.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/**
 * The 10 hex characters a content-hashed file name carries (see cache-policy.js HASHED).
 * @param {Uint8Array} bytes
 */
function contentHash(bytes) {
  return crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10);
}

/**
 * 'og/items/polo-1.png' + bytes → 'og/items/polo-1.0123456789.png'.
 * @param {string} file @param {Uint8Array} bytes
 */
function hashedName(file, bytes) {
  const dot = file.lastIndexOf('.');
  return `${file.slice(0, dot)}.${contentHash(bytes)}${file.slice(dot)}`;
}

module.exports = { FONT_FILES, fontOptions, svgToPng, pngSize, contentHash, hashedName };
