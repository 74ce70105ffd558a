/**
 * @jest-environment node
 */
// The build prerenders the page with no window, document or storage (build-tools/prerender.js):
// it must render there, the same way every time: the builder without a model.
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { renderToString } from 'react-dom/server';
import PedidoPage from './PedidoPage';

const render = () =>
  renderToString(
    <CacheProvider value={createCache({ key: 'ord' })}>
      <PedidoPage />
    </CacheProvider>,
  );

describe('server rendering of PedidoPage', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the builder without a model, deterministically', () => {
    const html = render();
    expect(render()).toBe(html);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('Pedido de Uniformes de Basquetbol');
    expect(html).toContain('Cargando información del modelo...');
    expect(html).toContain('Cómo hacer tu pedido');
    // Without JavaScript the visitor still has the way back to the catalogue...
    expect(html).toMatch(/<a [^>]*href="\/uniformes\/basquetbol"[^>]*>Volver a Uniformes<\/a>/);
    // ...and the forms, which cannot work then, are hidden.
    expect(html).toContain('@media (scripting: none){');
    expect(html).toContain('>Agregar Jugador</button>');
    expect(html).not.toMatch(/<script/);
  });
});
