/** @jest-environment node */
import pageSeo from './pageSeo';
import { basketballModels } from '../features/basketball/data';
import { jerseySvg } from '../common/art/jerseySvg';

// The remote's own list of exposed pages (federation.config.js is CommonJS, read by the build).
const exposes = Object.keys((require('../../federation.config') as { exposes: Record<string, string> }).exposes);
const built = pageSeo.build({
  remote: 'uniforms',
  site: 'https://estampa.example',
  exposes,
  png: (svg) => new TextEncoder().encode(svg),
  hashedName: (f) => f,
});
const svgOf = (file: string) => new TextDecoder().decode(built.files.find((f) => f.file === file)?.bytes);

describe('uniforms: link-preview cards of the catalogues', () => {
  it('a card per exposed page, and nothing else', () => {
    expect(built.files.map((f) => f.file).sort()).toEqual(exposes.map((p) => `og/${p}.png`).sort());
  });

  it("draws the catalogue's own jersey art of its first model, with the model count", () => {
    const card = svgOf('og/BasquetbolPage.png');
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(jerseySvg(basketballModels[0], { sport: 'basquetbol' }))?.[1];
    expect(inner).toBeTruthy();
    expect(card).toContain(inner);
    expect(card).toContain(`${basketballModels.length} modelos.`);
    expect(card).toContain('Uniformes de');
  });

  it('adds no JSON-LD of its own (uniforms have no price on the site)', () => {
    for (const page of exposes) expect(built.scripts[page]).toBe('');
  });
});
