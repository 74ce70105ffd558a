import fs from 'node:fs';
import path from 'node:path';
import { logoSvg } from '@estampa/shared/business/logo';
import { ICONS, webManifest } from './webManifest';

describe('web app manifest', () => {
  const m = webManifest();
  it('is Spanish, starts at the home page and stands alone', () => {
    expect(m).toMatchObject({
      name: 'Estampa RD',
      short_name: 'Estampa RD',
      lang: 'es-DO',
      start_url: '/',
      display: 'standalone',
    });
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('lists 192 and 512 px icons, one of them maskable', () => {
    expect(m.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(m.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });
  it('the icons are drawn from the same logo as /favicon.svg', () => {
    const favicon = fs.readFileSync(path.join(__dirname, '../../public/favicon.svg'), 'utf8').trim();
    expect(favicon).toBe(logoSvg());
    expect(ICONS.svg).toBe('/favicon.svg');
  });
});
