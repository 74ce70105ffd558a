import { render, screen, within } from '@testing-library/react';
import VinylPage from './VinylPage';
import { cards, chatText, h2Texts, h3Texts, section } from '../../common/testing';

beforeEach(() => render(<VinylPage />));

describe('Vinyl page', () => {
  it('has one h1 and the sections docs/product-rules.md#pages lists', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Corte de Vinil');
    expect(h2Texts()).toEqual([
      'Beneficios del Vinil',
      'Tipos de Vinil',
      'Aplicaciones',
      'Nuestro Proceso',
      '¿Qué quieres rotular?',
    ]);
  });

  it('shows four benefits with the figures: more than 100 colours, up to 7 years', () => {
    const benefits = section('Beneficios del Vinil');
    expect(h3Texts(benefits)).toHaveLength(4);
    expect(within(benefits).getByRole('heading', { name: 'Más de 100 colores' })).toBeInTheDocument();
    expect(within(benefits).getByRole('heading', { name: 'Hasta 7 años en exterior' })).toBeInTheDocument();
  });

  it('shows the four vinyl types with three features each and a quote link', () => {
    const types = cards(section('Tipos de Vinil'));
    expect(types.map((t) => within(t).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Adhesivo',
      'Removible',
      'Textil',
      'Reflectivo',
    ]);
    types.forEach((card) => {
      const c = within(card);
      expect(c.getAllByRole('listitem')).toHaveLength(3);
      const name = c.getByRole('heading', { level: 3 }).textContent ?? '';
      expect(chatText(c.getByRole('link', { name: `Cotizar ${name}` }))).toBe(
        `Hola, me interesa cotizar corte de vinil: vinil ${name.toLowerCase()}.`,
      );
    });
  });

  it('shows four application categories and a four-step process', () => {
    expect(h3Texts(section('Aplicaciones'))).toEqual([
      'Vehículos',
      'Vidrieras y locales',
      'Ropa y textiles',
      'Señalización',
    ]);
    expect(cards(section('Nuestro Proceso'))).toHaveLength(4);
  });

  it('hero and closing buttons: chat, vinyl types, contact', () => {
    const hero = screen.getByRole('region', { name: 'Corte de Vinil' });
    expect(chatText(within(hero).getByRole('link', { name: 'Solicitar Cotización' }))).toBe(
      'Hola, me interesa cotizar corte de vinil.',
    );
    expect(within(hero).getByRole('link', { name: 'Ver Tipos de Vinil' })).toHaveAttribute(
      'href',
      `#${section('Tipos de Vinil').id}`,
    );
    const closing = section('¿Qué quieres rotular?');
    expect(chatText(within(closing).getByRole('link', { name: 'Solicitar Cotización' }))).toBe(
      'Hola, me interesa cotizar corte de vinil.',
    );
    expect(within(closing).getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');
  });
});
