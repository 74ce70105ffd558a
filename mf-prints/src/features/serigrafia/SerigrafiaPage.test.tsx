import { render, screen, within } from '@testing-library/react';
import SerigrafiaPage from './SerigrafiaPage';
import { cards, chatText, h2Texts, h3Texts, section } from '../../common/testing';

beforeEach(() => render(<SerigrafiaPage />));

describe('Screen printing page', () => {
  it('has one h1 and the sections docs/product-rules.md#pages lists', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Serigrafía');
    expect(h2Texts()).toEqual([
      'Ventajas de la Serigrafía',
      'Aplicaciones',
      'Nuestro Proceso',
      '¿Necesitas estampar en cantidad?',
    ]);
  });

  it('shows four advantages and three applications', () => {
    expect(h3Texts(section('Ventajas de la Serigrafía'))).toHaveLength(4);
    expect(h3Texts(section('Aplicaciones'))).toEqual([
      'Camisetas y uniformes corporativos',
      'Eventos y campañas',
      'Bolsos y artículos promocionales',
    ]);
  });

  it('numbers the four process steps 01 to 04', () => {
    const steps = cards(section('Nuestro Proceso'));
    expect(steps).toHaveLength(4);
    steps.forEach((step, i) => {
      expect(within(step).getByText(`0${i + 1}`)).toBeInTheDocument();
    });
  });

  it('quote button opens the chat asking for screen printing', () => {
    const hero = screen.getByRole('region', { name: 'Serigrafía' });
    expect(chatText(within(hero).getByRole('link', { name: 'Solicitar Cotización' }))).toBe(
      'Hola, me interesa cotizar serigrafía.',
    );
  });

  it('gallery and portfolio buttons jump to the examples section', () => {
    const examples = section('Aplicaciones');
    const gallery = within(screen.getByRole('region', { name: 'Serigrafía' })).getByRole('link', {
      name: 'Ver Galería',
    });
    const portfolio = within(section('¿Necesitas estampar en cantidad?')).getByRole('link', { name: 'Ver Portafolio' });
    for (const link of [gallery, portfolio]) {
      expect(link).toHaveAttribute('href', `#${examples.id}`);
      expect(link).not.toHaveAttribute('target');
    }
    expect(examples.id).toBe('serigrafia-aplicaciones');
  });

  it('contact button goes to the contact page', () => {
    const link = within(section('¿Necesitas estampar en cantidad?')).getByRole('link', { name: 'Contactar' });
    expect(link).toHaveAttribute('href', '/contacto');
  });
});
