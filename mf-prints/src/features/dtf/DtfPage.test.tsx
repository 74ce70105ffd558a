import { render, within } from '@testing-library/react';
import DtfPage from './DtfPage';
import { DTF } from './data';
import { cardTitles, cards, chatText, h3Texts, section } from '../../common/testing';

// The outline and the hero's and closing's buttons: ../outlines.test.tsx.
beforeEach(() => render(<DtfPage />));

describe('DTF page', () => {
  it('shows six benefits', () => {
    expect(h3Texts(section('Beneficios de la Impresión DTF'))).toEqual([
      'Colores vibrantes',
      'Cualquier tipo de tela',
      'Alta durabilidad',
      'Sin pedido mínimo',
      'Tacto suave y flexible',
      'Entrega rápida',
    ]);
  });

  it('shows four sample products with image, price and a quote link opening the chat without a message', () => {
    const products = cards(section('Productos con Impresión DTF'));
    expect(products).toHaveLength(4);
    const names = ['Camisetas personalizadas', 'Hoodies y sudaderas', 'Gorras personalizadas', 'Chaquetas y abrigos'];
    products.forEach((card, i) => {
      // The price is the data's (held to docs/product-rules.md by samples.rules.test.ts).
      const [name, price] = [names[i], `Desde $${DTF.products[i].price}`];
      const c = within(card);
      expect(c.getByRole('heading', { level: 3 })).toHaveTextContent(name);
      expect(c.getByText(price)).toBeInTheDocument();
      const img = c.getByRole('img');
      expect(img).toHaveAccessibleName(/^Ilustración de /);
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      // Named as the visitor reads it; the card's name describes it.
      const link = c.getByRole('button', { name: 'Cotizar' });
      expect(link).toHaveAccessibleDescription(name);
      expect(chatText(link)).toBeNull();
    });
  });

  it('shows the four-step process: design, print, application, transfer', () => {
    expect(cardTitles(section('Nuestro Proceso'))).toEqual(['Diseño', 'Impresión', 'Aplicación', 'Transferencia']);
  });
});
