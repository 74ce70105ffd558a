import { PALETTE } from '../catalogue/palette';
import { jerseyDesign, jerseySvg, PATTERNS } from './jerseySvg';
import { jerseySideSvg } from './jerseySideSvg';
import { basketballModels } from '../../features/basketball/data';
import { footballModels } from '../../features/football/data';
import { softballModels } from '../../features/softball/data';
import { baseballModels } from '../../features/baseball/data';
import { volleyballModels } from '../../features/volleyball/data';
import { splitColors } from '../catalogue/generate';
import type { Sport } from '../catalogue/types';

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

const catalogues: Array<[Sport, ReadonlyArray<{ id: number | string; name: string; colors: string }>]> = [
  ['basquetbol', basketballModels],
  ['futbol', footballModels],
  ['softbol', softballModels],
  ['beisbol', baseballModels],
  ['voleibol', volleyballModels],
];

describe('jerseySvg', () => {
  it.each(catalogues)('%s: every front and back is a well-formed SVG using both colours', (sport, models) => {
    for (const [i, m] of models.entries()) {
      for (const face of ['front', 'back'] as const) {
        const svg = jerseySvg(m, { sport, face });
        expect(svg).toMatch(/^<svg [^>]*>[\s\S]*<\/svg>$/);
        const [a, b] = splitColors(m.colors)!;
        expect(svg).toContain(PALETTE[a]);
        expect(svg).toContain(PALETTE[b]);
        expect(svg.length).toBeLessThan(6000);
        // Full XML parse (slow in jsdom) for two rounds of every pattern.
        if (i >= PATTERNS.length * 2) continue;
        const doc = parse(svg);
        expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
        const root = doc.documentElement;
        expect(root.nodeName).toBe('svg');
        expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
        expect(root.getAttribute('width')).toBe('400');
        expect(root.getAttribute('height')).toBe('400');
      }
    }
  });

  it('the back carries the model name and the number; the front the number only', () => {
    const m = footballModels[2];
    const d = jerseyDesign(m, 'futbol');
    const texts = (svg: string) => Array.from(parse(svg).getElementsByTagName('text')).map((t) => t.textContent);
    expect(texts(jerseySvg(m, { sport: 'futbol', face: 'back' }))).toEqual([m.name.toUpperCase(), String(d.number)]);
    expect(texts(jerseySvg(m, { sport: 'futbol' }))).toEqual([String(d.number)]);
  });

  it('escapes the name', () => {
    const svg = jerseySvg({ id: 1, name: 'A<b>&"c', colors: 'Rojo y Negro' }, { sport: 'futbol', face: 'back' });
    expect(parse(svg).getElementsByTagName('parsererror')).toHaveLength(0);
    expect(svg).not.toContain('<B>');
    expect(svg).toContain('A&lt;B&gt;&amp;&quot;C');
  });

  it('200 basketball models look distinct: every pattern used, no neighbours alike, no two drawings equal', () => {
    const designs = basketballModels.map((m) => jerseyDesign(m, 'basquetbol'));
    expect(new Set(designs.map((d) => d.pattern))).toEqual(new Set(PATTERNS));
    for (let i = 1; i < designs.length; i++) expect(designs[i].pattern).not.toBe(designs[i - 1].pattern);
    const looks = new Set(designs.map((d) => `${d.pattern}|${d.variant}|${d.neck}|${d.primary}|${d.secondary}`));
    expect(looks.size).toBe(200);
    const svgs = new Set(basketballModels.map((m) => jerseySvg(m, { sport: 'basquetbol' })));
    expect(svgs.size).toBe(200);
    // variants and necklines vary too
    expect(new Set(designs.map((d) => d.variant)).size).toBe(4);
    expect(new Set(designs.map((d) => d.neck))).toEqual(new Set(['round', 'v']));
  });

  it('each sport has its cut', () => {
    expect(jerseyDesign(basketballModels[0], 'basquetbol').cut).toBe('tank');
    expect(jerseyDesign(footballModels[0], 'futbol').cut).toBe('tee');
    expect(jerseyDesign(baseballModels[0], 'beisbol').cut).toBe('button');
    expect(jerseyDesign(softballModels[0], 'softbol').cut).toBe('button');
  });

  it('is pure: same input, same text', () => {
    expect(jerseySvg(basketballModels[10], { sport: 'basquetbol' })).toBe(
      jerseySvg(basketballModels[10], { sport: 'basquetbol' }),
    );
  });

  it('rejects models it cannot draw', () => {
    expect(() => jerseySvg({ id: 0, name: 'X', colors: 'Rojo y Negro' }, { sport: 'futbol' })).toThrow(RangeError);
    expect(() => jerseySvg({ id: 1, name: 'X', colors: 'Rojo' }, { sport: 'futbol' })).toThrow(RangeError);
  });
});

describe('jerseySideSvg', () => {
  it('draws every football model’s side: a well-formed SVG a quarter as wide, in both colours, named as its side', () => {
    for (const m of footballModels) {
      const svg = jerseySideSvg(m, 'futbol');
      const root = parse(svg).documentElement;
      expect(root.getElementsByTagName('parsererror')).toHaveLength(0);
      expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(['100', '400']);
      const [a, b] = splitColors(m.colors)!;
      expect(svg).toContain(PALETTE[a]);
      expect(svg).toContain(PALETTE[b]);
      expect(root.getAttribute('aria-label')).toBe(`Costado del uniforme ${m.name}, ${m.colors}`);
    }
  });
});
