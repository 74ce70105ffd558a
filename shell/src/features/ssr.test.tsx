/**
 * @jest-environment node
 */
// The shell prerenders these components at build time: they must render with no window or
// document, and give the same markup every time (so hydration matches).
import { renderToString } from 'react-dom/server';
import { ContactPage } from './contact/ContactPage';
import { HomePage } from './home/HomePage';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { NotFoundPage } from './not-found/NotFoundPage';

const pages = {
  header: () => <Header currentPath="/productos/tazas" />,
  footer: () => <Footer />,
  home: () => <HomePage />,
  contact: () => <ContactPage />,
  notFound: () => <NotFoundPage />,
};

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(Object.entries(pages))('%s renders on the server, deterministically', (_name, Page) => {
    const first = renderToString(<Page />);
    expect(first.length).toBeGreaterThan(100);
    expect(renderToString(<Page />)).toBe(first);
  });

  it('the header works before JavaScript: all links in the HTML, menu control links to the footer list', () => {
    const html = renderToString(<Header currentPath="/productos/tazas" />);
    expect(html).toContain('data-js="off"');
    expect(html).toContain('href="#navegacion-pie"');
    expect(html).not.toMatch(/<button[^>]*aria-controls="menu-principal"/); // the link, not the button
    expect((html.match(/<a [^>]*href="\/[^"#]*"/g) ?? []).length).toBe(1 + 2 + 6 + 5 + 7); // logo, Inicio, Contacto, 18 menu links
    expect(html).toMatch(/aria-current="page"[^>]*>Tazas<|href="\/productos\/tazas"[^>]*aria-current="page"/);
    expect(html).toContain('aria-expanded="false"');
  });

  it('the footer holds the list the header links to', () => {
    expect(renderToString(<Footer />)).toContain('id="navegacion-pie"');
  });

  it('home and contact ship their content: all cards, the form and the map', () => {
    const home = renderToString(<HomePage />);
    expect(home.match(/>Personalizable</g)).toHaveLength(12);
    expect(home).toContain('href="#productos"');
    const contact = renderToString(<ContactPage />);
    expect(contact).toContain('0/500 caracteres');
    // The map's lazy frame is in the page without its address (nothing is fetched from the map's
    // origin with the page), under a placeholder with the address and a link to the map.
    expect(contact).toMatch(/<iframe title="Mapa de ubicación[^"]*" loading="lazy"/);
    expect(/<iframe[^>]*>/.exec(contact)?.[0]).not.toContain('src=');
    expect(contact).toContain('Abrir en Google Maps');
  });
});
