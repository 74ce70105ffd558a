import { render, within } from '@testing-library/react';
import SublimacionPage from './SublimacionPage';
import { SUBLIMACION } from './data';
import { cardTitles, cards, chatText, h3Texts, section } from '../../common/testing';

// The outline and the hero's and closing's buttons: ../outlines.test.tsx.
beforeEach(() => render(<SublimacionPage />));

describe('Sublimation page', () => {
  it('shows six advantages', () => {
    expect(h3Texts(section('Ventajas de la Sublimación'))).toHaveLength(6);
  });

  it('shows four sample products with their prices and quote links opening the chat without a message', () => {
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
      expect(chatText(c.getByRole('button', { name: 'Cotizar', description: name }))).toBeNull();
    });
  });

  it('shows four application groups: textiles, drinkware, promotional, sports', () => {
    expect(cardTitles(section('Aplicaciones'))).toEqual([
      'Textiles',
      'Tazas y termos',
      'Artículos promocionales',
      'Deportes',
    ]);
    cards(section('Aplicaciones')).forEach((g) => expect(within(g).getAllByRole('listitem').length).toBeGreaterThan(0));
  });

  it('shows a four-step process', () => {
    expect(cards(section('Nuestro Proceso'))).toHaveLength(4);
  });
});
