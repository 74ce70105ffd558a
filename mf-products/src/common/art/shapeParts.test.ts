import { arcsInside, contrastOf, isLight, OUTLINE, rowsInside } from './shapeParts';

/** The numbers of a path made of M, H and A commands, as [x, y] points (a row's ends, an arc's ends). */
function ends(d: string): [number, number][] {
  const points: [number, number][] = [];
  for (const [, command, args] of d.matchAll(/([MHA])([^MHA]*)/g)) {
    const n = args.trim().split(/[ ,]+/).map(Number);
    const [, lastY] = points[points.length - 1] ?? [0, 0];
    if (command === 'M') points.push([n[0], n[1]]);
    if (command === 'H') points.push([n[0], lastY]);
    if (command === 'A') points.push([n[5], n[6]]);
  }
  return points;
}

const SQUARE = 'M20 20 L180 20 L180 180 L20 180 Z';

describe('a texture drawn inside an outline (rows, arcs)', () => {
  it('rows stay inside the outline, kept from its edge', () => {
    for (const [x, y] of ends(rowsInside(SQUARE, { gap: 10, inset: 4 }))) {
      expect(x).toBeGreaterThanOrEqual(24);
      expect(x).toBeLessThanOrEqual(176);
      expect(y).toBeGreaterThanOrEqual(24);
      expect(y).toBeLessThanOrEqual(176);
    }
  });

  it('a row crossing two parts of an outline is drawn in each, not across the gap between', () => {
    const rows = rowsInside('M0 0 L60 0 L60 100 L0 100 Z M140 0 L200 0 L200 100 L140 100 Z', {
      top: 50,
      gap: 100,
      inset: 0,
      shifts: [0],
    });
    expect(rows).toBe('M0 50H60M140 50H200');
  });

  it('a curved outline is followed too (a fitted waist)', () => {
    const waist = 'M0 0 L100 0 Q60 50 100 100 L0 100 Q40 50 0 0 Z';
    const [[from], [to]] = ends(rowsInside(waist, { top: 50, gap: 100, inset: 0, shifts: [0] }));
    expect(from).toBeGreaterThan(10);
    expect(to).toBeLessThan(90);
  });

  it('arcs reaching past the outline are cut to the parts inside it', () => {
    const arcs = arcsInside(SQUARE, [{ cx: 100, cy: 100, r: 120, from: 0, to: 2 * Math.PI }], 6);
    expect(arcs).toBe(''); // the circle runs wholly outside
    const cut = arcsInside(SQUARE, [{ cx: 20, cy: 100, r: 60, from: -Math.PI / 2, to: Math.PI / 2 }], 6);
    expect(cut).not.toBe('');
    for (const [x, y] of ends(cut)) {
      expect(x).toBeGreaterThanOrEqual(26);
      expect(y).toBeGreaterThanOrEqual(26);
      expect(y).toBeLessThanOrEqual(174);
    }
  });
});

describe('contrasting tints', () => {
  it('dark beside a light tint, white beside a dark one', () => {
    expect(isLight('#ffffff')).toBe(true);
    expect(isLight('#facc15')).toBe(true);
    expect(isLight('#dc2626')).toBe(false);
    expect(contrastOf('#dc2626')).toBe('#ffffff');
    expect(contrastOf('#ffffff')).toBe(OUTLINE);
  });
});
