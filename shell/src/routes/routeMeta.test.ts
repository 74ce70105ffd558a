import fs from 'fs';
import path from 'path';
import { ROUTE_META } from './routeMeta';
import { ROUTES } from './routeTable';

describe('ROUTE_META', () => {
  it('gives every route of the table a Spanish title and description, and nothing else', () => {
    expect(Object.keys(ROUTE_META).sort()).toEqual(ROUTES.map((r) => r.path).sort());
    for (const r of ROUTES) {
      expect(ROUTE_META[r.path].title.length).toBeGreaterThan(3);
      expect(ROUTE_META[r.path].description.length).toBeGreaterThan(30);
    }
  });

  it('is read by the prerendered documents only: no browser code imports it', () => {
    const src = path.join(__dirname, '..');
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const sources = files(src).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const importersOf = (module: string) =>
      sources
        .filter((f) => new RegExp(`from '[./]*(routes/)?${module}'`).test(fs.readFileSync(f, 'utf8')))
        .map((f) => path.relative(src, f));
    // The document layer (document/*, only run by the prerender) and the breadcrumbs it alone uses.
    expect(importersOf('routeMeta').filter((f) => !f.startsWith('document/'))).toEqual(['routes/breadcrumbs.ts']);
    expect(importersOf('breadcrumbs').every((f) => f.startsWith('document/'))).toBe(true);
  });
});
