import { findRoute, ROUTES } from '../routes/routeTable';
import { linkPreviewImage } from './linkPreview';
import { ROUTE_META } from '../routes/routeMeta';

const SITE = 'https://estampa.example';
const CARDS = { '/': 'og/inicio.0123456789.png', '/contacto': 'og/contacto.0123456789.png' };
const route = (p: string) => findRoute(p)!;

describe('linkPreviewImage', () => {
  it("a remote's page: the card that remote publishes, through the site's origin", () => {
    expect(linkPreviewImage(route('/productos/tazas'), SITE, CARDS).url).toBe(
      `${SITE}/remotes/products/og/TazasPage.png`,
    );
    expect(linkPreviewImage(route('/uniformes/basquetbol/pedido'), SITE, CARDS).url).toBe(
      `${SITE}/remotes/order/og/PedidoPage.png`,
    );
  });
  it("the shell's pages: the hashed cards of its build", () => {
    expect(linkPreviewImage(route('/'), SITE, CARDS).url).toBe(`${SITE}/og/inicio.0123456789.png`);
    expect(linkPreviewImage(route('/contacto'), SITE, CARDS).url).toBe(`${SITE}/og/contacto.0123456789.png`);
  });
  it('refuses a shell page whose card was not drawn', () => {
    expect(() => linkPreviewImage(route('/contacto'), SITE, {})).toThrow(/contacto/);
  });
  it('every route has a Spanish alt text naming the page and the shop', () => {
    for (const r of ROUTES)
      expect(linkPreviewImage(r, SITE, CARDS).alt).toMatch(
        new RegExp(`^${ROUTE_META[r.path].title.replace(/[()]/g, '.')}: tarjeta de Estampa RD`),
      );
  });
});
