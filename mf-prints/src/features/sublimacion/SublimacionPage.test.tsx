import { render, screen, within } from '@testing-library/react';
import SublimacionPage from './SublimacionPage';
import { SUBLIMACION } from './data';
import { cards, chatText, h2Texts, h3Texts, section } from '../../common/testing';

beforeEach(() => render(<SublimacionPage />));

describe('Sublimation page', () => {
  it('has one h1 and the sections docs/product-rules.md#pages lists', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sublimación');
    expect(h2Texts()).toEqual([
      'Ventajas de la Sublimación',
      'Productos Sublimados',
      'Aplicaciones',
      'Nuestro Proceso',
      '¿Tienes un proyecto de sublimación?',
    ]);
  });

  it('hero quote button opens the chat asking for sublimation', () => {
    const link = within(screen.getByRole('region', { name: 'Sublimación' })).getByRole('link', {
      name: 'Solicitar Cotización',
    });
    expect(chatText(link)).toBe('Hola, me interesa cotizar sublimación.');
  });

  it('shows six advantages', () => {
    expect(h3Texts(section('Ventajas de la Sublimación'))).toHaveLength(6);
  });

  it('shows four sample products with their prices and quote links naming them', () => {
    const products = cards(section('Productos Sublimados'));
    const names = ['Uniformes deportivos', 'Camisetas full print', 'Tazas sublimadas', 'Cojines personalizados'];
    expect(products).toHaveLength(4);
    products.forEach((card, i) => {
      // The price is the data's (held to docs/product-rules.md by samples.rules.test.ts).
      const [name, price] = [names[i], `Desde $${SUBLIMACION.products[i].price}`];
      const c = within(card);
      expect(c.getByRole('heading', { level: 3 })).toHaveTextContent(name);
      expect(c.getByText(price)).toBeInTheDocument();
      expect(c.getByRole('img')).toHaveAccessibleName(/^Ilustración de /);
      expect(chatText(c.getByRole('link', { name: `Cotizar ${name}` }))).toBe(
        `Hola, me interesa cotizar sublimación: ${name} (${price}).`,
      );
    });
  });

  it('shows four application groups: textiles, drinkware, promotional, sports', () => {
    const groups = cards(section('Aplicaciones'));
    expect(groups.map((g) => within(g).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Textiles',
      'Tazas y termos',
      'Artículos promocionales',
      'Deportes',
    ]);
    groups.forEach((g) => expect(within(g).getAllByRole('listitem').length).toBeGreaterThan(0));
  });

  it('shows a four-step process', () => {
    expect(cards(section('Nuestro Proceso'))).toHaveLength(4);
  });

  it('closes with a chat call to action', () => {
    const link = within(section('¿Tienes un proyecto de sublimación?')).getByRole('link', {
      name: 'Cotizar por WhatsApp',
    });
    expect(chatText(link)).toBe('Hola, me interesa cotizar sublimación.');
  });
});
