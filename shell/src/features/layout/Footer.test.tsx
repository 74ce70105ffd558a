import { render, screen, within } from '@testing-library/react';
import { Footer } from './Footer';

describe('Footer', () => {
  beforeEach(() => render(<Footer />));

  const footer = () => screen.getByRole('contentinfo');

  it('is the contentinfo landmark with a navigation of every menu page', () => {
    const nav = within(footer()).getByRole('navigation', { name: 'Pie de página' });
    expect(nav).toHaveAttribute('id', 'navegacion-pie');
    // Inicio + Contacto + 6 products + 5 sports + 7 print services
    expect(within(nav).getAllByRole('link')).toHaveLength(2 + 6 + 5 + 7);
  });

  it('groups product, sport and service links under their headings', () => {
    const products = screen.getByRole('list', { name: 'Productos' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['T-Shirts', 'Polo Shirts', 'Promociones', 'Tazas', 'Termos', 'Uniformes Escolares']);
    const services = screen.getByRole('list', { name: 'Impresiones' });
    expect(within(services).getByRole('link', { name: 'Coroplast' })).toHaveAttribute('href', '/impresiones/coroplast');
    expect(within(screen.getByRole('list', { name: 'Uniformes Deportivos' })).getAllByRole('link')).toHaveLength(5);
    expect(
      within(screen.getByRole('list', { name: 'Enlaces' })).getByRole('link', { name: 'Contacto' }),
    ).toHaveAttribute('href', '/contacto');
  });

  it('shows the phone, e-mail and location', () => {
    expect(within(footer()).getByRole('link', { name: '(809) 555-0100' })).toHaveAttribute('href', 'tel:+18095550100');
    expect(within(footer()).getByRole('link', { name: 'ventas@estampard.example' })).toHaveAttribute(
      'href',
      'mailto:ventas@estampard.example',
    );
    expect(within(footer()).getByText('Los Mina, Santo Domingo Este')).toBeInTheDocument();
  });

  it('shows the opening hours', () => {
    const terms = Array.from(footer().querySelectorAll('dt')).map(
      (d) => `${d.textContent} ${d.nextElementSibling?.textContent}`,
    );
    expect(terms).toEqual(['Lunes a Viernes 8:00 - 18:00', 'Sábado 8:00 - 16:00', 'Domingo Cerrado']);
  });

  it('shows Instagram, Facebook and WhatsApp as icons without links', () => {
    const social = within(footer()).getByRole('list', { name: 'Redes sociales' });
    const items = within(social).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Instagram: @estampard',
      'Facebook: Estampa RD',
      'WhatsApp: (809) 555-0100',
    ]);
    expect(within(social).queryAllByRole('link')).toHaveLength(0);
    // Each icon is an image named by its network, read once (the text beside it is hidden from assistive technology).
    expect(
      within(social)
        .getAllByRole('img')
        .map((svg) => svg.getAttribute('aria-labelledby')),
    ).toHaveLength(3);
    expect(within(social).getByRole('img', { name: 'Instagram: @estampard' })).toBeInTheDocument();
    expect(within(social).getByRole('img', { name: 'WhatsApp: (809) 555-0100' })).toBeInTheDocument();
    items.forEach((li) => expect(li.querySelector('span')).toHaveAttribute('aria-hidden', 'true'));
  });

  it('ends with the 2024 copyright line and the site-builder credit', () => {
    expect(within(footer()).getByText('© 2024 Estampa RD, SRL. Todos los derechos reservados.')).toBeInTheDocument();
    expect(within(footer()).getByText('Sitio creado por Estampa RD Digital')).toBeInTheDocument();
  });
});
