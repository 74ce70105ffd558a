import { render, screen, within } from '@testing-library/react';
import CoroplastPage from './CoroplastPage';
import { cards, chatText, h2Texts, h3Texts, section } from '../../common/testing';

beforeEach(() => render(<CoroplastPage />));

describe('Coroplast page', () => {
  it('has one h1 and the sections docs/product-rules.md#pages lists', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Letreros de Coroplast');
    expect(h2Texts()).toEqual([
      'Ventajas del Coroplast',
      'Espesores Disponibles',
      'Aplicaciones',
      'Especificaciones Técnicas',
      'Nuestro Proceso',
      '¿Necesitas letreros de coroplast?',
    ]);
  });

  it('shows four advantages, four application categories and a four-step process', () => {
    expect(h3Texts(section('Ventajas del Coroplast'))).toHaveLength(4);
    expect(h3Texts(section('Aplicaciones'))).toHaveLength(4);
    expect(cards(section('Nuestro Proceso'))).toHaveLength(4);
  });

  it('shows the 3, 4, 5 and 6 mm thicknesses with description, recommended uses, drawing and quote link', () => {
    const thicknesses = cards(section('Espesores Disponibles'));
    expect(thicknesses.map((t) => within(t).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '3 mm',
      '4 mm',
      '5 mm',
      '6 mm',
    ]);
    const drawnHeights = thicknesses.map((card, i) => {
      const mm = 3 + i;
      const c = within(card);
      expect(c.getByText('Usos recomendados')).toBeInTheDocument();
      expect(c.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
      expect(chatText(c.getByRole('link', { name: `Cotizar ${mm} mm` }))).toBe(
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
    const pairs = Array.from(section('Especificaciones Técnicas').querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['Material', 'Polipropileno corrugado'],
        ['Tamaño de plancha', '1.22 x 2.44 m'],
        ['Durabilidad en exterior', '2-3 años'],
      ]),
    );
  });

  it('hero and closing buttons: chat, thicknesses, contact', () => {
    const hero = screen.getByRole('region', { name: 'Letreros de Coroplast' });
    expect(chatText(within(hero).getByRole('link', { name: 'Solicitar Cotización' }))).toBe(
      'Hola, me interesa cotizar letreros de coroplast.',
    );
    expect(within(hero).getByRole('link', { name: 'Ver Espesores' })).toHaveAttribute(
      'href',
      `#${section('Espesores Disponibles').id}`,
    );
    const closing = section('¿Necesitas letreros de coroplast?');
    expect(chatText(within(closing).getByRole('link', { name: 'Solicitar Cotización' }))).toBe(
      'Hola, me interesa cotizar letreros de coroplast.',
    );
    expect(within(closing).getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');
  });
});
