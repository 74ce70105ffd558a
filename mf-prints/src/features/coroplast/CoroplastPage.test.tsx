import { render, within } from '@testing-library/react';
import CoroplastPage from './CoroplastPage';
import { cardTitles, cards, chatText, h3Texts, section, specPairs } from '../../common/testing';

// The outline and the hero's and closing's buttons: ../outlines.test.tsx.
beforeEach(() => render(<CoroplastPage />));

describe('Coroplast page', () => {
  it('shows four advantages, four application categories and a four-step process', () => {
    expect(h3Texts(section('Ventajas del Coroplast'))).toHaveLength(4);
    expect(h3Texts(section('Aplicaciones'))).toHaveLength(4);
    expect(cards(section('Nuestro Proceso'))).toHaveLength(4);
  });

  it('shows the 3, 4, 5 and 6 mm thicknesses with description, recommended uses, drawing and quote link', () => {
    expect(cardTitles(section('Espesores Disponibles'))).toEqual(['3 mm', '4 mm', '5 mm', '6 mm']);
    const drawnHeights = cards(section('Espesores Disponibles')).map((card, i) => {
      const mm = 3 + i;
      const c = within(card);
      expect(c.getByText('Usos recomendados')).toBeInTheDocument();
      expect(c.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
      expect(chatText(c.getByRole('button', { name: 'Cotizar', description: `${mm} mm` }))).toBe(
        `Hola, me interesa cotizar letreros de coroplast: plancha de ${mm} mm.`,
      );
      const drawing = c.getByRole('img', { name: `Corte transversal de una plancha de coroplast de ${mm} mm` });
      return Number(drawing.querySelector('rect')?.getAttribute('height'));
    });
    // Drawn to scale: each thicker sheet is drawn thicker.
    expect([...drawnHeights].sort((a, b) => a - b)).toEqual(drawnHeights);
    expect(new Set(drawnHeights).size).toBe(4);
  });

  it('lists the specs: polypropylene, 1.22 x 2.44 m, 2-3 años', () => {
    expect(specPairs(section('Especificaciones Técnicas'))).toEqual(
      expect.arrayContaining([
        ['Material', 'Polipropileno corrugado'],
        ['Tamaño de plancha', '1.22 x 2.44 m'],
        ['Durabilidad en exterior', '2-3 años'],
      ]),
    );
  });
});
