import { artFiles, fileFromUrl } from './artFiles';
import { basketballModels } from '../features/basketball/data';
import { footballModels } from '../features/football/data';

describe('artFiles (what scripts/generate-art.js writes)', () => {
  const files = artFiles();

  it('has one file per model image, plus the football backs and sides', () => {
    expect(files).toHaveLength(200 + 20 * 4 + 20 + 20);
    expect(new Set(files.map((f) => f.path)).size).toBe(files.length);
    const paths = new Set(files.map((f) => f.path));
    for (const m of basketballModels) expect(paths.has(fileFromUrl(m.image))).toBe(true);
    for (const m of footballModels) {
      expect(paths.has(`art/futbol/${m.id}.svg`)).toBe(true);
      expect(paths.has(`art/futbol/${m.id}-back.svg`)).toBe(true);
      expect(paths.has(`art/futbol/${m.id}-side.svg`)).toBe(true);
    }
  });

  it('writes only SVG files under art/', () => {
    for (const f of files) {
      expect(f.path).toMatch(/^art\/(basquetbol|futbol|softbol|beisbol|voleibol)\/\d+(-back|-side)?\.svg$/);
      expect(f.contents.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
  });

  it('refuses URLs outside this remote or climbing out of it', () => {
    expect(() => fileFromUrl('https://example.com/a.svg')).toThrow();
    expect(() => fileFromUrl('/remotes/uniforms/../x.svg')).toThrow();
    expect(() => fileFromUrl('/remotes/prints/a.svg')).toThrow();
  });
});
