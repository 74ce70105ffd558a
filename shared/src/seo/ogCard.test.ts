import { fitTitle, nestSvg, ogCardSvg, OG_IMAGE, svgDocument, wrapLines } from './ogCard';
import { BUSINESS } from '../business/identity';

describe('wrapLines', () => {
  it('fills lines word by word up to the width', () => {
    expect(wrapLines('Uniformes de basquetbol sublimados', 16)).toEqual(['Uniformes de', 'basquetbol', 'sublimados']);
  });
  it('keeps a word longer than a line whole', () => {
    expect(wrapLines('Supercalifragilístico sí', 8)).toEqual(['Supercalifragilístico', 'sí']);
  });
  it('ends the last allowed line with an ellipsis when text is left over', () => {
    expect(wrapLines('uno dos tres cuatro cinco', 8, 2)).toEqual(['uno dos', 'tres…']);
  });
  it('gives no line for empty text', () => {
    expect(wrapLines('   ', 10)).toEqual([]);
  });
});

describe('fitTitle', () => {
  it('uses the largest size at which the title fits the lines', () => {
    expect(fitTitle('Tazas', 560, 3).size).toBe(68);
    const long = fitTitle('Pedido de uniformes de basquetbol con muchos jugadores y patrocinadores', 560, 3);
    expect(long.size).toBeLessThan(68);
    expect(long.lines.length).toBeLessThanOrEqual(3);
  });
});

describe('nestSvg', () => {
  it("places a document's drawing in a box, keeping its viewBox", () => {
    expect(
      nestSvg('<svg xmlns="http://www.w3.org/2000/svg" width="10" viewBox="0 0 4 4"><rect/></svg>', {
        x: 1,
        y: 2,
        width: 3,
        height: 4,
      }),
    ).toBe('<svg x="1" y="2" width="3" height="4" viewBox="0 0 4 4" preserveAspectRatio="xMidYMid meet"><rect/></svg>');
  });
  it('refuses art that is not one SVG document with a viewBox', () => {
    expect(() => nestSvg('<g/>', { x: 0, y: 0, width: 1, height: 1 })).toThrow();
    expect(() => nestSvg('<svg><g/></svg>', { x: 0, y: 0, width: 1, height: 1 })).toThrow(/viewBox/);
  });
});

describe('ogCardSvg', () => {
  const card = ogCardSvg({
    title: 'Tazas <personalizadas> & más',
    subtitle: 'De 11 oz',
    art: svgDocument('0 0 10 10', '<circle r="3"/>'),
  });
  it('is a 1200×630 drawing with the shop name, phone, title and art', () => {
    expect(card).toMatch(new RegExp(`^<svg [^>]*width="${OG_IMAGE.width}" height="${OG_IMAGE.height}"`));
    expect(card).toContain(`>${BUSINESS.name}<`);
    expect(card).toContain(BUSINESS.phoneDisplay);
    expect(card).toContain('<circle r="3"/>');
    expect(card).toContain('De 11 oz');
  });
  it('escapes the text it draws', () => {
    expect(card).toContain('&lt;personalizadas&gt;');
    expect(card).toContain('&amp; más');
    expect(card).not.toContain('<personalizadas>');
  });
});
