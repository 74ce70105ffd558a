/** @jest-environment node */
import pageSeo, { orderArt } from './pageSeo';

describe('order: link-preview card', () => {
  it('publishes the card of its one page with our drawing, and no JSON-LD', () => {
    const built = pageSeo.build({
      remote: 'order',
      site: 'https://estampa.example',
      exposes: ['PedidoPage'],
      png: (svg) => new TextEncoder().encode(svg),
      hashedName: (f) => f,
    });
    expect(built.files.map((f) => f.file)).toEqual(['og/PedidoPage.png']);
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(orderArt)?.[1] ?? 'missing';
    expect(new TextDecoder().decode(built.files[0].bytes)).toContain(inner);
    expect(built.scripts.PedidoPage).toBe('');
  });

  it('refuses to build when an exposed page has no card', () => {
    expect(() =>
      pageSeo.build({
        remote: 'order',
        exposes: ['PedidoPage', 'OtraPage'],
        png: () => new Uint8Array(),
        hashedName: (f) => f,
      }),
    ).toThrow(/OtraPage/);
  });
});
