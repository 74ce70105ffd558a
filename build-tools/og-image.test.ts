/** @jest-environment node */
import fs from 'fs';
import { svgToPng, pngSize, contentHash, hashedName, fontOptions, FONT_FILES } from './og-image';

describe('og-image: SVG to PNG at build time', () => {
  it('rasterises a drawing at the asked width, keeping its aspect ratio', () => {
    const png = svgToPng(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 21"><rect width="40" height="21" fill="#b91c1c"/></svg>',
      { width: 1200 },
    );
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('draws text with the fonts it found (the same drawing has more ink with a word on it)', () => {
    const doc = (text: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><text x="10" y="40" font-family="sans-serif" font-size="30">${text}</text></svg>`;
    expect(svgToPng(doc('Estampa')).length).toBeGreaterThan(svgToPng(doc('')).length + 200);
  });

  it('refuses to draw without any font file, saying what to install', () => {
    expect(() => fontOptions([{ family: 'X', file: '/no/such/font.ttf' }])).toThrow(/fonts-liberation/);
  });

  it('reads the size from a PNG header and refuses anything else', () => {
    expect(() => pngSize(Buffer.from('GIF89a not a png at all, really'))).toThrow(/PNG/);
  });

  it('names a file by its content: 10 hex characters before the extension', () => {
    const a = Buffer.from('a');
    expect(contentHash(a)).toMatch(/^[0-9a-f]{10}$/);
    expect(hashedName('og/items/polo-1.png', a)).toBe(`og/items/polo-1.${contentHash(a)}.png`);
    expect(contentHash(Buffer.from('b'))).not.toBe(contentHash(a));
  });

  it('finds at least one of its fonts on this machine', () => {
    expect(fontOptions().fontFiles.every((f: string) => fs.existsSync(f))).toBe(true);
    // A machine without system fonts still draws with the registry's DejaVu.
    const fromRegistry = FONT_FILES.filter((f: { file: string }) => f.file.includes('dejavu-fonts-ttf'));
    expect(fromRegistry).toHaveLength(2);
    expect(fontOptions(fromRegistry).defaultFontFamily).toBe('DejaVu Sans');
  });
});
