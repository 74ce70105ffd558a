import { render, within } from '@testing-library/react';
import VinylPage from './VinylPage';
import { cardTitles, cards, chatText, h3Texts, section } from '../../common/testing';

// The outline and the hero's and closing's buttons: ../outlines.test.tsx.
beforeEach(() => render(<VinylPage />));

describe('Vinyl page', () => {
  it('shows four benefits with the figures: more than 100 colours, up to 7 years', () => {
    const benefits = section('Beneficios del Vinil');
    expect(h3Texts(benefits)).toHaveLength(4);
    expect(within(benefits).getByRole('heading', { name: 'Más de 100 colores' })).toBeInTheDocument();
    expect(within(benefits).getByRole('heading', { name: 'Hasta 7 años en exterior' })).toBeInTheDocument();
  });

  it('shows the four vinyl types with three features each and a quote link', () => {
    expect(cardTitles(section('Tipos de Vinil'))).toEqual(['Adhesivo', 'Removible', 'Textil', 'Reflectivo']);
    cards(section('Tipos de Vinil')).forEach((card) => {
      const c = within(card);
      expect(c.getAllByRole('listitem')).toHaveLength(3);
      const name = c.getByRole('heading', { level: 3 }).textContent ?? '';
      expect(chatText(c.getByRole('button', { name: 'Cotizar', description: name }))).toBe(
        `Hola, me interesa cotizar corte de vinil: vinil ${name.toLowerCase()}.`,
      );
    });
  });

  it('shows four application categories and a four-step process', () => {
    expect(h3Texts(section('Aplicaciones'))).toEqual([
      'Vehículos',
      'Vidrieras y locales',
      'Ropa y uniformes',
      'Señalización',
    ]);
    expect(cards(section('Nuestro Proceso'))).toHaveLength(4);
  });
});
